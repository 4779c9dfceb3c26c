import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { onShutdown } from './shutdown';

/**
 * The portal's OpenTelemetry SDK: spans of the incoming requests and of the calls to the backend (with the W3C
 * traceparent they carry), exported over OTLP/HTTP. The SDK reads OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER and
 * OTEL_EXPORTER_OTLP_ENDPOINT itself; OTEL_EXPORTER_OTLP_PROTOCOL picks http/json or http/protobuf (the default).
 */
export function startTracing() {
  const protocol = process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL;
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'casino-portal',
    traceExporter: protocol === 'http/json' ? new JsonExporter() : new ProtobufExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Health probes and Next's static files would drown the traces that matter.
        ignoreIncomingRequestHook: (req) => /^\/(_next\/static|api\/health(\?|$))/.test(req.url ?? ''),
      }),
    ],
  });
  sdk.start();
  onShutdown(() => sdk.shutdown());
}
