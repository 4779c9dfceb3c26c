import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { isSpanContextValid, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, MiddlewareHandler } from 'hono';
import pino from 'pino';
import type { Counter, Histogram, Registry } from 'prom-client';
import { z } from 'zod';

/** What operating the backend reads (docs/operations.md); OTEL_* are the OpenTelemetry SDK's own. */
export const operationsEnv = z.object({
  BACKEND_METRICS_PORT: z.preprocess((v) => v || undefined, z.coerce.number().int().min(1).max(65_535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.preprocess(
    (v) => v || undefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  SHUTDOWN_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

const requests = new AsyncLocalStorage<{ requestId: string }>();

/** Values under these keys never reach a line (bodies and headers are never logged: this is the net under that). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'token',
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
];

/** The backend's logger: JSON lines on stdout, LOG_LEVEL or `warn` (quiet by default), the request's ids mixed in. */
export const log = pino({
  level: process.env.LOG_LEVEL || 'warn',
  base: { service: 'backend' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: {
    paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)],
    censor: '[redacted]',
  },
  mixin() {
    const fields: Record<string, string> = {};
    const request = requests.getStore();
    if (request) fields.request_id = request.requestId;
    const span = trace.getActiveSpan()?.spanContext();
    if (span && isSpanContextValid(span)) Object.assign(fields, { trace_id: span.traceId, span_id: span.spanId });
    return fields;
  },
});

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * X-Request-Id: the portal's (a caller with the portal key) or a new one; on the answer, in every line of the
 * request, and one line when it is answered (info; a 5xx at error).
 */
export function requestLog(fromPortal: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) && fromPortal(c) ? given : randomUUID();
    const started = performance.now();
    await requests.run({ requestId }, async () => {
      await next();
      c.header('X-Request-Id', requestId);
      const status = c.res.status;
      const route = c.req.routePath;
      const line = {
        method: c.req.method,
        route,
        status,
        duration_ms: Math.round(performance.now() - started),
        host: c.req.header('x-forwarded-host') ?? c.req.header('host'),
      };
      if (status >= 500) log.error(line, `${c.req.method} ${route} answered ${status}`);
      else log.info(line, `${c.req.method} ${route} ${status}`);
    });
  };
}

export type MoneyKind = 'deposit' | 'withdraw' | 'roll' | 'transfer_in' | 'transfer_out' | 'spin';

/** The backend's own metrics (backend/metrics.ts makes them when BACKEND_METRICS_PORT is set). */
export interface BackendMetrics {
  registry: Registry;
  operationDuration: Histogram<'operation' | 'status'>;
  moneyOperations: Counter<'kind' | 'result'>;
  middleware: MiddlewareHandler;
  printMetrics: (c: Context) => Promise<Response>;
}

let metrics: BackendMetrics | undefined;
export const installMetrics = (installed: BackendMetrics | undefined) => void (metrics = installed);

/** Counts a money operation by its kind and result (`success`, `refused` or the answer's status; `error` when it threw). */
export async function countedMoney<T>(
  kind: MoneyKind,
  work: Promise<T>,
  resultOf: (value: T) => string = () => 'success',
): Promise<T> {
  try {
    const value = await work;
    metrics?.moneyOperations.inc({ kind, result: resultOf(value) });
    return value;
  } catch (error) {
    metrics?.moneyOperations.inc({ kind, result: 'error' });
    throw error;
  }
}

const tracer = trace.getTracer('casino-backend');

const MONEY_OPERATIONS: Record<string, MoneyKind> = {
  'apply-user-deposit': 'deposit',
  'apply-user-withdraw': 'withdraw',
  'roll-to-balance': 'roll',
};

/**
 * One contract operation: its span (the SQL under it), the duration histogram by the answer's contract status
 * (or the refusal's code), and the money counter for deposits, withdraws and rolls.
 */
export function observeOperation(
  operation: string,
  work: () => Promise<Response>,
  statusOf: () => string | undefined,
  errorStatus: (error: unknown) => string,
): Promise<Response> {
  return tracer.startActiveSpan(
    `operation ${operation}`,
    { attributes: { 'backend.operation': operation } },
    async (span) => {
      const started = performance.now();
      let status = 'internal';
      try {
        const response = await work();
        status = statusOf() ?? (response.status === 429 ? 'too_many_requests' : String(response.status));
        return response;
      } catch (error) {
        status = errorStatus(error);
        if (status === 'internal') span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.setAttribute('backend.status', status);
        span.end();
        metrics?.operationDuration.observe({ operation, status }, (performance.now() - started) / 1000);
        const kind = MONEY_OPERATIONS[operation];
        if (kind) metrics?.moneyOperations.inc({ kind, result: status });
      }
    },
  );
}

/** A span per SQL statement run through PGlite (node-postgres has @opentelemetry/instrumentation-pg): its text, never its values. */
export function sqlSpan<T>(statement: string, work: () => Promise<T>): Promise<T> {
  const verb = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startActiveSpan(
    verb,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system': 'postgresql', 'db.statement': statement },
    },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
