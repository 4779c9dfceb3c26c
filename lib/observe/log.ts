import { isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequest } from './requestContext';

/**
 * Keys whose value never reaches a line, at any depth the portal logs (bodies are never logged; this is the net under
 * that rule). Shared with the reference backend's list in spirit, kept apart by the layers.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'backendToken',
  'changeToken',
  'code',
  'codes',
  'recoveryCodes',
  'secret',
  'challenge',
  'credential',
  'banknum',
  'authorization',
  'cookie',
  'set-cookie',
  'x-portal-key',
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
].map((path) =>
  path.includes('-') ? path.replace(/(^|\.)([\w-]+)$/, (_, dot: string, key: string) => `${dot}["${key}"]`) : path,
);

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** LOG_LEVEL, or `warn`: a newcomer's `npm start` prints no line per request (docs/decisions.md, Operating). */
export const logLevel = (value = process.env.LOG_LEVEL) => (value && LEVELS.includes(value) ? value : 'warn');

/** The request id and, when tracing is on, the trace and span of the code that writes the line. */
function context() {
  const fields: Record<string, string> = {};
  const request = currentRequest();
  if (request) fields.request_id = request.requestId;
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  return fields;
}

/** A logger with the portal's settings; `destination` (stdout by default) lets a test read what it writes. */
export function createLogger(destination?: DestinationStream, level = logLevel()): Logger {
  return pino(
    {
      level,
      base: { service: 'portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: context,
    },
    destination,
  );
}

const KEY = Symbol.for('casino-portal.logger');
const holder = globalThis as typeof globalThis & { [KEY]?: Logger };

/** The portal's one logger: JSON lines on stdout (pino), secrets redacted, the request's ids mixed in. */
export const logger = (): Logger => (holder[KEY] ??= createLogger());
