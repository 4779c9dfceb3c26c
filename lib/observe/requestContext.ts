import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What every log line and backend call of one request carries. */
export interface RequestContext {
  requestId: string;
}

// The portal server (scripts/portal-server.ts) and Next's server bundle each load this module: one store for both.
const KEY = Symbol.for('casino-portal.request-context');
const holder = globalThis as typeof globalThis & {
  [KEY]?: AsyncLocalStorage<RequestContext>;
};
const storage = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export const runWithRequest = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);
export const currentRequest = (): RequestContext | undefined => storage.getStore();

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** A proxy's X-Request-Id when TRUST_PROXY trusts the proxy in front (and the id is short and plain), else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders, trusted: boolean): string {
  const given = headers['x-request-id'];
  return trusted && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
