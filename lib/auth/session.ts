import type { NextApiRequest } from 'next';
import { getToken, type JWT } from 'next-auth/jwt';
import { serverEnv } from '../env';
import { cookiesOf, type RequestWithCookies } from './changeToken';

/** Legacy session lifetime: 8 hours, counted from login, whatever the member does. */
export const SESSION_MAX_AGE_MS = 28_800_000;
/** The activity time in the cookie is written back at most this often (each write re-encrypts the cookie). */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** What the page may know about the member: display fields only, never the backend token. */
export interface SessionUser {
  userId: string;
  nick: string;
}

declare module 'next-auth/jwt' {
  interface JWT {
    userId?: string;
    nick?: string;
    backendToken?: string;
    loginAt?: number;
    /** Last page view or member action; the health check does not count. */
    activeAt?: number;
  }
}

type LiveClaims = JWT & { backendToken: string; userId: string; loginAt: number };

export interface LiveSession {
  token: string;
  user: SessionUser;
  claims: LiveClaims;
}

/**
 * What a session cookie amounts to now: none, live, or ended — past 8 hours from login, or idle for longer than
 * the inactivity limit. An idle session's backend token is still valid on the backend, so it is handed back for revoking.
 */
export type SessionState =
  { state: 'none' } | { state: 'live'; session: LiveSession } | { state: 'ended'; revoke?: string };

export function sessionState(claims: JWT | null, now: number, idleMs: number): SessionState {
  if (!claims) return { state: 'none' };
  const { backendToken, userId, loginAt } = claims;
  if (!backendToken || !userId || !loginAt || now - loginAt >= SESSION_MAX_AGE_MS) return { state: 'ended' };
  if (now - (claims.activeAt ?? loginAt) >= idleMs) return { state: 'ended', revoke: backendToken };
  return {
    state: 'live',
    session: { token: backendToken, user: { userId, nick: claims.nick ?? '' }, claims: claims as LiveClaims },
  };
}

export const idleLimitMs = () => serverEnv().SESSION_IDLE_MINUTES * 60_000;

/** What is left of the 8 hours: next-auth ends the cookie and the JWT it writes back then, not 8 hours from now. */
export const secondsLeft = (claims: JWT | null, now = Date.now()) =>
  typeof claims?.loginAt === 'number'
    ? Math.max(1, Math.floor((claims.loginAt + SESSION_MAX_AGE_MS - now) / 1000))
    : SESSION_MAX_AGE_MS / 1000;

export async function readToken(req: RequestWithCookies): Promise<JWT | null> {
  try {
    // Only the cookie: next-auth would also take a JWT from an Authorization header, which the portal never issues.
    const { authorization: _ignored, ...headers } = req.headers;
    return await getToken({
      req: { headers, cookies: cookiesOf(req) } as unknown as NextApiRequest,
      secret: process.env.NEXTAUTH_SECRET,
    });
  } catch {
    return null;
  }
}

/** Server-only: the state of the encrypted session cookie of this request, read without writing anything back. */
export async function readSessionState(req: RequestWithCookies, now = Date.now()): Promise<SessionState> {
  return sessionState(await readToken(req), now, idleLimitMs());
}

/** Server-only: the member's backend token and display fields from a live session cookie, or null. */
export async function readSession(req: RequestWithCookies): Promise<LiveSession | null> {
  const read = await readSessionState(req);
  return read.state === 'live' ? read.session : null;
}
