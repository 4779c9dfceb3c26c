import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import NextAuth, { type AuthOptions } from 'next-auth';
import { getServerSession } from 'next-auth/next';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getToken, type JWT } from 'next-auth/jwt';
import { lockedError, otherMarketError, secondStepError, SIGN_IN_ERRORS } from './auth-errors';
import { callBackend, type BackendResult, type Visitor } from './backend';
import { contract } from './contract';
import { authenticationCredential } from './contract/security';
import { serverEnv } from './env';
import { countLogin } from './observe/metrics';
import {
  cookiesOf,
  endPasswordChange,
  startPasswordChange,
  type CookieWriter,
  type RequestWithCookies,
} from './passwordChange';
import { visitorOf } from './visitor';

/** Legacy session lifetime: 8 hours, counted from login, whatever the member does. */
export const SESSION_MAX_AGE_MS = 28_800_000;
/** The activity time in the cookie is written back at most this often (each write re-encrypts the cookie). */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** What the page may know about the member: display fields only, never the backend token. */
export interface SessionUser {
  userId: string;
  nick: string;
}

declare module 'next-auth' {
  interface User {
    id: string;
    name: string;
    backendToken: string;
  }
  interface Session {
    user: SessionUser;
  }
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

const SESSION_ENDED = 'session ended';
const SESSION_REVOKED = 'session revoked';
const ENDED = new Set([SESSION_ENDED, SESSION_REVOKED]);

/** How one request reads the session through next-auth (the jwt callback below). */
interface SessionRules {
  visitor?: Visitor;
  /** A page view or a member action: the jwt callback moves the activity time, and next-auth writes the cookie back. */
  activity?: boolean;
  /** The session ends now: the backend refused its token (logged out elsewhere, blocked). */
  refuse?: boolean;
  /** next-auth's own endpoints ask the backend whether the token still works; the pages and the proxy ask it themselves. */
  checkBackend?: boolean;
  /** What is left of the 8 hours: next-auth ends the cookie and the JWT it writes back then, not 8 hours from now. */
  maxAgeSeconds?: number;
}

const secondsLeft = (claims: JWT | null, now = Date.now()) =>
  typeof claims?.loginAt === 'number'
    ? Math.max(1, Math.floor((claims.loginAt + SESSION_MAX_AGE_MS - now) / 1000))
    : SESSION_MAX_AGE_MS / 1000;

/** `res` is the response of next-auth's own route: a login answered `change` leaves the change token there, in a cookie. */
export function buildAuthOptions(
  visitor?: Visitor,
  res?: CookieWriter,
  rules: Omit<SessionRules, 'visitor'> = {},
): AuthOptions {
  const { activity = false, refuse = false, checkBackend = true, maxAgeSeconds = SESSION_MAX_AGE_MS / 1000 } = rules;

  /** What a login, the second step and a passkey answer alike: a session, a lock, a forced change, or a refusal. */
  async function loggedIn(
    result: BackendResult<'user-do-login' | 'verify-two-factor' | 'finish-passkey-login'>,
    userId: string,
  ) {
    if (!result.ok) throw new Error(SIGN_IN_ERRORS.unavailable);
    const answer = result.data;
    if (answer.status === 'time') {
      countLogin('locked');
      throw new Error(lockedError(answer.retryAfter));
    }
    if (answer.status === 'other_market') throw new Error(otherMarketError(answer.home));
    if (answer.status === 'change') {
      countLogin('change');
      if (res) await startPasswordChange(res, { userId, changeToken: answer.changeToken, expiresAt: answer.expiresAt });
      throw new Error(SIGN_IN_ERRORS.change);
    }
    countLogin(answer.status === 'success' && 'token' in answer ? 'success' : 'wrong');
    if (answer.status !== 'success' || !('token' in answer)) return null;
    if (res) endPasswordChange(res);
    return { id: answer.user.userId, name: answer.user.nick, backendToken: answer.token };
  }

  async function secondStep(challenge: string, code: string, userId: string) {
    const request = contract['verify-two-factor'].request.safeParse({ challenge, code });
    if (!request.success) throw new Error(secondStepError('two-factor-pass', ''));
    const result = await callBackend('verify-two-factor', request.data, { visitor });
    if (result.ok && result.data.status === 'pass') {
      countLogin('wrong');
      throw new Error(secondStepError('two-factor-pass', result.data.triesLeft));
    }
    if (result.ok && result.data.status === 'expired') throw new Error(secondStepError('two-factor-expired'));
    if (result.ok && result.data.status === 'time')
      throw new Error(secondStepError('two-factor-locked', Math.ceil(result.data.retryAfter ?? 0)));
    return loggedIn(result, userId);
  }

  return {
    secret: process.env.NEXTAUTH_SECRET,
    // updateAge is next-auth's throttle for database sessions only: a JWT session is written back on every read.
    session: { strategy: 'jwt', maxAge: maxAgeSeconds },
    jwt: { maxAge: SESSION_MAX_AGE_MS / 1000 },
    pages: { signIn: '/login', signOut: '/', error: '/login' },
    logger: {
      error(code, metadata) {
        // A session the jwt callback ended on purpose is not an error worth a stack trace.
        if (code === 'JWT_SESSION_ERROR' && ENDED.has((metadata as Error)?.message)) return;
        console.error(`[next-auth][error][${code}]`, metadata);
      },
    },
    providers: [
      CredentialsProvider({
        name: 'credentials',
        // The second step sends the challenge the password step answered and the code (userId names a forced change).
        credentials: {
          userId: { type: 'text' },
          password: { type: 'password' },
          challenge: { type: 'text' },
          code: { type: 'text' },
        },
        async authorize(credentials) {
          const userId = credentials?.userId?.trim() ?? '';
          if (credentials?.challenge) return secondStep(credentials.challenge, credentials.code ?? '', userId);
          const password = credentials?.password ?? '';
          if (!userId || !password || userId.length > 64 || password.length > 128) return null;
          const result = await callBackend('user-do-login', { userId, password }, { visitor });
          if (result.ok && result.data.status === 'two-factor') {
            countLogin('two_factor');
            throw new Error(secondStepError('two-factor', result.data.challenge));
          }
          return loggedIn(result, userId);
        },
      }),
      CredentialsProvider({
        id: 'passkey',
        name: 'passkey',
        credentials: { credential: { type: 'text' } },
        async authorize(credentials) {
          const credential = authenticationCredential.safeParse(parseJson(credentials?.credential));
          if (!credential.success) throw new Error(secondStepError('passkey-pass'));
          const result = await callBackend('finish-passkey-login', { credential: credential.data }, { visitor });
          if (result.ok && (result.data.status === 'pass' || result.data.status === 'expired'))
            throw new Error(secondStepError(`passkey-${result.data.status}`));
          return loggedIn(result, '');
        },
      }),
    ],
    callbacks: {
      // Every read of the session (getServerSession, next-auth's own endpoints) keeps the portal's rules: a throw here
      // makes next-auth clear the cookie; the token returned is what next-auth writes back.
      async jwt({ token, user }) {
        const now = Date.now();
        if (user)
          return {
            sub: user.id,
            userId: user.id,
            nick: user.name,
            backendToken: user.backendToken,
            loginAt: now,
            activeAt: now,
          };
        const read = sessionState(token, now, idleLimitMs());
        if (read.state === 'ended' && read.revoke)
          await callBackend('user-do-logout', undefined, { token: read.revoke, visitor });
        if (read.state !== 'live') throw new Error(SESSION_ENDED);
        if (refuse) throw new Error(SESSION_REVOKED);
        if (checkBackend) {
          const check = await callBackend('health-check', undefined, { token: read.session.token, visitor });
          if (!check.ok && check.httpStatus === 401) throw new Error(SESSION_REVOKED);
        }
        return activity ? { ...token, activeAt: now } : token;
      },
      session({ session, token }) {
        return { expires: session.expires, user: { userId: token.userId ?? '', nick: token.nick ?? '' } };
      },
    },
    events: {
      // Logging out ends the backend session here, on the server, before the cookie is cleared: the token is in the
      // cookie, so the browser cannot be the one to revoke it, and a revocation lost on the way would leave a copied
      // cookie's token valid until its 8 hours were up. A backend that cannot be reached does not keep the member in.
      async signOut({ token }) {
        if (typeof token?.backendToken === 'string')
          await callBackend('user-do-logout', undefined, { token: token.backendToken, visitor });
      },
    },
  };
}

const parseJson = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
};

/** next-auth's route. Its credentials callbacks take only POST: any other method was next-auth's own 500. */
export async function authRoute(req: NextApiRequest, res: NextApiResponse) {
  const [action, provider] = ([] as string[]).concat(req.query.nextauth ?? []);
  if (action === 'callback' && (provider === 'credentials' || provider === 'passkey') && req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.setHeader('Cache-Control', 'no-store');
    return res.status(405).json({ status: 'error', code: 'method_not_allowed' });
  }
  // Reading the session writes its cookie back: it still ends at 8 hours from login. A login starts a full 8 hours.
  const maxAgeSeconds = action === 'session' ? secondsLeft(await readToken(req)) : undefined;
  return NextAuth(req, res, buildAuthOptions(visitorOf(req), res, { maxAgeSeconds }));
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

/** A request the session is refreshed or ended on: its visitor is who the backend hears about. */
type MemberRequest = Pick<IncomingMessage, 'headers' | 'socket'> & { cookies?: Partial<Record<string, string>> };

const idleLimitMs = () => serverEnv().SESSION_IDLE_MINUTES * 60_000;

/** Server-only: the state of the encrypted session cookie of this request, read without writing anything back. */
export async function readSessionState(req: RequestWithCookies, now = Date.now()): Promise<SessionState> {
  return sessionState(await readToken(req), now, idleLimitMs());
}

/** Server-only: the member's backend token and display fields from a live session cookie, or null. */
export async function readSession(req: RequestWithCookies): Promise<LiveSession | null> {
  const read = await readSessionState(req);
  return read.state === 'live' ? read.session : null;
}

/** Reads the session through next-auth's getServerSession, which writes the cookie back (or clears it) on `res`. */
async function throughNextAuth(req: RequestWithCookies, res: ServerResponse, rules: SessionRules) {
  // getServerSession reads a request's headers and parsed cookies; a bare Node request has not parsed its cookies yet.
  const request = { headers: req.headers, cookies: cookiesOf(req) } as GetServerSidePropsContext['req'];
  await getServerSession(request, res, buildAuthOptions(rules.visitor, undefined, rules));
}

/**
 * A page view or a member action: the activity time moves (at most once a minute, each write re-encrypts the
 * cookie), and next-auth writes the cookie back, still ending at 8 hours from login.
 */
export async function touchSession(req: MemberRequest, res: ServerResponse, { claims }: LiveSession, now = Date.now()) {
  if (now - (claims.activeAt ?? claims.loginAt) < ACTIVITY_RESOLUTION_MS) return;
  await throughNextAuth(req, res, {
    visitor: visitorOf(req),
    activity: true,
    checkBackend: false,
    maxAgeSeconds: secondsLeft(claims, now),
  });
}

/**
 * Ends the session of this request: next-auth clears the cookie because the jwt callback refuses it, which also
 * revokes an idle session's token on the backend (the backend forgets an expired one itself).
 */
export async function endSession(req: MemberRequest, res: ServerResponse) {
  await throughNextAuth(req, res, { visitor: visitorOf(req), refuse: true, checkBackend: false });
}

async function readToken(req: RequestWithCookies): Promise<JWT | null> {
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
