// @vitest-environment node
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { decode, encode, type JWT } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, touchSession } from './refresh';
import {
  ACTIVITY_RESOLUTION_MS,
  readSessionState,
  SESSION_MAX_AGE_MS,
  sessionState,
  type LiveSession,
} from './session';
import { endPasswordChange, PASSWORD_CHANGE_MAX_AGE_MS, readPasswordChange, startPasswordChange } from './changeToken';

const SECRET = 'auth-test-secret-0123456789abcdef';
process.env.NEXTAUTH_SECRET = SECRET;

const HOUR = 3_600_000;
const IDLE = 2 * HOUR;
const LOGIN = Date.UTC(2026, 10, 22, 9, 0, 0);
const claims = (extra: Partial<JWT> = {}): JWT => ({
  sub: 'demo',
  userId: 'demo',
  nick: 'Demo',
  backendToken: 'backend-token',
  loginAt: LOGIN,
  activeAt: LOGIN,
  ...extra,
});

describe('sessionState', () => {
  it('is live while the member is active, up to 8 hours from login', () => {
    expect(sessionState(claims(), LOGIN + 1000, IDLE).state).toBe('live');
    expect(sessionState(claims({ activeAt: LOGIN + 7 * HOUR }), LOGIN + 8 * HOUR - 1, IDLE).state).toBe('live');
  });

  it('ends at 8 hours from login however active the member is; that token has expired on the backend too', () => {
    expect(sessionState(claims({ activeAt: LOGIN + 8 * HOUR - 1000 }), LOGIN + SESSION_MAX_AGE_MS, IDLE)).toEqual({
      state: 'ended',
    });
  });

  it('ends after the inactivity limit and hands the still-valid backend token over for revoking', () => {
    expect(sessionState(claims({ activeAt: LOGIN + HOUR }), LOGIN + HOUR + IDLE - 1, IDLE).state).toBe('live');
    expect(sessionState(claims({ activeAt: LOGIN + HOUR }), LOGIN + HOUR + IDLE, IDLE)).toEqual({
      state: 'ended',
      revoke: 'backend-token',
    });
  });

  it('counts from login when the cookie has no activity time', () => {
    expect(sessionState(claims({ activeAt: undefined }), LOGIN + IDLE, IDLE).state).toBe('ended');
  });

  it('is none without a cookie and ended for a cookie missing what a session needs', () => {
    expect(sessionState(null, LOGIN, IDLE)).toEqual({ state: 'none' });
    expect(sessionState(claims({ backendToken: undefined }), LOGIN, IDLE)).toEqual({ state: 'ended' });
  });
});

function response() {
  const headers = new Map<string, unknown>();
  return {
    getHeader: (name: string) => headers.get(name.toLowerCase()) as string[] | undefined,
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return this as never;
    },
    cookies: () => (headers.get('set-cookie') as string[] | undefined) ?? [],
  };
}

const live = (extra: Partial<JWT> = {}) => {
  const read = sessionState(claims(extra), LOGIN + 1, IDLE);
  if (read.state !== 'live') throw new Error('expected a live session');
  return read.session as LiveSession;
};

/** A request carrying `cookie`, and the response next-auth writes its cookies on. */
function exchange(cookie?: string) {
  const req = new IncomingMessage(new Socket());
  req.headers = { host: 'localhost', ...(cookie ? { cookie } : {}) };
  const res = new ServerResponse(req);
  const cookies = () => ([] as string[]).concat((res.getHeader('set-cookie') as string[] | undefined) ?? []);
  return { req, res, cookies };
}

const sessionCookie = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith('next-auth.session-token='));

describe('touchSession', () => {
  it('writes nothing within a minute of the last activity', async () => {
    const { req, res, cookies } = exchange();
    await touchSession(req, res, live(), LOGIN + ACTIVITY_RESOLUTION_MS - 1);
    expect(cookies()).toEqual([]);
  });

  it('has next-auth write the activity time back, keeping the login time and the cookie end at 8 hours from login', async () => {
    const now = Date.now();
    const loginAt = now - 3 * HOUR;
    const token = claims({ loginAt, activeAt: now - 2 * ACTIVITY_RESOLUTION_MS });
    const { req, res, cookies } = exchange(`next-auth.session-token=${await encode({ token, secret: SECRET })}`);
    const read = sessionState(token, now, IDLE);
    if (read.state !== 'live') throw new Error('expected a live session');
    await touchSession(req, res, read.session, now);

    const cookie = sessionCookie(cookies())!;
    expect(cookie.split('; ').slice(1).sort()).toEqual([
      expect.stringMatching(/^Expires=/),
      'HttpOnly',
      'Path=/',
      'SameSite=Lax',
    ]);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]);
    expect(Math.abs(expires - (loginAt + SESSION_MAX_AGE_MS))).toBeLessThan(2_000);
    const written = await decode({ token: cookie.split(';')[0].split('=')[1], secret: SECRET });
    expect(written).toMatchObject({ userId: 'demo', backendToken: 'backend-token', loginAt });
    expect(Number(written?.activeAt)).toBeGreaterThanOrEqual(now);
  });
});

describe('endSession', () => {
  it('has next-auth clear the cookie the request carried, with nothing in the error log', async () => {
    const token = claims({ loginAt: Date.now(), activeAt: Date.now() });
    const { req, res, cookies } = exchange(`next-auth.session-token=${await encode({ token, secret: SECRET })}`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await endSession(req, res);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    const cookie = sessionCookie(cookies())!;
    expect(cookie).toMatch(/^next-auth\.session-token=;/);
    expect(cookie).toContain('Max-Age=0');
  });
});

describe('reading the cookie', () => {
  const ORIGINAL_URL = process.env.NEXTAUTH_URL;
  afterEach(() => {
    process.env.NEXTAUTH_URL = ORIGINAL_URL;
  });

  it('reads the session from the cookie whatever Authorization header comes along', async () => {
    const jwt = await encode({ token: claims({ loginAt: Date.now(), activeAt: Date.now() }), secret: SECRET });
    for (const authorization of ['Bearer %%', 'Bearer ' + 'x'.repeat(10_000), 'Basic ::::', `Bearer ${jwt}`]) {
      const read = await readSessionState({ headers: { authorization, cookie: `next-auth.session-token=${jwt}` } });
      expect(read.state).toBe('live');
    }
  });

  it('takes a JWT only from the cookie, and garbage there as no session', async () => {
    const jwt = await encode({ token: claims({ loginAt: Date.now(), activeAt: Date.now() }), secret: SECRET });
    expect((await readSessionState({ headers: { authorization: `Bearer ${jwt}` } })).state).toBe('none');
    for (const cookie of [
      'next-auth.session-token=%%',
      'next-auth.session-token=a.b.c.d.e',
      'next-auth.session-token=' + 'A'.repeat(5000),
    ]) {
      expect((await readSessionState({ headers: { cookie } })).state).toBe('none');
    }
  });

  it('uses the __Secure- cookie behind an https public URL, as next-auth does', async () => {
    const jwt = await encode({ token: claims({ loginAt: Date.now(), activeAt: Date.now() }), secret: SECRET });
    process.env.NEXTAUTH_URL = 'https://casino.example';
    expect((await readSessionState({ headers: { cookie: `__Secure-next-auth.session-token=${jwt}` } })).state).toBe(
      'live',
    );
    expect((await readSessionState({ headers: { cookie: `next-auth.session-token=${jwt}` } })).state).toBe('none');
    process.env.NEXTAUTH_URL = 'http://localhost:3000';
    expect((await readSessionState({ headers: { cookie: `next-auth.session-token=${jwt}` } })).state).toBe('live');
  });
});

describe('the pending password change', () => {
  const change = {
    userId: 'player1',
    changeToken: 'change-token-abc',
    expiresAt: new Date(LOGIN + 15 * 60_000).toISOString(),
  };
  const cookieOf = (res: ReturnType<typeof response>) => res.cookies()[0].split(';')[0];

  it('keeps the change token in an httpOnly cookie that ends with it, and that no script can read', async () => {
    const res = response();
    await startPasswordChange(res, change, LOGIN);
    const [cookie] = res.cookies();
    expect(cookie).toMatch(
      /^next-auth\.password-change=[^;]+; Path=\/; Max-Age=900; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie).not.toContain(change.changeToken);
    expect(await readPasswordChange({ headers: { cookie: cookieOf(res) } }, LOGIN + 1000)).toEqual(change);
  });

  it('lasts no longer than half an hour whatever expiry the backend names', async () => {
    const res = response();
    await startPasswordChange(res, { ...change, expiresAt: new Date(LOGIN + 24 * HOUR).toISOString() }, LOGIN);
    expect(res.cookies()[0]).toContain(`Max-Age=${PASSWORD_CHANGE_MAX_AGE_MS / 1000};`);
  });

  it('is gone once the backend token has expired', async () => {
    const res = response();
    await startPasswordChange(res, change, LOGIN);
    expect(await readPasswordChange({ headers: { cookie: cookieOf(res) } }, Date.parse(change.expiresAt))).toBeNull();
  });

  it('is not a session, and a session cookie is no change', async () => {
    const res = response();
    await startPasswordChange(res, { ...change, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const value = cookieOf(res).split('=')[1];
    expect((await readSessionState({ headers: { cookie: `next-auth.session-token=${value}` } })).state).not.toBe(
      'live',
    );
    const session = await encode({ token: claims({ loginAt: Date.now(), activeAt: Date.now() }), secret: SECRET });
    expect(await readPasswordChange({ headers: { cookie: `next-auth.password-change=${session}` } })).toBeNull();
    expect(await readPasswordChange({ headers: { cookie: 'next-auth.password-change=%%' } })).toBeNull();
    expect(await readPasswordChange({ headers: {} })).toBeNull();
  });

  it('ends by clearing both the plain and the __Secure- cookie', () => {
    const res = response();
    endPasswordChange(res);
    expect(res.cookies().map((cookie) => cookie.split(';')[0])).toEqual([
      'next-auth.password-change=',
      '__Secure-next-auth.password-change=',
    ]);
    expect(res.cookies().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });
});
