import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { OpName } from '@/lib/contract';
import { logger } from './log';
import { portalMetrics, type BackendOutcome } from './metrics';

/** What a call's result says about the backend, whatever the operation (docs/operations.md). */
export function backendOutcome(
  result: { ok: true } | { ok: false; httpStatus: number; body: { code: string } },
): BackendOutcome {
  if (result.ok) return 'ok';
  if (result.body.code === 'backend_timeout') return 'timeout';
  if (result.body.code === 'backend_unavailable') return 'unreachable';
  return result.httpStatus < 500 ? 'http_4xx' : 'http_5xx';
}

const tracer = trace.getTracer('casino-portal');

/**
 * One backend call, observed: a span named after the operation (its outcome, never its body), the duration histogram,
 * and a warn line when the backend failed (5xx, timeout, unreachable); a 4xx is the backend's answer, not a failure.
 */
export function observeBackendCall<R extends { ok: true } | { ok: false; httpStatus: number; body: { code: string } }>(
  operation: OpName,
  call: () => Promise<R>,
): Promise<R> {
  return tracer.startActiveSpan(
    `backend ${operation}`,
    { attributes: { 'backend.operation': operation } },
    async (span) => {
      const started = performance.now();
      try {
        const result = await call();
        const outcome = backendOutcome(result);
        const seconds = (performance.now() - started) / 1000;
        span.setAttribute('backend.outcome', outcome);
        portalMetrics()?.backendDuration.observe({ operation, outcome }, seconds);
        if (outcome !== 'ok' && outcome !== 'http_4xx') {
          span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
          logger().warn(
            { operation, outcome, duration_ms: Math.round(seconds * 1000) },
            `backend call ${operation} failed: ${outcome}`,
          );
        }
        return result;
      } finally {
        span.end();
      }
    },
  );
}
