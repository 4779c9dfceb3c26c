import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsContext, NextApiRequest } from 'next';
import { decode, encode } from 'next-auth/jwt';

export type CookieWriter = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

export type RequestWithCookies = Pick<NextApiRequest | GetServerSidePropsContext['req'], 'headers'> & {
  cookies?: Partial<Record<string, string>>;
};

/** next-auth's own rule: `__Secure-` prefixed and Secure when the public URL is https. */
const secureCookies = () => Boolean(process.env.NEXTAUTH_URL?.startsWith('https://'));

function appendSetCookie(res: CookieWriter, cookies: string[]) {
  const existing = res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  res.setHeader('Set-Cookie', [...list, ...cookies]);
}

const cookie = (name: string, value: string, maxAgeSeconds: number) =>
  [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(name.startsWith('__Secure-') ? ['Secure'] : []),
  ].join('; ');

export function cookiesOf(req: RequestWithCookies): Record<string, string> {
  if (req.cookies) return req.cookies as Record<string, string>;
  const pairs = (req.headers.cookie ?? '').split(';').map((part) => part.trim().split(/=(.*)/s));
  return Object.fromEntries(pairs.filter(([name]) => name).map(([name, value = '']) => [name, value]));
}

/* The forced password change after an operator's reset-password: no session, only the backend's change token. */

/** Never longer than this, whatever expiry the backend names. */
export const PASSWORD_CHANGE_MAX_AGE_MS = 30 * 60_000;
const PASSWORD_CHANGE_PURPOSE = 'password-change';

export const passwordChangeCookieName = (secure = secureCookies()) =>
  `${secure ? '__Secure-' : ''}next-auth.password-change`;

export interface PasswordChange {
  userId: string;
  changeToken: string;
  /** ISO time the backend's change token expires. */
  expiresAt: string;
}

/**
 * Keeps the change token in an encrypted, httpOnly cookie that lives as long as the token: browser JavaScript never
 * sees it, and only the proxy's user-change-password reads it (lib/proxy.ts).
 */
export async function startPasswordChange(res: CookieWriter, change: PasswordChange, now = Date.now()) {
  const left = Date.parse(change.expiresAt) - now;
  const maxAge = Math.max(1, Math.floor(Math.min(Number.isFinite(left) ? left : 0, PASSWORD_CHANGE_MAX_AGE_MS) / 1000));
  const token = { purpose: PASSWORD_CHANGE_PURPOSE, ...change };
  const value = await encode({ token, secret: process.env.NEXTAUTH_SECRET ?? '', maxAge });
  appendSetCookie(res, [cookie(passwordChangeCookieName(), value, maxAge)]);
}

export function endPasswordChange(res: CookieWriter) {
  appendSetCookie(res, [cookie(passwordChangeCookieName(false), '', 0), cookie(passwordChangeCookieName(true), '', 0)]);
}

/** Server-only: the pending change of this request's cookie, or null when there is none or it has expired. */
export async function readPasswordChange(req: RequestWithCookies, now = Date.now()): Promise<PasswordChange | null> {
  const value = cookiesOf(req)[passwordChangeCookieName()];
  if (!value) return null;
  try {
    const claims = await decode({ token: value, secret: process.env.NEXTAUTH_SECRET ?? '' });
    const { purpose, userId, changeToken, expiresAt } = claims ?? {};
    if (
      purpose !== PASSWORD_CHANGE_PURPOSE ||
      typeof userId !== 'string' ||
      typeof changeToken !== 'string' ||
      typeof expiresAt !== 'string'
    )
      return null;
    return Date.parse(expiresAt) > now ? { userId, changeToken, expiresAt } : null;
  } catch {
    return null;
  }
}
