import { prometheus } from '@hono/prometheus';
import { Counter, Histogram, Registry } from 'prom-client';
import type { BackendMetrics } from './observe';

const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The backend's metrics for BACKEND_METRICS_PORT: requests by route template (Hono's routePath, via @hono/prometheus),
 * operations by contract status, money operations by kind and result, and Node's process metrics.
 */
export function createBackendMetrics(): BackendMetrics {
  const registry = new Registry();
  const { registerMetrics, printMetrics } = prometheus({
    registry,
    collectDefaultMetrics: true,
    metricOptions: {
      requestDuration: { name: 'http_server_request_duration_seconds' },
      requestsTotal: { disabled: true },
    },
  });
  return {
    registry,
    middleware: registerMetrics,
    printMetrics,
    operationDuration: new Histogram({
      name: 'backend_operation_duration_seconds',
      help: "Contract operations, by operation and the answer's status (or the refusal's error code).",
      labelNames: ['operation', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    moneyOperations: new Counter({
      name: 'backend_money_operations_total',
      help: 'Money operations (deposit, withdraw, roll, transfer_in, transfer_out, spin), by result.',
      labelNames: ['kind', 'result'],
      registers: [registry],
    }),
  };
}
