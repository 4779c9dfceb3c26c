import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf } from '@/lib/contract';
import { users, walletRequests } from '../db/schema';
import { requestIdOf, setupBackend } from '../testing';

const backend = setupBackend();
const { call, admin, post, login } = backend;

const HOUR = 3_600_000;
const START = new Date('2027-01-31T10:00:00.000Z');
const later = (ms: number) => new Date(START.getTime() + ms);
const moveTo = (time: Date) => {
  backend.clock.now = time;
};

beforeEach(() => moveTo(START));

async function member(balance = 0) {
  const created = await backend.member(balance);
  return { ...created, login: () => login(created.userId, 'secret-pass') };
}

const deposit = (token: string, amount: number) =>
  call('apply-user-deposit', { amount, requestId: requestIdOf('dep') }, token);

/** A deposit the operator approves at once, so the next one is not refused for waiting. */
async function approvedDeposit(token: string, amount: number) {
  const applied = await deposit(token, amount);
  if (applied.status !== 'success') throw new Error(`deposit refused: ${applied.status}`);
  await admin('approve-deposit', { id: applied.request.id });
  return applied.request;
}

const limits = async (token: string) => call('get-play-limits', {}, token);
const setLimit = (token: string, period: 'day' | 'week' | 'month', amount: number | null) =>
  call('set-deposit-limit', { period, amount }, token);
const auditOf = async (userId: string) => (await admin('get-protection-audit', { userId })).list;
const refused = async (response: Response, field: string) => {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field });
};
const open = (token: string) =>
  call('open-game', { company: 'lucky-star', code: 'golden-fortune', timeStemp: 0 }, token);

describe('get-play-limits', () => {
  it('starts with no limit, no reality check and no restriction', async () => {
    const { token } = await member();
    const none = { amount: null, used: 0, left: null, freesAt: null, pending: null };
    expect(await limits(token)).toEqual({
      status: 'success',
      limits: { day: none, week: none, month: none },
      left: null,
      realityCheckMinutes: 0,
      restriction: null,
    });
  });

  it('is an extension: a backend without player-protection answers 404', async () => {
    const { token } = await member();
    const legacy = backend.restartedWith({ SITE_FEATURES: 'game-search' });
    for (const op of ['get-play-limits', 'set-deposit-limit', 'take-break', 'get-session-summary']) {
      expect((await legacy.post(`/public/${op}`, {}, { authorization: `Bearer ${token}` })).status, op).toBe(404);
    }
    expect(await call('get-site-config')).toMatchObject({ features: expect.arrayContaining(['player-protection']) });
  });
});

describe('deposit limits', () => {
  it('refuses the deposit past a daily limit with what is left and when this amount fits', async () => {
    const { token } = await member();
    expect(await setLimit(token, 'day', 50_000)).toMatchObject({
      status: 'success',
      change: 'applied',
      limit: { amount: 50_000, left: 50_000 },
    });
    await approvedDeposit(token, 30_000);
    moveTo(later(HOUR));
    const waiting = await deposit(token, 10_000);
    expect(waiting.status).toBe('success');
    // Waiting deposits count as approved ones do.
    expect((await limits(token)).limits.day).toMatchObject({
      used: 40_000,
      left: 10_000,
      freesAt: later(24 * HOUR).toISOString(),
    });
    if (waiting.status === 'success') await admin('approve-deposit', { id: waiting.request.id });

    expect(await deposit(token, 20_000)).toEqual({
      status: 'limit',
      left: 10_000,
      period: 'day',
      retryAt: later(24 * HOUR).toISOString(),
    });
    expect(await deposit(token, 60_000)).toEqual({ status: 'limit', left: 10_000, period: 'day', retryAt: null });
    expect((await call('get-deposit-list', {}, token)).maxCount).toBe(2);
    expect(await deposit(token, 10_000)).toMatchObject({ status: 'success', request: { amount: 10_000 } });
  });

  it('frees the day after 24 hours, the week after 7 days and the month on the same day next month', async () => {
    const { token, login: again } = await member();
    await setLimit(token, 'month', 30_000);
    await approvedDeposit(token, 30_000);
    moveTo(later(27 * 24 * HOUR));
    // 31 January + one month is 28 February: the deposit counts until then, to the minute.
    expect((await limits(await again())).limits.month).toMatchObject({
      used: 30_000,
      left: 0,
      freesAt: '2027-02-28T10:00:00.000Z',
    });
    moveTo(new Date('2027-02-28T09:59:59.999Z'));
    expect(await deposit(await again(), 10_000)).toMatchObject({
      status: 'limit',
      retryAt: '2027-02-28T10:00:00.000Z',
    });
    moveTo(new Date('2027-02-28T10:00:00.000Z'));
    const token2 = await again();
    expect((await limits(token2)).limits.month).toMatchObject({ used: 0, left: 30_000, freesAt: null });

    await setLimit(token2, 'week', 20_000);
    await approvedDeposit(token2, 20_000);
    moveTo(new Date('2027-03-07T09:59:59.999Z'));
    expect((await limits(await again())).limits.week).toMatchObject({ used: 20_000, left: 0 });
    moveTo(new Date('2027-03-07T10:00:00.000Z'));
    expect((await limits(await again())).limits.week).toMatchObject({ used: 0, left: 20_000 });
  });

  it('applies the lowest limit and counts neither cancelled deposits nor withdrawals', async () => {
    const { token } = await member(200_000);
    await setLimit(token, 'day', 300_000);
    await setLimit(token, 'week', 250_000);
    const cancelled = await deposit(token, 40_000);
    if (cancelled.status === 'success') await call('cansel-user-deposit', { id: cancelled.request.id }, token);
    await call('apply-user-withdraw', { amount: 100_000, requestId: requestIdOf('w') }, token);
    const state = await limits(token);
    // The funding deposit of 200,000 counts in both windows.
    expect(state).toMatchObject({
      left: 50_000,
      limits: { day: { used: 200_000, left: 100_000 }, week: { used: 200_000, left: 50_000 } },
    });
    expect(await deposit(token, 60_000)).toMatchObject({ status: 'limit', left: 50_000, period: 'week' });
    expect(await deposit(token, 50_000)).toMatchObject({ status: 'success' });
  });

  it('answers a repeated request id with the first request, even once the limit is reached', async () => {
    const { token } = await member();
    await setLimit(token, 'day', 20_000);
    const requestId = requestIdOf('again');
    const first = await call('apply-user-deposit', { amount: 20_000, requestId }, token);
    if (first.status !== 'success') throw new Error(first.status);
    await admin('approve-deposit', { id: first.request.id });
    expect(await call('apply-user-deposit', { amount: 20_000, requestId }, token)).toMatchObject({
      status: 'success',
      request: { id: first.request.id },
    });
    expect((await limits(token)).limits.day.used).toBe(20_000);
  });

  it('lowers a limit at once, even under what was already deposited', async () => {
    const { token } = await member(50_000);
    await setLimit(token, 'day', 100_000);
    expect(await setLimit(token, 'day', 30_000)).toMatchObject({
      change: 'applied',
      limit: { amount: 30_000, used: 50_000, left: 0 },
    });
    expect(await deposit(token, 10_000)).toMatchObject({ status: 'limit', left: 0 });
  });

  it('holds an increase for 24 hours, refuses an early confirmation, and applies it only once confirmed', async () => {
    const { userId, token, login: again } = await member();
    await setLimit(token, 'day', 20_000);
    const confirmableAt = later(24 * HOUR).toISOString();
    expect(await setLimit(token, 'day', 50_000)).toMatchObject({
      change: 'pending',
      limit: { amount: 20_000, pending: { amount: 50_000, confirmableAt } },
    });
    // Sent again (a second click), it does not start the 24 hours over.
    moveTo(later(HOUR));
    expect(await setLimit(token, 'day', 50_000)).toMatchObject({
      change: 'unchanged',
      limit: { pending: { confirmableAt } },
    });
    expect(await deposit(token, 30_000)).toMatchObject({ status: 'limit', left: 20_000 });
    expect(await call('confirm-limit-change', { period: 'day' }, token)).toEqual({ status: 'early', confirmableAt });

    moveTo(new Date(Date.parse(confirmableAt) - 1));
    expect(await call('confirm-limit-change', { period: 'day' }, await again())).toEqual({
      status: 'early',
      confirmableAt,
    });
    moveTo(new Date(confirmableAt));
    const token2 = await again();
    // Confirmable is not applied: until the member confirms, the old limit holds.
    expect((await limits(token2)).limits.day).toMatchObject({
      amount: 20_000,
      pending: { amount: 50_000, confirmableAt },
    });
    expect(await deposit(token2, 30_000)).toMatchObject({ status: 'limit' });
    const confirms = await Promise.all([1, 2, 3].map(() => call('confirm-limit-change', { period: 'day' }, token2)));
    expect(confirms.filter((c) => c.status === 'success')).toHaveLength(1);
    expect(confirms.filter((c) => c.status === 'none')).toHaveLength(2);
    expect((await limits(token2)).limits.day).toMatchObject({ amount: 50_000, pending: null });
    expect(await deposit(token2, 30_000)).toMatchObject({ status: 'success' });
    expect((await auditOf(userId)).map((entry) => entry.action)).toEqual([
      'limit_confirmed',
      'limit_pending',
      'limit_set',
    ]);
  });

  it('removes a limit only after 24 hours and a confirmation', async () => {
    const { token, login: again } = await member();
    await setLimit(token, 'week', 20_000);
    expect(await setLimit(token, 'week', null)).toMatchObject({
      change: 'pending',
      limit: { amount: 20_000, pending: { amount: null } },
    });
    moveTo(later(24 * HOUR));
    const token2 = await again();
    expect(await call('confirm-limit-change', { period: 'week' }, token2)).toMatchObject({
      status: 'success',
      limit: { amount: null, left: null },
    });
    expect((await limits(token2)).left).toBeNull();
  });

  it('drops a pending increase when the member lowers the limit or sets it as it is', async () => {
    const { token } = await member();
    await setLimit(token, 'month', 100_000);
    await setLimit(token, 'month', 200_000);
    expect(await setLimit(token, 'month', 100_000)).toMatchObject({
      change: 'applied',
      limit: { amount: 100_000, pending: null },
    });
    expect(await setLimit(token, 'month', 100_000)).toMatchObject({ change: 'unchanged' });
    expect(await call('confirm-limit-change', { period: 'month' }, token)).toEqual({ status: 'none' });
  });

  it('refuses bad input with the field and changes nothing', async () => {
    const { userId, token } = await member();
    await setLimit(token, 'day', 50_000);
    const before = { limits: await limits(token), audit: await auditOf(userId) };
    const auth = { authorization: `Bearer ${token}` };
    for (const [params, field] of [
      [{ period: 'day', amount: 0 }, 'amount'],
      [{ period: 'day', amount: -10_000 }, 'amount'],
      [{ period: 'day', amount: 1.5 }, 'amount'],
      [{ period: 'day', amount: '50000' }, 'amount'],
      [{ period: 'year', amount: 10_000 }, 'period'],
      [{ period: 'day' }, 'amount'],
    ] as const) {
      await refused(await post('/public/set-deposit-limit', { params }, auth), field);
    }
    await refused(await post('/public/confirm-limit-change', { params: { period: 'hour' } }, auth), 'period');
    await refused(await post('/public/set-reality-check', { params: { minutes: 20 } }, auth), 'minutes');
    await refused(await post('/public/take-break', { params: { days: 2 } }, auth), 'days');
    await refused(await post('/public/self-exclude', { params: { months: 3 } }, auth), 'months');
    expect({ limits: await limits(token), audit: await auditOf(userId) }).toEqual(before);
  });

  it('never lets 20 parallel deposits pass a daily limit', async () => {
    const { userId, token } = await member();
    await setLimit(token, 'day', 100_000);
    const { db } = backend.database;
    const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
    // An operator who approves each deposit the moment it is recorded: no request waits, so only the limit refuses.
    await db.execute(sql`create or replace function approve_at_once() returns trigger language plpgsql as
      $$ begin new.status := 'approved'; new.done_at := new.created_at; return new; end $$`);
    await db.execute(
      sql.raw(`create trigger approve_at_once before insert on wallet_requests for each row
      when (new.user_id = ${id} and new.kind = 'deposit') execute function approve_at_once()`),
    );
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => deposit(token, 10_000)));
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([...Array<string>(10).fill('limit'), ...Array<string>(10).fill('success')]);
    } finally {
      await db.execute(sql`drop trigger approve_at_once on wallet_requests`);
    }
    const recorded = await db
      .select({ amount: walletRequests.amount, status: walletRequests.status })
      .from(walletRequests)
      .where(eq(walletRequests.userId, id));
    expect(recorded.map((row) => row.status)).toEqual(Array(10).fill('approved'));
    expect(recorded.reduce((total, row) => total + row.amount, 0)).toBe(100_000);
    expect(await limits(token)).toMatchObject({ left: 0, limits: { day: { used: 100_000 } } });
  });
});

describe('reality check', () => {
  it('keeps the chosen interval and records a change', async () => {
    const { userId, token } = await member();
    expect(await call('set-reality-check', { minutes: 30 }, token)).toEqual({ status: 'success', minutes: 30 });
    expect(await call('set-reality-check', { minutes: 30 }, token)).toEqual({ status: 'success', minutes: 30 });
    expect((await limits(token)).realityCheckMinutes).toBe(30);
    expect((await call('get-session-summary', {}, token)).realityCheckMinutes).toBe(30);
    await call('set-reality-check', { minutes: 0 }, token);
    expect((await auditOf(userId)).map(({ action, minutes }) => [action, minutes])).toEqual([
      ['reality_check', 0],
      ['reality_check', 30],
    ]);
  });
});

describe('take-break and self-exclude', () => {
  type Restricted = Extract<ResponseOf<'take-break'>, { status: 'success' }>['restriction'];

  /** What a restricted member can and cannot do. */
  async function expectRestrictedMode(token: string, restriction: Restricted) {
    expect(await open(token)).toEqual({ status: 'restricted', restriction });
    expect(await deposit(token, 10_000)).toEqual({ status: 'restricted', restriction });
    expect(await call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf('out') }, token)).toMatchObject({
      status: 'success',
    });
    expect(await call('get-deposit-list', {}, token)).toMatchObject({ status: 'success' });
    expect(await call('get-withdraw-list', {}, token)).toMatchObject({ status: 'success', maxCount: 1 });
    expect(await call('get-note-list', {}, token)).toMatchObject({ status: 'success' });
    expect(await limits(token)).toMatchObject({ restriction });
    expect(await call('get-session-summary', {}, token)).toMatchObject({ restriction });
    expect(await call('user-do-logout', {}, token)).toEqual({ status: 'success' });
  }

  it('a break ends every session at once, leaves only the restricted mode until its end, and cannot be shortened', async () => {
    const { userId, token, login: again } = await member(100_000);
    const other = await again();
    const restriction = { kind: 'break', until: later(7 * 24 * HOUR).toISOString() } as const;
    expect(await call('take-break', { days: 7 }, token)).toEqual({ status: 'success', restriction });
    for (const ended of [token, other])
      expect((await post('/public/health-check', {}, { authorization: `Bearer ${ended}` })).status).toBe(401);

    const restricted = await again();
    expect(await call('take-break', { days: 1 }, restricted)).toEqual({ status: 'success', restriction });
    await expectRestrictedMode(await again(), restriction);

    moveTo(new Date(Date.parse(restriction.until) - 1));
    expect(await open(await again())).toMatchObject({ status: 'restricted' });
    moveTo(new Date(restriction.until));
    const free = await again();
    expect(await open(free)).toMatchObject({ status: 'success' });
    expect(await deposit(free, 10_000)).toMatchObject({ status: 'success' });
    expect((await limits(free)).restriction).toBeNull();
    expect((await auditOf(userId)).map(({ action, until }) => [action, until])).toEqual([
      ['break', later(24 * HOUR).toISOString()],
      ['break', restriction.until],
    ]);
  });

  it('self-exclusion runs calendar months, ends the sessions and still lets the member withdraw', async () => {
    const { token, login: again } = await member(100_000);
    // 31 January + 6 months is 31 July; a break taken meanwhile does not replace it.
    const restriction = { kind: 'exclusion', until: '2027-07-31T10:00:00.000Z' } as const;
    expect(await call('self-exclude', { months: 6 }, token)).toEqual({ status: 'success', restriction });
    expect((await post('/public/get-play-limits', {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect(await call('take-break', { days: 42 }, await again())).toEqual({ status: 'success', restriction });
    await expectRestrictedMode(await again(), restriction);
  });

  it('extends a break into a longer exclusion', async () => {
    const { token, login: again } = await member();
    await call('take-break', { days: 30 }, token);
    expect(await call('self-exclude', { months: 60 }, await again())).toEqual({
      status: 'success',
      restriction: { kind: 'exclusion', until: '2032-01-31T10:00:00.000Z' },
    });
  });
});

describe('session summary', () => {
  it('tells when the member logged in and the net position since: holdings now less at login, plus withdrawals, less deposits', async () => {
    const { token, login: again } = await member(100_000);
    const summary = async (t: string) => call('get-session-summary', {}, t);
    // The funding deposit came after this login: it is no gain.
    expect(await summary(token)).toEqual({
      status: 'success',
      loginAt: START.toISOString(),
      balanceAtLogin: 0,
      gameMoneyAtLogin: 0,
      balance: 100_000,
      gameMoney: 0,
      deposits: 100_000,
      withdrawals: 0,
      net: 0,
      realityCheckMinutes: 0,
      restriction: null,
    });
    const withdraw = await call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf('w') }, token);
    expect(await summary(token)).toMatchObject({ balance: 70_000, withdrawals: 30_000, net: 0 });
    if (withdraw.status === 'success') await admin('cancel-withdraw', { id: withdraw.request.id });
    expect(await summary(token)).toMatchObject({ balance: 100_000, withdrawals: 0, net: 0 });
    await open(token);
    expect(await summary(token)).toMatchObject({ balance: 0, gameMoney: 100_000, net: 0 });

    moveTo(later(HOUR));
    expect(await summary(await again())).toMatchObject({
      loginAt: later(HOUR).toISOString(),
      balanceAtLogin: 100_000,
      deposits: 0,
      net: 0,
    });
  });
});

describe('operator routes', () => {
  it("reads a member's protection history with time and address, newest first", async () => {
    const { userId, token } = await member();
    await setLimit(token, 'day', 50_000);
    moveTo(later(HOUR));
    await setLimit(token, 'day', 80_000);
    await call('set-reality-check', { minutes: 15 }, token);
    await call('self-exclude', { months: 12 }, token, { 'x-forwarded-for': '198.51.100.77' });
    const { list, maxCount } = await admin('get-protection-audit', { userId });
    expect(maxCount).toBe(4);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        action: 'exclusion',
        period: null,
        amount: null,
        minutes: null,
        until: '2028-01-31T11:00:00.000Z',
        ip: '198.51.100.77',
        regDate: later(HOUR).toISOString(),
      },
      {
        id: expect.any(Number),
        action: 'reality_check',
        period: null,
        amount: null,
        minutes: 15,
        until: null,
        ip: '203.0.113.7',
        regDate: later(HOUR).toISOString(),
      },
      {
        id: expect.any(Number),
        action: 'limit_pending',
        period: 'day',
        amount: 80_000,
        minutes: null,
        until: later(25 * HOUR).toISOString(),
        ip: '203.0.113.7',
        regDate: later(HOUR).toISOString(),
      },
      {
        id: expect.any(Number),
        action: 'limit_set',
        period: 'day',
        amount: 50_000,
        minutes: null,
        until: null,
        ip: '203.0.113.7',
        regDate: START.toISOString(),
      },
    ]);
    expect((await admin('get-protection-audit', { userId, page: 2, size: 3 })).list).toHaveLength(1);
    await refused(
      await post(
        '/admin/get-protection-audit',
        { params: { userId: 'nobody99' } },
        { 'x-admin-key': 'test-admin-key' },
      ),
      'userId',
    );
  });

  it('lists members on a break or excluded who still hold money, until their restriction ends', async () => {
    const holding = await member(100_000);
    const empty = await member();
    await call('apply-user-withdraw', { amount: 40_000, requestId: requestIdOf('w') }, holding.token);
    await call('take-break', { days: 1 }, holding.token);
    await call('self-exclude', { months: 6 }, empty.token);
    const listed = async () =>
      (await admin('get-restricted-members', {})).list.filter((row) =>
        [holding.userId, empty.userId].includes(row.userId),
      );
    expect(await listed()).toEqual([
      {
        userId: holding.userId,
        nick: holding.userId,
        kind: 'break',
        until: later(24 * HOUR).toISOString(),
        balance: 60_000,
        rolling: 0,
        held: 40_000,
      },
    ]);
    moveTo(later(24 * HOUR));
    expect(await listed()).toEqual([]);
  });
});
