// Reading what a client sent: the JSON body (size limit, UTF-8, JSON, zod) and the query
// string, with the 400/413 errors both HTTP faces (/api/v1 and the dashboard API) give.
import { z } from 'zod';
import { DomainError, invalidInput } from '../errors';
import { validate } from '../contract/issues';
import { MAX_BODY_BYTES } from '../contract/schemas';


/** Parses the JSON body (empty body = {}) with `schema`; 400/413 on bad input. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<z.output<S>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const text = await readLimited(request, maxBytes);
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidInput('invalid_json', 'The request body is not valid JSON.');
    }
  }
  return validate(schema, value);
}

function tooLarge(maxBytes: number) {
  return new DomainError('payload_too_large', `The request body exceeds ${maxBytes} bytes.`);
}

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw invalidInput('invalid_json', 'The request body is not valid UTF-8.');
  }
}

/** Parses the query string with `schema`; 400 on bad input. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = new URL(request.url).searchParams;
  const value: Record<string, string> = {};
  for (const [k, v] of params) value[k] = v;
  return validate(schema, value);
}
