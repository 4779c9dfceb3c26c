import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { getServerSession } from 'next-auth/next';
import { cookiesOf } from './changeToken';
import { visitorOf } from '../visitor';
import { withMaxAge } from './options';
import { forRequest, type AuthRequest } from './request';
import { ACTIVITY_RESOLUTION_MS, secondsLeft, SESSION_MAX_AGE_MS, type LiveSession } from './session';

/** A request the session is refreshed or ended on: its visitor is who the backend hears about. */
type MemberRequest = Pick<IncomingMessage, 'headers' | 'socket'> & { cookies?: Partial<Record<string, string>> };

/** Reads the session through next-auth's getServerSession, which writes the cookie back (or clears it) on `res`. */
async function throughNextAuth(
  req: MemberRequest,
  res: ServerResponse,
  read: AuthRequest['read'],
  maxAgeSeconds = SESSION_MAX_AGE_MS / 1000,
) {
  // getServerSession reads a request's headers and parsed cookies; a bare Node request has not parsed its cookies yet.
  const request = { headers: req.headers, cookies: cookiesOf(req) } as GetServerSidePropsContext['req'];
  await forRequest({ visitor: visitorOf(req), read }, () => getServerSession(request, res, withMaxAge(maxAgeSeconds)));
}

/**
 * A page view or a member action: the activity time moves (at most once a minute, each write re-encrypts the
 * cookie), and next-auth writes the cookie back, still ending at 8 hours from login.
 */
export async function touchSession(req: MemberRequest, res: ServerResponse, { claims }: LiveSession, now = Date.now()) {
  if (now - (claims.activeAt ?? claims.loginAt) < ACTIVITY_RESOLUTION_MS) return;
  await throughNextAuth(req, res, 'touch', secondsLeft(claims, now));
}

/**
 * Ends the session of this request: next-auth clears the cookie because the jwt callback refuses it, which also
 * revokes an idle session's token on the backend (the backend forgets an expired one itself).
 */
export async function endSession(req: MemberRequest, res: ServerResponse) {
  await throughNextAuth(req, res, 'end');
}
