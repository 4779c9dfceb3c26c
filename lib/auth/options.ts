import type { AuthOptions } from 'next-auth';
import { callBackend } from '../backend';
import { providers } from './providers';
import { authRequest } from './request';
import { idleLimitMs, SESSION_MAX_AGE_MS, sessionState, type SessionUser } from './session';

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

/**
 * How the jwt callback ends a session. next-auth v4 (4.24) has no other: its session route clears the cookie when the
 * callback throws (core/routes/session.js); returning null there, as Auth.js v5 allows, would fail in the session
 * callback instead. One error class, thrown by the jwt callback alone and kept out of the error log.
 */
class SessionEnded extends Error {
  constructor(reason: 'ended' | 'revoked') {
    super(`session ${reason}`);
  }
}

/**
 * next-auth's options, one object for every request. What one request adds (who asks, where a change token goes,
 * what this read of the session does) comes through lib/auth/request; the session's maxAge, the one option that differs
 * per request, through withMaxAge.
 */
export const authOptions: AuthOptions = {
  // No secret here: next-auth takes NEXTAUTH_SECRET itself.
  // updateAge is next-auth's throttle for database sessions only: a JWT session is written back on every read.
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_MS / 1000 },
  jwt: { maxAge: SESSION_MAX_AGE_MS / 1000 },
  pages: { signIn: '/login', signOut: '/', error: '/login' },
  logger: {
    error(code, metadata) {
      // A session the jwt callback ended on purpose is not an error worth a stack trace.
      if (code === 'JWT_SESSION_ERROR' && metadata instanceof SessionEnded) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
  providers,
  callbacks: {
    // Every read of the session (getServerSession, next-auth's own endpoints) keeps the portal's rules; the token
    // returned is what next-auth writes back.
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
      const { visitor, read = 'check' } = authRequest();
      const state = sessionState(token, now, idleLimitMs());
      if (state.state === 'ended' && state.revoke)
        await callBackend('user-do-logout', undefined, { token: state.revoke, visitor });
      if (state.state !== 'live') throw new SessionEnded('ended');
      if (read === 'end') throw new SessionEnded('revoked');
      if (read === 'check') {
        const check = await callBackend('health-check', undefined, { token: state.session.token, visitor });
        if (!check.ok && check.httpStatus === 401) throw new SessionEnded('revoked');
      }
      return read === 'touch' ? { ...token, activeAt: now } : token;
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
        await callBackend('user-do-logout', undefined, { token: token.backendToken, visitor: authRequest().visitor });
    },
  },
};

/** The options for one read or write of the session cookie: it ends `maxAgeSeconds` from now (8 hours from login). */
export const withMaxAge = (maxAgeSeconds: number): AuthOptions => ({
  ...authOptions,
  session: { ...authOptions.session, maxAge: maxAgeSeconds },
});
