// autocannon runs with latencies kept at microsecond resolution (autocannon's own histogram keeps whole milliseconds).
import type { EventEmitter } from 'node:events';
import { createHistogram } from 'node:perf_hooks';
import autocannon, { type Options } from 'autocannon';

export interface CannonRun {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export async function cannon(options: Options): Promise<CannonRun> {
  const latencies = createHistogram();
  const run = autocannon(options);
  // The promise autocannon returns is also its event emitter: 'response' carries the latency in fractional ms.
  (run as unknown as EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.record(Math.max(1, Math.round(ms * 1000))),
  );
  const result = await run;
  const percentile = (p: number) => (latencies.count ? round(latencies.percentile(p) / 1000) : Number.NaN);
  return {
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / result.duration, 1),
    p50Ms: percentile(50),
    p95Ms: percentile(95),
    p99Ms: percentile(99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
