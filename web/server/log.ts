// One-line JSON logs on stderr. Callers pass fields explicitly; nothing here ever receives
// a request's headers, so a secret (API key, cookie) cannot reach a log by accident.
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  return ORDER[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? ORDER.info;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (ORDER[level] < threshold()) return;
  const line = { time: new Date().toISOString(), level, msg, ...fields };
  process.stderr.write(JSON.stringify(line, errorReplacer) + '\n');
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
  enabled: (level: Level) => ORDER[level] >= threshold(),
};
