import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_MS } from '../auth';
import { seal } from '../crypto';
import { sessions, users } from '../db/schema';
import { setupBackend } from '../testing';

const backend = setupBackend({
  LOGIN_MAX_FAILURES: '3',
  LOGIN_MAX_FAILURES_PER_IP: '6',
  LOGIN_MAX_FAILURES_PER_ID: '5',
  LOGIN_LOCK_MINUTES: '15',
});
const { call, admin, member, post, login } = backend;

const unauthenticated = async (authorization: string | undefined, op = 'health-check') => {
  const response = await post(`/public/${op}`, {}, authorization === undefined ? {} : { authorization });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ status: 'error', code: 'unauthenticated' });
};

describe('login', () => {
  it('returns a token, the member and the session expiry', async () => {
    const result = await call('user-do-login', { userId: 'demo', password: 'demo1234' });
    expect(result).toMatchObject({
      status: 'success',
      token: expect.any(String),
      user: {
        userId: 'demo',
        nick: '데모회원',
        balance: expect.any(Number),
        in_balance: 0,
        noteCount: 2,
        helpCount: 1,
      },
    });
    if (result.status !== 'success') return;
    expect(Date.parse(result.expiresAt!) - backend.clock.now.getTime()).toBe(SESSION_MS);
    expect(JSON.stringify(result)).not.toContain('password');
  });

  it('answers pass for a wrong password or an unknown id', async () => {
    expect(
      await call('user-do-login', { userId: 'demo', password: 'wrong-password' }, undefined, {
        'x-forwarded-for': '198.51.100.1',
      }),
    ).toEqual({ status: 'pass' });
    expect(
      await call('user-do-login', { userId: 'nobody', password: 'demo1234' }, undefined, {
        'x-forwarded-for': '198.51.100.1',
      }),
    ).toEqual({ status: 'pass' });
  });

  it('locks an id at the address its failures came from, then lets it in there once the lock expires', async () => {
    const { userId } = await member();
    const attempt = (password: string, ip: string) =>
      call('user-do-login', { userId, password }, undefined, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expect(await attempt('bad-password', '192.0.2.1')).toEqual({ status: 'pass' });
    expect(await attempt('secret-pass', '192.0.2.1')).toEqual({ status: 'time', retryAfter: 900 });
    // A rival's guesses do not lock the member out elsewhere.
    expect(await attempt('secret-pass', '192.0.2.4')).toMatchObject({ status: 'success' });

    backend.clock.now = new Date(backend.clock.now.getTime() + 15 * 60_000 + 1000);
    expect(await attempt('secret-pass', '192.0.2.1')).toMatchObject({ status: 'success' });
  });

  it('locks an id at every address only at the far higher count, and never at an address the member logged in from', async () => {
    const { userId } = await member();
    const attempt = (password: string, ip: string) =>
      call('user-do-login', { userId, password }, undefined, { 'x-forwarded-for': ip });
    expect(await attempt('secret-pass', '192.0.2.50')).toMatchObject({ status: 'success' });
    // Five (LOGIN_MAX_FAILURES_PER_ID) from five addresses, each under its own limit of three.
    for (let i = 0; i < 5; i++)
      expect(await attempt('bad-password', `198.51.100.${60 + i}`)).toEqual({ status: 'pass' });
    expect(await attempt('secret-pass', '192.0.2.51')).toEqual({ status: 'time', retryAfter: 900 });
    expect(await attempt('secret-pass', '192.0.2.50')).toMatchObject({ status: 'success' });
  });

  it('limits failures per IP across ids', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.99, 10.0.0.1' };
    for (let i = 0; i < 6; i++)
      await call('user-do-login', { userId: `ghost${i}`, password: 'whatever' }, undefined, ip);
    expect(await call('user-do-login', { userId: 'demo', password: 'demo1234' }, undefined, ip)).toMatchObject({
      status: 'time',
    });
    expect(
      await call('user-do-login', { userId: 'demo', password: 'demo1234' }, undefined, {
        'x-forwarded-for': '192.0.2.100',
      }),
    ).toMatchObject({ status: 'success' });
  });

  // A burst of wrong guesses only: requests sent together reach a PostgreSQL pool in no fixed order, so a right
  // password inside the burst may legitimately be counted among the first three and let in.
  it('counts guesses sent at once before checking them: a burst gets three checked, then the right password is refused too', async () => {
    const { userId } = await member();
    const attempt = (password: string) =>
      call('user-do-login', { userId, password }, undefined, { 'x-forwarded-for': '203.0.113.9' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`guess-${i}`)));
    const statuses = answers.map((answer) => answer.status);
    // At most three guesses (LOGIN_MAX_FAILURES) were checked; the rest were refused unchecked. Fewer is possible: the
    // id-and-address, address and id counts each admit a different first few of a burst.
    const checked = statuses.filter((status) => status === 'pass').length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 'time')).toHaveLength(20 - checked);
    expect(await attempt('secret-pass')).toEqual({ status: 'time', retryAfter: 900 });
  });

  it('a burst from many addresses gets no more checks than the count for every address', async () => {
    const { userId } = await member();
    const attempt = (password: string, i: number) =>
      call('user-do-login', { userId, password }, undefined, { 'x-forwarded-for': `198.18.0.${i}` });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`guess-${i}`, i)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'pass')).toHaveLength(5);
    expect(await attempt('secret-pass', 99)).toEqual({ status: 'time', retryAfter: 900 });
  });

  it('lets the right password in as the last allowed attempt, and successes never add up towards an IP lock', async () => {
    const { userId } = await member();
    const ip = { 'x-forwarded-for': '192.0.2.150' };
    const attempt = (password: string) => call('user-do-login', { userId, password }, undefined, ip);
    expect(await attempt('bad-password')).toEqual({ status: 'pass' });
    expect(await attempt('bad-password')).toEqual({ status: 'pass' });
    expect(await attempt('secret-pass')).toMatchObject({ status: 'success' });
    // Six per IP (LOGIN_MAX_FAILURES_PER_IP): ten logins in a row from one IP all succeed.
    for (let i = 0; i < 10; i++) expect(await attempt('secret-pass')).toMatchObject({ status: 'success' });
    expect(await attempt('bad-password')).toEqual({ status: 'pass' });
  });

  it('refuses bad input with the field name', async () => {
    for (const [params, field] of [
      [{ userId: 'demo' }, 'password'],
      [{ userId: 42, password: 'x' }, 'userId'],
      [{ userId: 'demo', password: 'x'.repeat(129) }, 'password'],
    ] as const) {
      const response = await post('/public/user-do-login', { params });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field });
    }
  });
});

describe('one market per member', () => {
  const CHEAP = 'cheap.test';
  const cheapRules = {
    depositMin: 1,
    depositStep: 1,
    withdrawMin: 1,
    withdrawStep: 1,
    rollMin: 1,
    quickAmounts: [10, 50],
  };
  const on = (host: string) => ({ 'x-forwarded-host': host });
  const sessionsOf = async (userId: string) => {
    const { db } = backend.database;
    const [row] = await db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.userId, userId));
    return row.n;
  };

  it('refuses the login of a member registered on a won host on a dollar host, naming where the account belongs', async () => {
    await admin('set-site-config', { host: CHEAP, name: { en: 'Cheap Casino' }, currency: 'USD', wallet: cheapRules });
    const { userId } = await member(50_000, on('localhost'));

    const refused = await call('user-do-login', { userId, password: 'secret-pass' }, undefined, on(`www.${CHEAP}`));
    expect(refused).toEqual({
      status: 'other_market',
      home: { host: 'localhost', name: expect.objectContaining({ ko: '로얄 카지노', en: 'Royal Casino' }) },
    });
    expect(JSON.stringify(refused)).not.toMatch(/token|balance/);
    expect(await sessionsOf(userId)).toBe(1);
    // At home it still signs in, with the won balance as it was.
    expect(await call('user-do-login', { userId, password: 'secret-pass' }, undefined, on('localhost'))).toMatchObject({
      status: 'success',
      user: { balance: 50_000 },
    });
  });

  it('names the home site of a member who registered on a site of its own', async () => {
    await admin('set-site-config', {
      host: 'vn.market.test',
      name: { en: 'Saigon Casino', vn: 'Sòng bạc Sài Gòn' },
      currency: 'VND',
    });
    const { userId } = await member(0, on('vn.market.test'));
    expect(await call('user-do-login', { userId, password: 'secret-pass' })).toEqual({
      status: 'other_market',
      home: { host: 'vn.market.test', name: expect.objectContaining({ en: 'Saigon Casino', vn: 'Sòng bạc Sài Gòn' }) },
    });
  });

  it("refuses a token through another currency's host, for every operation, as if there were none", async () => {
    await admin('set-site-config', { host: CHEAP, name: { en: 'Cheap Casino' }, currency: 'USD', wallet: cheapRules });
    const { userId, token } = await member(50_000);
    for (const op of ['health-check', 'get-in-game-balance', 'apply-user-withdraw'] as const) {
      const params = op === 'apply-user-withdraw' ? { amount: 1, requestId: 'cheap-withdraw-1' } : {};
      const response = await post(`/public/${op}`, { params }, { authorization: `Bearer ${token}`, ...on(CHEAP) });
      expect(response.status, op).toBe(401);
      expect(await response.json()).toEqual({ status: 'error', code: 'unauthenticated' });
    }
    expect(await admin('get-user-wallet', { userId })).toMatchObject({ balance: 50_000, held: 0 });
    expect(await call('health-check', {}, token)).toMatchObject({ status: 'authenticated', user: { balance: 50_000 } });
  });
});

describe('sessions', () => {
  it('health-check answers authenticated with the member and unread counts', async () => {
    const token = await login();
    expect(await call('health-check', {}, token)).toMatchObject({
      status: 'authenticated',
      noteCount: 2,
      helpCount: 1,
      user: { userId: 'demo', rolling: expect.any(Number), bankname: '데모은행', level: 3 },
    });
  });

  it("get-member answers the member's own record with the day the account was made", async () => {
    const { userId, token } = await member();
    const answer = await call('get-member', {}, token);
    expect(answer).toMatchObject({
      status: 'success',
      user: { userId, bankname: 'Test Bank', banknum: '100-200-300', level: 1, noteCount: 0 },
    });
    expect(Math.abs(Date.parse(answer.user.regDate) - Date.now())).toBeLessThan(60_000);
    await unauthenticated(undefined, 'get-member');
  });

  it('treats missing, malformed, forged, expired and revoked tokens as logged out', async () => {
    const token = await login();
    const [body] = token.split('.');
    await unauthenticated(undefined);
    await unauthenticated('Bearer');
    await unauthenticated('Bearer %%');
    await unauthenticated(`Basic ${token}`);
    await unauthenticated(`Bearer ${token}x`);
    await unauthenticated(`Bearer ${body}.AAAA`);
    await unauthenticated(
      `Bearer ${seal('another-secret-another-secret-12345', 'session', { sid: 'x', exp: Date.now() + 1e6 })}`,
    );
    await unauthenticated(`Bearer ${'a'.repeat(5000)}.b`);

    backend.clock.now = new Date(backend.clock.now.getTime() + SESSION_MS + 1);
    await unauthenticated(`Bearer ${token}`);
  });

  it('logout revokes the token', async () => {
    const token = await login();
    expect(await call('user-do-logout', {}, token)).toEqual({ status: 'success' });
    await unauthenticated(`Bearer ${token}`);
    await unauthenticated(`Bearer ${token}`, 'user-do-logout');
  });

  it('a blocked or deleted member is logged out and cannot log in', async () => {
    for (const state of ['blocked', 'deleted'] as const) {
      const { userId, token } = await member();
      expect(await admin('set-user-state', { userId, state })).toEqual({ status: 'success' });
      await unauthenticated(`Bearer ${token}`);
      expect(await call('user-do-login', { userId, password: 'secret-pass' })).toEqual({ status: 'pass' });
    }
  });

  it('accepts an empty body or empty params for empty operations', async () => {
    const token = await login();
    for (const body of ['', '{}', '{"params":{}}']) {
      const response = await post('/public/health-check', body, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(200);
    }
  });
});

describe('account', () => {
  it('reports the in-game balance', async () => {
    const { userId, token } = await member(20_000);
    expect(await call('get-in-game-balance', {}, token)).toEqual({
      status: 'success',
      gameMoney: 0,
      balance: 20_000,
      rolling: 0,
      userId,
    });
  });

  it('reports the game money a launch moved in, and brings it back at the next login', async () => {
    const { userId, token } = await member(20_000);
    await call('open-game', { company: 'lucky-star', code: 'golden-fortune', timeStemp: 1 }, token);
    await call('open-game', { company: 'lucky-star', code: 'golden-fortune', timeStemp: 2 }, token);
    expect(await call('get-in-game-balance', {}, token)).toEqual({
      status: 'success',
      gameMoney: 20_000,
      balance: 0,
      rolling: 0,
      userId,
    });
    const other = await login(userId, 'secret-pass');
    expect(await call('get-in-game-balance', {}, other)).toEqual({
      status: 'success',
      gameMoney: 0,
      balance: 20_000,
      rolling: 0,
      userId,
    });
  });

  it('changes the password after checking the current one, ending the other sessions', async () => {
    const { userId, token } = await member();
    const other = await login(userId, 'secret-pass');
    expect(await call('user-change-password', { password: 'not-it', newPassword: 'new-secret-1' }, token)).toEqual({
      status: 'pass',
    });
    expect(await call('user-change-password', { password: 'secret-pass', newPassword: 'new-secret-1' }, token)).toEqual(
      { status: 'success' },
    );
    await unauthenticated(`Bearer ${other}`);
    expect((await call('health-check', {}, token)).status).toBe('authenticated');
    expect(await call('user-do-login', { userId, password: 'secret-pass' })).toEqual({ status: 'pass' });
    expect(await call('user-do-login', { userId, password: 'new-secret-1' })).toMatchObject({ status: 'success' });
  });

  describe('guessing the current password', () => {
    // LOGIN_MAX_FAILURES is 3 in this file: the same count as the login's per id and address.
    const change = (token: string, password: string, newPassword = 'new-secret-1') =>
      post('/public/user-change-password', { params: { password, newPassword } }, { authorization: `Bearer ${token}` });
    const outcome = async (response: Response) =>
      response.status === 200 ? ((await response.json()) as { status: string }).status : response.status;

    // Wrong guesses only, as in the login's burst test: the order a burst reaches PostgreSQL in is not fixed.
    it('checks no more than the limit of a burst: the rest are refused unchecked with 429, and so is the right one after', async () => {
      const { userId, token } = await member();
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => change(token, `guess-${i}-password`)));
      const outcomes = await Promise.all(answers.map(outcome));
      expect(outcomes.filter((o) => o === 'pass')).toHaveLength(3);
      expect(outcomes.filter((o) => o === 429)).toHaveLength(5);

      const refused = await change(token, 'secret-pass');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('900');
      expect(await refused.json()).toEqual({ status: 'error', code: 'too_many_requests' });
      // The password is unchanged; the login door keeps its own count (the member can still log in elsewhere).
      expect(
        await call('user-do-login', { userId, password: 'secret-pass' }, undefined, {
          'x-forwarded-for': '192.0.2.200',
        }),
      ).toMatchObject({ status: 'success' });

      backend.clock.now = new Date(backend.clock.now.getTime() + 15 * 60_000 + 1000);
      expect(await outcome(await change(token, 'secret-pass'))).toBe('success');
    });

    it('lets the right one in before the limit, and it starts the count again', async () => {
      const { token } = await member();
      expect(await outcome(await change(token, 'bad-password'))).toBe('pass');
      expect(await outcome(await change(token, 'bad-password'))).toBe('pass');
      expect(await outcome(await change(token, 'secret-pass', 'new-secret-1'))).toBe('success');
      for (let i = 0; i < 3; i++) expect(await outcome(await change(token, 'bad-password'))).toBe('pass');
      expect(await outcome(await change(token, 'new-secret-1', 'new-secret-2'))).toBe(429);
    });
  });

  it('refuses a too short new password', async () => {
    const { token } = await member();
    const response = await post(
      '/public/user-change-password',
      { params: { password: 'secret-pass', newPassword: 'short' } },
      { authorization: `Bearer ${token}` },
    );
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'newPassword' });
  });
});
