// Structured logs: one JSON line per event on stderr, through pino (docs/operations/metrics.md#logs).
// Call sites pass a message and the fields that explain it (`requestId` on request logs); nothing
// here receives a request's headers or body. Should a caller pass one anyway, the redaction paths
// below censor keys, cookies, passwords, tokens and bodies before the line is written, and errors
// are reduced to their type, message, code and stack (provider SDK errors carry headers and
// request options as properties).
import pino from 'pino';
import { config } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const SECRET_FIELDS = ['authorization', 'cookie', 'set-cookie', 'password', 'token', 'apiKey', 'api_key', 'secret', 'body', 'x-api-key'];
/** Censored at the top of the fields and one level down (`headers.cookie`, `request.body`). */
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((name) => [`["${name}"]`, `*["${name}"]`]);

function serializeError(value: unknown) {
  if (!(value instanceof Error)) return value;
  const { code, status } = value as Error & { code?: unknown; status?: unknown };
  return { type: value.name, message: value.message, ...(code !== undefined && { code }), ...(status !== undefined && { status }), stack: value.stack };
}

let logger: pino.Logger | undefined;

/** Created at the first line, once the entry point has checked the configuration (LOG_LEVEL). */
function instance(): pino.Logger {
  return (logger ??= pino(
    {
      level: config().LOG_LEVEL,
      errorKey: 'error',
      serializers: { error: serializeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Synchronous: a line written just before process.exit is not lost.
    pino.destination({ dest: 2, sync: true }),
  ));
}

// The message goes first among the fields, so that a line reads "msg", then what explains it.
const write = (level: Level) => (msg: string, fields?: Fields) => instance()[level]({ msg, ...fields });

export const log = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
  enabled: (level: Level) => instance().isLevelEnabled(level),
};
