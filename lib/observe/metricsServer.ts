import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { installPortalMetrics, type PortalMetrics } from './metrics';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createPortalMetrics(): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Requests the portal answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    backendDuration: new Histogram({
      name: 'portal_backend_request_duration_seconds',
      help: "Calls of the operator's backend, by operation and outcome (ok, http_4xx, http_5xx, timeout, unreachable).",
      labelNames: ['operation', 'outcome'],
      buckets: SECONDS,
      registers: [registry],
    }),
    sharedCache: new Counter({
      name: 'portal_shared_cache_requests_total',
      help: 'Answers shared by every visitor (game lists, jackpots, notices): found in the cache (hit) or asked for (miss).',
      labelNames: ['result'],
      registers: [registry],
    }),
    logins: new Counter({
      name: 'portal_logins_total',
      help: 'Password and passkey logins and second steps, by outcome.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}

/**
 * METRICS_PORT's listener: Prometheus text at `/metrics` on METRICS_HOST (loopback unless set), apart from the public
 * port so that no visitor reaches it. Starts counting too; without it nothing is counted.
 */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const metrics = createPortalMetrics();
  installPortalMetrics(metrics);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    void metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
