import type { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * The backend's OpenTelemetry SDK, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: node-postgres's queries
 * (instrumentation-pg; PGlite's through backend/db's traced client), exported over OTLP/HTTP. Must start before
 * `pg` is loaded. The request spans come from @hono/otel, which takes the portal's traceparent.
 */
export async function startTracing(): Promise<NodeSDK> {
  const [{ NodeSDK }, { PgInstrumentation }, json, protobuf] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
  ]);
  const protocol = process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL;
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'casino-backend',
    traceExporter: protocol === 'http/json' ? new json.OTLPTraceExporter() : new protobuf.OTLPTraceExporter(),
    instrumentations: [new PgInstrumentation()],
  });
  sdk.start();
  return sdk;
}
