import pino from 'pino';
import { traceLogFields } from './observability/tracing';

export type Logger = pino.Logger;
export type LogLevel = pino.LevelWithSilent;

const SECRET_PATHS = [
  'token',
  'authorization',
  'password',
  '*.token',
  '*.authorization',
  '*.password',
  'headers.authorization',
  '*.headers.authorization',
];
const URL_KEYS = new Set(['url', 'databaseUrl', 'natsUrl']);
const URL_PATHS = [...URL_KEYS].flatMap((key) => [key, `*.${key}`]);

/** The URL without `user:password@`, for logging; non-URLs are returned unchanged. */
export function redactUrl(url: string): string {
  // Comma-separated server lists (NATS) are redacted one by one.
  if (url.includes(',')) return url.split(',').map((part) => redactUrl(part.trim())).join(',');
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** What the mixin answers outside a request, rpc or event: nothing to add, nothing to merge. */
const NO_TRACE_FIELDS = Object.freeze({});

/**
 * JSON logger with a `service` field; tokens, passwords and URL credentials never reach the
 * output. A line written while a request, rpc or event is being handled also carries its
 * `requestId`, `traceId` and `spanId` (the active trace, see observability/tracing.ts).
 */
export function createLogger(service: string, level: LogLevel = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => traceLogFields() ?? NO_TRACE_FIELDS,
    // Fields the call passes win over the trace's (pino's default order, without copying the
    // empty object outside traces).
    mixinMergeStrategy: (mergeObject, mixinObject) =>
      mixinObject === NO_TRACE_FIELDS ? mergeObject : Object.assign(mixinObject, mergeObject),
    redact: {
      paths: [...SECRET_PATHS, ...URL_PATHS],
      censor: (value: unknown, path: string[]) => {
        if (URL_KEYS.has(path[path.length - 1])) return typeof value === 'string' ? redactUrl(value) : value;
        return '[Redacted]';
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
