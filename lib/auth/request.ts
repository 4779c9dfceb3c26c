import { AsyncLocalStorage } from 'node:async_hooks';
import type { Visitor } from '../backend';
import type { CookieWriter } from './changeToken';

/**
 * What next-auth's callbacks cannot be handed but one request has: who asks, where a login's change token goes, and
 * what this read of the session does (`check`: next-auth's own endpoints ask the backend whether the token still
 * works; `touch`: a page view or member action moves the activity time; `end`: the backend refused the token).
 */
export interface AuthRequest {
  visitor?: Visitor;
  /** The response of next-auth's own route: a login answered `change` leaves the change token there, in a cookie. */
  res?: CookieWriter;
  read?: 'check' | 'touch' | 'end';
}

const current = new AsyncLocalStorage<AuthRequest>();

/** Runs next-auth (its route or getServerSession) for one request: the static options' callbacks read it back. */
export const forRequest = <T>(request: AuthRequest, run: () => T): T => current.run(request, run);

export const authRequest = (): AuthRequest => current.getStore() ?? {};
