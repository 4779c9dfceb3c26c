import type { Counter, Histogram, Registry } from 'prom-client';

/** The portal's metrics (docs/operations.md). Every label is from a fixed list: no id, no visitor's host, no path. */
export interface PortalMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  backendDuration: Histogram<'operation' | 'outcome'>;
  sharedCache: Counter<'result'>;
  logins: Counter<'outcome'>;
}

export type BackendOutcome = 'ok' | 'http_4xx' | 'http_5xx' | 'timeout' | 'unreachable';
export type LoginOutcome = 'success' | 'wrong' | 'locked' | 'two_factor' | 'change';

// Set by the metrics listener (lib/observe/metricsServer.ts) in the portal server; Next's bundle reads the same one.
const KEY = Symbol.for('casino-portal.metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: PortalMetrics };

/** The metrics when METRICS_PORT turned them on, else undefined: with the listener off nothing is counted. */
export const portalMetrics = (): PortalMetrics | undefined => holder[KEY];
export const installPortalMetrics = (metrics: PortalMetrics) => void (holder[KEY] = metrics);

export const countLogin = (outcome: LoginOutcome) => portalMetrics()?.logins.inc({ outcome });
export const countSharedCache = (result: 'hit' | 'miss') => portalMetrics()?.sharedCache.inc({ result });
