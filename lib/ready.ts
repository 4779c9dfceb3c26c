import { callBackend } from './backend';

const CACHE_MS = 2_000;
const PROBE_TIMEOUT_MS = 2_000;

let last: { at: number; ready: Promise<boolean> } | undefined;

/**
 * Whether the backend answers, asked at most every 2 seconds whatever the load balancer's rate: `health-check`
 * without a token, where any answer below 500 (a 401 too) means it is up; no answer within 2 s means it is not.
 */
export function backendReady(now = Date.now()): Promise<boolean> {
  if (last && now - last.at < CACHE_MS) return last.ready;
  const probe = callBackend('health-check', undefined).then((result) => result.ok || result.httpStatus < 500);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref());
  last = { at: now, ready: Promise.race([probe, timeout]) };
  return last.ready;
}
