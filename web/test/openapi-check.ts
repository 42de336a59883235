// Checks every response an integration test receives against the OpenAPI document: the
// documented schema for its path, method and status, or the error schema.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '@/server/contract/openapi';
import type { Product } from './harness';

const doc = openApiDocument() as any;
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(doc, 'doc');

const templates = Object.keys(doc.paths).map((template) => ({
  template,
  regex: new RegExp('^' + template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.') + '$'),
}));
const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();

function validatorFor(pointer: string) {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `doc#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Throws when a response does not match the document. Used on the product's replies (call below)
 * and on the replies of the Action's fake API (action/test/fake-geo-api.ts).
 */
export function checkAgainstDocument(method: string, url: string, res: { status: number; body: unknown }) {
  if (method === 'HEAD') return;
  const path = new URL(url, 'http://x').pathname.replace(/^\/api\/v1/, '');
  const match = templates.find((t) => t.regex.test(path));
  const operation = match && doc.paths[match.template][method.toLowerCase()];
  let pointer = '/components/schemas/Error';
  if (res.status < 300) {
    if (!operation) throw new Error(`${method} ${path} answered ${res.status} but is not documented`);
    if (!operation.responses[String(res.status)]) throw new Error(`${method} ${path}: status ${res.status} is not documented`);
    pointer = `/paths/${escape(match!.template)}/${method.toLowerCase()}/responses/${res.status}/content/application~1json/schema`;
  } else if (operation && ![405].includes(res.status) && !operation.responses[String(res.status)]) {
    throw new Error(`${method} ${path}: status ${res.status} is not documented`);
  }
  const validate = validatorFor(pointer);
  if (!validate(res.body)) {
    throw new Error(`${method} ${path} ${res.status} does not match ${pointer}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`);
  }
}

/** A request to the product whose response is checked against the document. */
export async function call(product: Product, path: string, init: Parameters<Product['api']>[1] = {}) {
  const res = await product.api(path, init);
  checkAgainstDocument(init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'), path, res);
  return res;
}
