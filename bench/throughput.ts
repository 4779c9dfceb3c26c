// Side-by-side autocannon runs: targets alternate within each round, so a machine that gets busier or quieter
// during the run shifts every target alike; the medians over the rounds are compared.
import type { Options } from 'autocannon';
import { cannon, median, type CannonRun } from './cannon';

/** The logged-out lobby through deploy/nginx.conf, against hello world's req/s. */
export const CACHED_MIN_RATIO = 3;
/** A visitor's lobby on a cache miss, and a member's, against the floor (hello world and the card) in the same rounds. */
export const RENDERED_MIN_RATIO = 0.25;
export const MEMBER_MIN_RATIO = 0.2;
/** A rendered page may lose at most 15% of the reference code's req/s. */
export const REFERENCE_MIN_SHARE = 0.85;
export const PROXY_MAX_ADDED_P50_MS = 3;

export interface Target {
  name: string;
  options: Options;
}

export interface Alternated {
  /** Every run, by target, in order. */
  runs: Record<string, CannonRun[]>;
  median: Record<string, { reqPerSec: number; p50Ms: number; p99Ms: number }>;
  /** Non-2xx answers and failed connections, by target, over all runs (a benchmark with any is void). */
  failures: Record<string, number>;
}

export async function alternate(
  targets: Target[],
  {
    rounds,
    seconds,
    warmupSeconds,
    log,
  }: { rounds: number; seconds: number; warmupSeconds: number; log: (message: string) => void },
): Promise<Alternated> {
  for (const { options } of targets) await cannon({ ...options, duration: warmupSeconds });
  const runs: Record<string, CannonRun[]> = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const { name, options } of targets) {
      const run = await cannon({ ...options, duration: seconds });
      runs[name].push(run);
      log(
        `  round ${round}/${rounds} ${name}: ${run.reqPerSec} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms` +
          (run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''),
      );
    }
  }
  const summary = (list: CannonRun[]) => ({
    reqPerSec: median(list.map((r) => r.reqPerSec)),
    p50Ms: median(list.map((r) => r.p50Ms)),
    p99Ms: median(list.map((r) => r.p99Ms)),
  });
  return {
    runs,
    median: Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, summary(list)])),
    failures: Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [name, list.reduce((n, r) => n + r.non2xx + r.errors, 0)]),
    ),
  };
}

/** One operation of the proxy benchmark, through the portal and straight to the backend, with the same body. */
export const operation = (op: string, params: unknown, portalUrl: string, backendUrl: string, connections: number) => {
  const body = params === undefined ? '{}' : JSON.stringify({ params });
  const request = (url: string) => ({
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
    connections,
  });
  return { portal: request(`${portalUrl}/api/routes/${op}`), backend: request(`${backendUrl}/public/${op}`) };
};

/** The request of the proxy benchmark: the same operation through the portal and straight to the backend. */
export const casinoSetting = (portalUrl: string, backendUrl: string, connections: number) =>
  operation('get-casino-setting', undefined, portalUrl, backendUrl, connections);

/**
 * An operation the portal never caches (the answer is per request): what the proxy itself adds — validation,
 * the same-site check, one backend call — when no shared answer hides it. An id nobody has, so it stays free.
 */
export const uncached = (portalUrl: string, backendUrl: string, connections: number) =>
  operation('check-user-id', { userId: 'benchfree01' }, portalUrl, backendUrl, connections);
