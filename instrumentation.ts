// Next's instrumentation hook (https://nextjs.org/docs/pages/guides/open-telemetry): tracing starts only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, so without it the OpenTelemetry SDK is not even loaded.
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./lib/observe/tracing');
    startTracing();
  }
}

/** Every error Next caught while rendering a page or answering an API route: one error line with its stack. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/observe/log');
  logger().error(
    { err: error, method: request.method, route: context.routePath },
    `${request.method} ${context.routePath} failed`,
  );
};
