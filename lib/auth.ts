import type { GetServerSidePropsContext, NextApiRequest } from 'next';
import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getToken, type JWT } from 'next-auth/jwt';
import { SIGN_IN_ERRORS } from './auth-errors';
import { callBackend, type Visitor } from './backend';

/** Legacy session lifetime: 8 hours, counted from login (the cookie is never extended). */
export const SESSION_MAX_AGE_MS = 28_800_000;


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
  }
}

export function buildAuthOptions(visitor?: Visitor): AuthOptions {
  return {
    secret: process.env.NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_MS / 1000, updateAge: SESSION_MAX_AGE_MS / 1000 },
    jwt: { maxAge: SESSION_MAX_AGE_MS / 1000 },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'credentials',
        credentials: { userId: { type: 'text' }, password: { type: 'password' } },
        async authorize(credentials) {
          const userId = credentials?.userId?.trim() ?? '';
          const password = credentials?.password ?? '';
          if (!userId || !password || userId.length > 64 || password.length > 128) return null;
          const result = await callBackend('user-do-login', { userId, password }, { visitor });
          if (!result.ok) throw new Error(SIGN_IN_ERRORS.unavailable);
          if (result.data.status === 'time') throw new Error(SIGN_IN_ERRORS.locked);
          if (result.data.status !== 'success') return null;
          return { id: result.data.user.userId, name: result.data.user.nick, backendToken: result.data.token };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) return { sub: user.id, userId: user.id, nick: user.name, backendToken: user.backendToken, loginAt: Date.now() };
        return token;
      },
      session({ session, token }) {
        return { expires: session.expires, user: { userId: token.userId ?? '', nick: token.nick ?? '' } };
      },
    },
  };
}

export const authOptions = buildAuthOptions();

function isLive(token: JWT | null, now = Date.now()): token is JWT & { backendToken: string; userId: string; loginAt: number } {
  return Boolean(token?.backendToken && token.userId && token.loginAt && now - token.loginAt < SESSION_MAX_AGE_MS);
}

type RequestWithCookies = Pick<NextApiRequest | GetServerSidePropsContext['req'], 'headers'> & { cookies?: Partial<Record<string, string>> };

/** Server-only: the member's backend token and display fields from the encrypted session cookie, or null. */
export async function readSession(req: RequestWithCookies): Promise<{ token: string; user: SessionUser } | null> {
  const token = await readToken(req);
  return isLive(token) ? { token: token.backendToken, user: { userId: token.userId, nick: token.nick ?? '' } } : null;
}

export async function getBackendToken(req: RequestWithCookies): Promise<string | null> {
  return (await readSession(req))?.token ?? null;
}

/** The display part of the session, for getServerSideProps. */
export async function getServerAuthSession(ctx: Pick<GetServerSidePropsContext, 'req'>): Promise<SessionUser | null> {
  return (await readSession(ctx.req))?.user ?? null;
}

function cookiesOf(req: RequestWithCookies): Record<string, string> {
  if (req.cookies) return req.cookies as Record<string, string>;
  const pairs = (req.headers.cookie ?? '').split(';').map((part) => part.trim().split(/=(.*)/s));
  return Object.fromEntries(pairs.filter(([name]) => name).map(([name, value = '']) => [name, value]));
}

async function readToken(req: RequestWithCookies): Promise<JWT | null> {
  try {
    // Only the cookie: next-auth would also take a JWT from an Authorization header, which the portal never issues.
    const { authorization: _ignored, ...headers } = req.headers;
    return await getToken({ req: { headers, cookies: cookiesOf(req) } as unknown as NextApiRequest, secret: process.env.NEXTAUTH_SECRET });
  } catch {
    return null;
  }
}
