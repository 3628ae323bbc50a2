import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The server's one logger: JSON lines `{"time","level","msg","requestId",...fields}` on stdout, written at once (a
 * line is never lost to an exit). Errors only unless `LOG_LEVEL` says more. Inside a request, every line carries
 * its request id. Fields whose name says secret (authorization, cookie, password, token, secret, key) are redacted,
 * however deep: no call site has to remember it.
 */
export const logLevels = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];
export type LogFields = Record<string, unknown>;

/** Also any name ending in key or key id (`key`, `apiKey`, `privateKey`, `accessKeyId`), but not `keys`. */
const SECRET_FIELD = /authorization|cookie|password|passwd|secret|token|credential|key([-_]?id)?$/i;
const MAX_DEPTH = 6;

let threshold = logLevels.indexOf('error');
let write = (line: string) => {
  process.stdout.write(line);
};

/** The request id of the request being handled, for every line logged while handling it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function setLogLevel(level: LogLevel): void {
  threshold = logLevels.indexOf(level);
}

/** Sends the lines elsewhere (tests read them); returns a function that restores the previous sink. */
export function setLogSink(sink: (line: string) => void): () => void {
  const previous = write;
  write = sink;
  return () => {
    write = previous;
  };
}

function emit(level: LogLevel, msg: string, fields: LogFields = {}): void {
  if (logLevels.indexOf(level) > threshold) return;
  const requestId = requestContext.getStore()?.requestId;
  const record = {
    time: new Date().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...fields,
  };
  write(`${JSON.stringify(redact(record, 0))}\n`);
}

export const log = {
  error: (msg: string, fields?: LogFields) => emit('error', msg, fields),
  warn: (msg: string, fields?: LogFields) => emit('warn', msg, fields),
  info: (msg: string, fields?: LogFields) => emit('info', msg, fields),
  debug: (msg: string, fields?: LogFields) => emit('debug', msg, fields),
};

/** An error as loggable fields: name, message, code and stack (its `cause` too), never its other properties. */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
    ...(error.cause !== undefined ? { cause: errorFields(error.cause) } : {}),
  };
}

function redact(value: unknown, depth: number): unknown {
  if (value instanceof Error) return redact(errorFields(value), depth);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SECRET_FIELD.test(key) ? '[redacted]' : redact(field, depth + 1);
  }
  return out;
}
