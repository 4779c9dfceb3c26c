import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opNames, type RequestOf } from '@/lib/contract';
import { ledger, users, walletRequests } from '../db/schema';
import { requestIdOf, setupBackend } from '../testing';

const backend = setupBackend();
const { call, admin, member, post } = backend;

const walletOf = (userId: string) => admin('get-user-wallet', { userId });

/** Comp earned at play (the reference backend's demo games pay none): added to the member's row, with its ledger entry. */
async function earnComp(userId: string, amount: number) {
  const { db } = backend.database;
  const [user] = await db
    .update(users)
    .set({ rolling: sql`${users.rolling} + ${amount}` })
    .where(eq(users.userId, userId))
    .returning({ id: users.id });
  await db.insert(ledger).values({
    userId: user.id,
    rollingDelta: amount,
    reason: 'seed',
    currency: sql`(select currency from users where id = ${user.id})`,
    host: '',
  });
}

async function expectReconciled() {
  const audit = await admin('get-wallet-audit');
  expect(audit.ledgerBalance).toBe(audit.balance);
  expect(audit.ledgerRolling).toBe(audit.rolling);
}

describe('deposit account', () => {
  it('tells a member where to send a deposit', async () => {
    const { token } = await member();
    expect(await call('user-ask-account', {}, token)).toMatchObject({
      status: 'success',
      bankname: expect.any(String),
      banknum: expect.any(String),
      bankOwner: expect.any(String),
    });
  });
});

describe('the operator’s list of waiting requests', () => {
  it('lists waiting deposits and withdrawals oldest first, paged and by kind, and forgets them once settled', async () => {
    const first = await member(100_000);
    const second = await member(0);
    const deposit = await call(
      'apply-user-deposit',
      { amount: 20_000, requestId: requestIdOf('wait-d') },
      second.token,
    );
    const withdraw = await call(
      'apply-user-withdraw',
      { amount: 30_000, requestId: requestIdOf('wait-w') },
      first.token,
    );
    if (deposit.status !== 'success' || withdraw.status !== 'success') throw new Error('not applied');
    const ours = (list: { id: number }[]) =>
      list.filter((entry) => [deposit.request.id, withdraw.request.id].includes(entry.id));

    const all = await admin('list-waiting-requests', { page: 1, size: 50 });
    expect(ours(all.list)).toEqual([
      expect.objectContaining({
        id: deposit.request.id,
        kind: 'deposit',
        userId: second.userId,
        amount: 20_000,
        bank: null,
      }),
      expect.objectContaining({
        id: withdraw.request.id,
        kind: 'withdraw',
        userId: first.userId,
        amount: 30_000,
        bank: expect.objectContaining({ banknum: expect.any(String) }),
      }),
    ]);
    expect(all.maxCount).toBeGreaterThanOrEqual(2);
    const withdrawals = await admin('list-waiting-requests', { kind: 'withdraw', page: 1, size: 50 });
    expect(withdrawals.list.every((entry) => entry.kind === 'withdraw')).toBe(true);
    const one = await admin('list-waiting-requests', { page: 2, size: 1 });
    expect(one.list).toHaveLength(1);
    expect(one.list[0].id).toBe(all.list[1].id);

    await admin('approve-deposit', { id: deposit.request.id });
    await admin('cancel-withdraw', { id: withdraw.request.id });
    expect(ours((await admin('list-waiting-requests', { page: 1, size: 50 })).list)).toEqual([]);
  });
});

describe('deposits', () => {
  it('waits for the operator, who credits an approved deposit exactly once', async () => {
    const { userId, token } = await member();
    const applied = await call('apply-user-deposit', { amount: 30_000, requestId: requestIdOf('d') }, token);
    if (applied.status !== 'success') throw new Error(applied.status);
    expect(applied.request).toMatchObject({ amount: 30_000, status: 'wait', doneDate: null });
    expect((await walletOf(userId)).balance).toBe(0);

    expect(await admin('approve-deposit', { id: applied.request.id })).toEqual({ status: 'success', balance: 30_000 });
    expect(await admin('approve-deposit', { id: applied.request.id })).toEqual({ status: 'already' });
    expect(await admin('cancel-deposit', { id: applied.request.id })).toEqual({ status: 'already' });
    expect((await walletOf(userId)).balance).toBe(30_000);
    await expectReconciled();
  });

  it('allows one waiting deposit at a time and applies a repeated request id once', async () => {
    const { token } = await member();
    const requestId = requestIdOf('once');
    const first = await call('apply-user-deposit', { amount: 10_000, requestId }, token);
    const again = await call('apply-user-deposit', { amount: 10_000, requestId }, token);
    expect(again).toEqual(first);
    expect(await call('apply-user-deposit', { amount: 20_000, requestId: requestIdOf('other') }, token)).toEqual({
      status: 'wait',
    });
    const list = await call('get-deposit-list', {}, token);
    expect(list).toMatchObject({ status: 'success', maxCount: 1 });
  });

  it('lets one of several simultaneous deposits wait', async () => {
    const { token } = await member();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('apply-user-deposit', { amount: (i + 1) * 10_000, requestId: requestIdOf(`race-${i}`) }, token),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['success', 'wait', 'wait', 'wait', 'wait']);
  });

  it('rejects a request id reused with another amount', async () => {
    const { token } = await member();
    const requestId = requestIdOf('reuse');
    await call('apply-user-deposit', { amount: 10_000, requestId }, token);
    const response = await post(
      '/public/apply-user-deposit',
      { params: { amount: 90_000, requestId } },
      { authorization: `Bearer ${token}` },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'requestId' });
  });

  it('lets a member cancel their own waiting deposit, once, and nobody else', async () => {
    const owner = await member();
    const other = await member();
    const applied = await call('apply-user-deposit', { amount: 20_000, requestId: requestIdOf('c') }, owner.token);
    if (applied.status !== 'success') throw new Error(applied.status);
    const id = applied.request.id;

    const foreign = await post(
      '/public/cansel-user-deposit',
      { params: { id } },
      { authorization: `Bearer ${other.token}` },
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ code: 'bad_request', field: 'id' });

    expect(await call('cansel-user-deposit', { id }, owner.token)).toEqual({ status: 'success' });
    expect(await call('cansel-user-deposit', { id }, owner.token)).toEqual({ status: 'already' });
    expect(await admin('approve-deposit', { id })).toEqual({ status: 'already' });
    const history = await call('get-deposit-list', {}, owner.token);
    expect(history.list[0]).toMatchObject({ id, status: 'cansel', doneDate: expect.any(String) });
    expect((await walletOf(owner.userId)).balance).toBe(0);
  });

  it('answers 400 for an unknown request id', async () => {
    const response = await post(
      '/admin/approve-deposit',
      { params: { id: 999_999 } },
      { 'x-admin-key': 'test-admin-key' },
    );
    expect(response.status).toBe(400);
  });
});

describe('withdrawals', () => {
  it('holds the amount at request time and refuses more than the balance', async () => {
    const { userId, token } = await member(80_000);
    const held = await call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf('w') }, token);
    expect(held).toMatchObject({ status: 'success', balance: 50_000, request: { amount: 30_000, status: 'wait' } });
    expect(await call('apply-user-withdraw', { amount: 60_000, requestId: requestIdOf('w') }, token)).toEqual({
      status: 'balance',
    });
    expect(await walletOf(userId)).toMatchObject({ balance: 50_000, held: 30_000 });
    const history = await call('get-withdraw-list', { page: 1, size: 5 }, token);
    expect(history).toMatchObject({ maxCount: 1, list: [{ amount: 30_000, status: 'wait' }] });
    await expectReconciled();
  });

  it('applies a repeated request id once and returns the original request', async () => {
    const { userId, token } = await member(50_000);
    const requestId = requestIdOf('same');
    const results = await Promise.all(
      [1, 2, 3].map(() => call('apply-user-withdraw', { amount: 30_000, requestId }, token)),
    );
    for (const result of results)
      expect(result).toMatchObject({ status: 'success', request: { requestId, amount: 30_000 } });
    expect(new Set(results.map((r) => (r.status === 'success' ? r.request.id : 0))).size).toBe(1);
    expect(await walletOf(userId)).toMatchObject({ balance: 20_000, held: 30_000 });
  });

  it('returns a cancelled withdraw exactly once; an approved one stays paid out', async () => {
    const { userId, token } = await member(100_000);
    const first = await call('apply-user-withdraw', { amount: 40_000, requestId: requestIdOf('x') }, token);
    const second = await call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf('y') }, token);
    if (first.status !== 'success' || second.status !== 'success') throw new Error('withdraw refused');

    const cancels = await Promise.all([1, 2, 3].map(() => admin('cancel-withdraw', { id: first.request.id })));
    expect(cancels.filter((r) => r.status === 'success')).toHaveLength(1);
    expect(await admin('approve-withdraw', { id: first.request.id })).toEqual({ status: 'already' });
    expect(await admin('approve-withdraw', { id: second.request.id })).toEqual({ status: 'success', balance: 70_000 });
    expect(await admin('cancel-withdraw', { id: second.request.id })).toEqual({ status: 'already' });
    expect(await walletOf(userId)).toMatchObject({ balance: 70_000, held: 0 });

    const history = await call('get-withdraw-list', {}, token);
    expect(history.list.map((r) => r.status).sort()).toEqual(['already', 'cansel']);
    await expectReconciled();
  });

  it('members cannot cancel a withdraw: no member operation does, and the deposit one refuses its id', async () => {
    const { userId, token } = await member(30_000);
    const held = await call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf('m') }, token);
    if (held.status !== 'success') throw new Error(held.status);
    const auth = { authorization: `Bearer ${token}` };
    expect((await post('/public/cansel-user-deposit', { params: { id: held.request.id } }, auth)).status).toBe(400);
    for (const op of ['cansel-user-withdraw', 'cancel-user-withdraw', 'cancel-withdraw']) {
      expect((await post(`/public/${op}`, { params: { id: held.request.id } }, auth)).status, op).toBe(404);
    }
    expect(opNames.filter((name) => /cancel|cansel/.test(name))).toEqual(['cansel-user-deposit']);
    expect((await call('get-withdraw-list', {}, token)).list).toMatchObject([{ id: held.request.id, status: 'wait' }]);
    expect(await walletOf(userId)).toMatchObject({ balance: 0, held: 30_000 });
  });

  it('never overdraws: 50 concurrent withdraws against a balance covering 10', async () => {
    const { userId, token } = await member(300_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf(`burst-${i}`) }, token),
      ),
    );
    expect(results.filter((r) => r.status === 'success')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'balance')).toHaveLength(40);
    expect(await walletOf(userId)).toMatchObject({ balance: 0, held: 300_000 });
    await expectReconciled();
  });
});

describe('amount rules', () => {
  type MoneyOp = 'apply-user-deposit' | 'apply-user-withdraw';
  const refusedAmount = { status: 'error', code: 'bad_request', field: 'amount' };
  const apply = (op: MoneyOp, amount: number, token: string, requestId = requestIdOf('rule'), post = backend.post) =>
    post(`/public/${op}`, { params: { amount, requestId } }, { authorization: `Bearer ${token}` });
  const records = async (userId: string, token: string) => ({
    wallet: await walletOf(userId),
    deposits: (await call('get-deposit-list', {}, token)).maxCount,
    withdraws: (await call('get-withdraw-list', {}, token)).maxCount,
  });

  it.each<[string, MoneyOp, number, number]>([
    ['a deposit of 1 won', 'apply-user-deposit', 1, 10_000],
    ['a deposit under the minimum', 'apply-user-deposit', 5_000, 10_000],
    ['a deposit off the step', 'apply-user-deposit', 12_345, 10_000],
    ['a deposit one won over the minimum', 'apply-user-deposit', 10_001, 10_000],
    ['a withdraw of 1 won', 'apply-user-withdraw', 1, 30_000],
    ['a withdraw one step under the minimum', 'apply-user-withdraw', 20_000, 30_000],
    ['a withdraw off the step', 'apply-user-withdraw', 35_000, 30_000],
    ['a withdraw one won over the minimum', 'apply-user-withdraw', 30_001, 30_000],
  ])('refuses %s with 400 amount and records nothing, not even the request id', async (_, op, amount, valid) => {
    const { userId, token } = await member(100_000);
    const before = await records(userId, token);
    const requestId = requestIdOf('off-rule');
    const response = await apply(op, amount, token, requestId);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusedAmount);
    expect(await records(userId, token)).toEqual(before);
    expect(await walletOf(userId)).toMatchObject({ balance: 100_000, held: 0 });
    expect(await call(op, { amount: valid, requestId }, token)).toMatchObject({
      status: 'success',
      request: { requestId, amount: valid },
    });
    await expectReconciled();
  });

  it('accepts a deposit of exactly the minimum, and of the minimum plus one step', async () => {
    const { token } = await member();
    const least = await call('apply-user-deposit', { amount: 10_000, requestId: requestIdOf('least') }, token);
    if (least.status !== 'success') throw new Error(least.status);
    await call('cansel-user-deposit', { id: least.request.id }, token);
    expect(await call('apply-user-deposit', { amount: 20_000, requestId: requestIdOf('step') }, token)).toMatchObject({
      status: 'success',
      request: { amount: 20_000 },
    });
  });

  it('accepts a withdraw of exactly the minimum, and of the minimum plus one step', async () => {
    const { userId, token } = await member(70_000);
    expect(await call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf('least') }, token)).toMatchObject(
      { status: 'success', balance: 40_000 },
    );
    expect(await call('apply-user-withdraw', { amount: 40_000, requestId: requestIdOf('step') }, token)).toMatchObject({
      status: 'success',
      balance: 0,
    });
    expect(await walletOf(userId)).toMatchObject({ balance: 0, held: 70_000 });
  });

  describe('set by the operator', () => {
    const custom = setupBackend({
      DEPOSIT_MIN: '5000',
      DEPOSIT_STEP: '1000',
      WITHDRAW_MIN: '1000',
      WITHDRAW_STEP: '500',
    });
    const PORTAL_RULES = { DEPOSIT_MIN: '10000', DEPOSIT_STEP: '10000', WITHDRAW_MIN: '30000', WITHDRAW_STEP: '10000' };

    it('follows DEPOSIT_MIN, DEPOSIT_STEP, WITHDRAW_MIN and WITHDRAW_STEP, and tells the forms so', async () => {
      expect((await custom.call('get-site-config')).wallet).toMatchObject({
        depositMin: 5_000,
        depositStep: 1_000,
        withdrawMin: 1_000,
        withdrawStep: 500,
      });
      const { token } = await custom.member(10_000);
      for (const [op, amount] of [
        ['apply-user-deposit', 4_000],
        ['apply-user-deposit', 5_500],
        ['apply-user-withdraw', 500],
        ['apply-user-withdraw', 1_250],
      ] as const) {
        const response = await apply(op, amount, token, requestIdOf('custom'), custom.post);
        expect(response.status, `${op} ${amount}`).toBe(400);
        expect(await response.json()).toEqual(refusedAmount);
      }
      expect(
        await custom.call('apply-user-deposit', { amount: 5_000, requestId: requestIdOf('custom') }, token),
      ).toMatchObject({ status: 'success' });
      expect(
        await custom.call('apply-user-withdraw', { amount: 1_500, requestId: requestIdOf('custom') }, token),
      ).toMatchObject({
        status: 'success',
        balance: 8_500,
      });
    });

    it('answers a repeat of a request accepted before the rules changed as before; a new request for that amount is refused', async () => {
      const { userId, token } = await custom.member(10_000);
      const [depositId, withdrawId] = [requestIdOf('before-d'), requestIdOf('before-w')];
      const deposit = await custom.call('apply-user-deposit', { amount: 5_000, requestId: depositId }, token);
      const withdraw = await custom.call('apply-user-withdraw', { amount: 1_500, requestId: withdrawId }, token);
      expect(withdraw).toMatchObject({ status: 'success', balance: 8_500 });

      const stricter = custom.restartedWith(PORTAL_RULES);
      const again = (op: MoneyOp, amount: number, requestId?: string) =>
        apply(op, amount, token, requestId, stricter.post);
      for (const [response, earlier] of [
        [await again('apply-user-deposit', 5_000, depositId), deposit],
        [await again('apply-user-withdraw', 1_500, withdrawId), withdraw],
      ] as const) {
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(earlier);
      }
      for (const response of [await again('apply-user-deposit', 5_000), await again('apply-user-withdraw', 1_500)]) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(refusedAmount);
      }
      const reused = await again('apply-user-withdraw', 2_000, withdrawId);
      expect(await reused.json()).toEqual({ status: 'error', code: 'bad_request', field: 'requestId' });
      expect(await custom.admin('get-user-wallet', { userId })).toMatchObject({ balance: 8_500, held: 1_500 });
      expect((await custom.call('get-deposit-list', {}, token)).maxCount).toBe(2);
    });
  });
});

describe('comp conversion', () => {
  const roll = (
    params: Omit<RequestOf<'roll-to-balance'>, 'requestId'>,
    token: string,
    requestId = requestIdOf('comp'),
  ) => call('roll-to-balance', { ...params, requestId }, token);

  it('moves a chosen amount, refusing one under the minimum or over the comp held', async () => {
    const token = await backend.login();
    const before = await call('get-in-game-balance', {}, token);
    expect(await roll({ amount: 5_000 }, token)).toEqual({ status: 'low_point' });
    expect(await roll({ amount: Number(before.rolling) + 10_000 }, token)).toEqual({ status: 'low_point' });
    const moved = await roll({ amount: 20_000 }, token);
    expect(moved).toEqual({
      status: 'success',
      amount: 20_000,
      balance: Number(before.balance) + 20_000,
      rolling: Number(before.rolling) - 20_000,
    });
    await expectReconciled();
  });

  it('moves all comp money to the balance when over the minimum', async () => {
    const token = await backend.login();
    const before = await call('get-in-game-balance', {}, token);
    const moved = await roll({}, token);
    expect(moved).toEqual({
      status: 'success',
      amount: before.rolling,
      balance: before.balance + before.rolling,
      rolling: 0,
    });
    expect(await roll({}, token)).toEqual({ status: 'low_point' });
    await expectReconciled();
  });

  it('answers low_point under the minimum', async () => {
    const token = await backend.login('player2', 'player1234');
    expect(await roll({}, token)).toEqual({ status: 'low_point' });
    expect(await walletOf('player2')).toMatchObject({ rolling: 8_000 });
  });

  it('applies a repeated request id once and answers the first conversion again', async () => {
    const { userId, token } = await member(10_000);
    await earnComp(userId, 50_000);
    const requestId = requestIdOf('comp-again');
    const first = await roll({ amount: 20_000 }, token, requestId);
    expect(first).toEqual({ status: 'success', amount: 20_000, balance: 30_000, rolling: 30_000 });
    expect(await roll({ amount: 20_000 }, token, requestId)).toEqual(first);
    expect(await walletOf(userId)).toMatchObject({ balance: 30_000, rolling: 30_000 });
    // The operator sees the conversion, once, with what was asked for.
    expect((await walletOf(userId)).conversions).toEqual([
      {
        id: expect.any(Number),
        requestId,
        requested: 20_000,
        amount: 20_000,
        regDate: expect.any(String),
        currency: 'KRW',
        host: '',
      },
    ]);
    await expectReconciled();
  });

  it('converts once when the same request arrives several times at once', async () => {
    const { userId, token } = await member();
    await earnComp(userId, 100_000);
    const requestId = requestIdOf('comp-race');
    const results = await Promise.all([1, 2, 3].map(() => roll({ amount: 20_000 }, token, requestId)));
    for (const result of results)
      expect(result).toEqual({ status: 'success', amount: 20_000, balance: 20_000, rolling: 80_000 });
    expect(await walletOf(userId)).toMatchObject({ balance: 20_000, rolling: 80_000 });
    await expectReconciled();
  });

  it('a repeated "convert all" moves nothing more, not even the comp earned since', async () => {
    const { userId, token } = await member();
    await earnComp(userId, 30_000);
    const requestId = requestIdOf('comp-all');
    expect(await roll({}, token, requestId)).toEqual({
      status: 'success',
      amount: 30_000,
      balance: 30_000,
      rolling: 0,
    });
    await earnComp(userId, 15_000);
    expect(await roll({}, token, requestId)).toEqual({
      status: 'success',
      amount: 30_000,
      balance: 30_000,
      rolling: 15_000,
    });
    expect(await walletOf(userId)).toMatchObject({ balance: 30_000, rolling: 15_000 });
    expect(await roll({}, token)).toEqual({ status: 'success', amount: 15_000, balance: 45_000, rolling: 0 });
    await expectReconciled();
  });

  it('refuses a request id reused for another amount, or for all instead of an amount, and moves nothing', async () => {
    const { userId, token } = await member();
    await earnComp(userId, 50_000);
    const requestId = requestIdOf('comp-reuse');
    await roll({ amount: 20_000 }, token, requestId);
    for (const params of [{ amount: 25_000, requestId }, { requestId }]) {
      const response = await post('/public/roll-to-balance', { params }, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'requestId' });
    }
    expect(await walletOf(userId)).toMatchObject({ balance: 20_000, rolling: 30_000 });
  });

  it.each([
    ['no request id', { amount: 20_000 }],
    ['a short request id', { amount: 20_000, requestId: 'abc' }],
  ])('refuses %s and moves nothing', async (_, params) => {
    const { userId, token } = await member();
    await earnComp(userId, 50_000);
    const response = await post('/public/roll-to-balance', { params }, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'requestId' });
    expect(await walletOf(userId)).toMatchObject({ balance: 0, rolling: 50_000 });
  });
});

describe("the wallet rules of the member's market, whichever host asks", () => {
  const VIETNAM = 'vn.casino.test';
  const vietnam = { 'x-forwarded-host': VIETNAM };
  const rules = {
    depositMin: 50_000,
    depositStep: 10_000,
    withdrawMin: 100_000,
    withdrawStep: 50_000,
    rollMin: 25_000,
    quickAmounts: [50_000, 100_000, 500_000],
  };
  const refusedAmount = { status: 'error', code: 'bad_request', field: 'amount' };
  const on = (
    host: Record<string, string>,
    op: 'apply-user-deposit' | 'apply-user-withdraw',
    amount: number,
    token: string,
  ) =>
    post(
      `/public/${op}`,
      { params: { amount, requestId: requestIdOf('site') } },
      { authorization: `Bearer ${token}`, ...host },
    );

  it("holds a Vietnamese site's member to its minimum there, and the token does not reach the won site", async () => {
    await admin('set-site-config', {
      host: VIETNAM,
      name: { en: 'Saigon Casino' },
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: rules,
    });
    const { token } = await member(0, vietnam);
    const refused = await on(vietnam, 'apply-user-deposit', 20_000, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(refusedAmount);
    expect(await call('get-deposit-list', {}, token, vietnam)).toMatchObject({ maxCount: 0 });

    expect((await on({}, 'apply-user-deposit', 10_000, token)).status).toBe(401);
    const accepted = await on(
      { 'x-forwarded-host': `www.${VIETNAM.toUpperCase()}:443` },
      'apply-user-deposit',
      50_000,
      token,
    );
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'success', request: { amount: 50_000 } });
  });

  it("holds a withdrawal to the home site's minimum and step through any host of the member's currency", async () => {
    await admin('set-site-config', { host: VIETNAM, name: { en: 'Saigon Casino' }, wallet: rules });
    const { userId, token } = await member(300_000, vietnam);
    for (const [host, amount] of [
      [vietnam, 50_000],
      [{}, 50_000],
      [{}, 120_000],
      [vietnam, 120_000],
    ] as const) {
      const refused = await on(host, 'apply-user-withdraw', amount, token);
      expect(refused.status, String(amount)).toBe(400);
      expect(await refused.json()).toEqual(refusedAmount);
    }
    expect(await (await on(vietnam, 'apply-user-withdraw', 150_000, token)).json()).toMatchObject({
      status: 'success',
      balance: 150_000,
    });
    expect(await (await on({}, 'apply-user-withdraw', 100_000, token)).json()).toMatchObject({
      status: 'success',
      balance: 50_000,
    });
    expect(await walletOf(userId)).toMatchObject({ balance: 50_000, held: 250_000 });
  });

  it("refuses a withdraw of 1 through a host with cheaper rules, under the home market's minimum", async () => {
    const cheap = { 'x-forwarded-host': 'cheap-won.test' };
    await admin('set-site-config', {
      host: 'cheap-won.test',
      name: { en: 'Cheap Won' },
      currency: 'KRW',
      wallet: {
        ...rules,
        depositMin: 1,
        depositStep: 1,
        withdrawMin: 1,
        withdrawStep: 1,
        rollMin: 1,
        quickAmounts: [10],
      },
    });
    const { userId, token } = await member(100_000);
    const refused = await on(cheap, 'apply-user-withdraw', 1, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(refusedAmount);
    // A dollar host with the same cheap rules does not take the token at all.
    await admin('set-site-config', {
      host: 'cheap.test',
      name: { en: 'Cheap Casino' },
      currency: 'USD',
      wallet: {
        ...rules,
        depositMin: 1,
        depositStep: 1,
        withdrawMin: 1,
        withdrawStep: 1,
        rollMin: 1,
        quickAmounts: [10],
      },
    });
    expect((await on({ 'x-forwarded-host': 'cheap.test' }, 'apply-user-withdraw', 1, token)).status).toBe(401);
    expect(await walletOf(userId)).toMatchObject({ balance: 100_000, held: 0 });
  });

  it("converts comp money from the home site's own minimum", async () => {
    await admin('set-site-config', { host: VIETNAM, name: { en: 'Saigon Casino' }, wallet: rules });
    const { userId, token } = await member(0, vietnam);
    await earnComp(userId, 60_000);
    const roll = (amount: number, host = {}) =>
      call('roll-to-balance', { amount, requestId: requestIdOf('site-comp') }, token, host);
    expect(await roll(20_000, vietnam)).toEqual({ status: 'low_point' });
    expect(await roll(20_000)).toEqual({ status: 'low_point' });
    expect(await roll(25_000)).toMatchObject({ status: 'success', amount: 25_000, rolling: 35_000 });
    await expectReconciled();
  });

  it("keeps the default site's rules for a site configured without its own", async () => {
    await admin('set-site-config', { host: 'plain.casino.test', name: { en: 'Plain' } });
    const { token } = await member(0, { 'x-forwarded-host': 'plain.casino.test' });
    const refused = await on({ 'x-forwarded-host': 'plain.casino.test' }, 'apply-user-deposit', 5_000, token);
    expect(await refused.json()).toEqual(refusedAmount);
    expect(
      await (await on({ 'x-forwarded-host': 'plain.casino.test' }, 'apply-user-deposit', 10_000, token)).json(),
    ).toMatchObject({ status: 'success' });
  });
});

describe('every money row names its currency and the host it was asked on', () => {
  it("records a Vietnamese member's deposit, withdraw, comp and game money in dong with their host, and the operator's approval with the request's", async () => {
    const host = 'vnd.rows.test';
    await admin('set-site-config', { host, name: { en: 'Rows' }, currency: 'VND' });
    const { userId, token } = await member(200_000, { 'x-forwarded-host': `www.${host}` });
    const on = { 'x-forwarded-host': host };
    await earnComp(userId, 30_000);
    expect(await call('roll-to-balance', { amount: 30_000, requestId: requestIdOf('rows') }, token, on)).toMatchObject({
      status: 'success',
    });
    expect(
      await call('apply-user-withdraw', { amount: 50_000, requestId: requestIdOf('rows') }, token, on),
    ).toMatchObject({ status: 'success' });
    expect(await call('open-game', { company: 'lucky-star', code: 'golden-fortune' }, token, on)).toMatchObject({
      status: 'success',
    });

    const wallet = await walletOf(userId);
    expect(wallet).toMatchObject({ currency: 'VND', homeHost: host });
    const moved = wallet.ledger.filter((entry) => entry.reason !== 'seed');
    expect(moved.map((entry) => entry.reason)).toEqual(
      expect.arrayContaining(['deposit', 'roll_to_balance', 'withdraw', 'transfer_in']),
    );
    for (const entry of moved) expect(entry, entry.reason).toMatchObject({ currency: 'VND', host });
    expect(wallet.conversions).toEqual([expect.objectContaining({ currency: 'VND', host })]);
    const { db } = backend.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
    const requests = await db
      .select({ currency: walletRequests.currency, host: walletRequests.host })
      .from(walletRequests)
      .where(eq(walletRequests.userId, user.id));
    expect(requests).toEqual([
      { currency: 'VND', host },
      { currency: 'VND', host },
    ]);
  });
});

describe('bad money input changes nothing', () => {
  const cases: [string, unknown, string][] = [
    ['a missing amount', { requestId: 'abcdefgh' }, 'amount'],
    ['a missing request id', { amount: 30_000 }, 'requestId'],
    ['a negative amount', { amount: -5000, requestId: 'abcdefgh' }, 'amount'],
    ['a zero amount', { amount: 0, requestId: 'abcdefgh' }, 'amount'],
    ['a fractional amount', { amount: 30_000.5, requestId: 'abcdefgh' }, 'amount'],
    ['a huge amount', { amount: 1e15, requestId: 'abcdefgh' }, 'amount'],
    ['an amount as a string', { amount: '30000', requestId: 'abcdefgh' }, 'amount'],
    ['a short request id', { amount: 30_000, requestId: 'abc' }, 'requestId'],
    ['an extra field', { amount: 30_000, requestId: 'abcdefgh', userId: 'demo' }, 'userId'],
  ];

  it.each(cases)('refuses %s', async (_, params, field) => {
    const { userId, token } = await member(10_000);
    for (const op of ['apply-user-withdraw', 'apply-user-deposit']) {
      const response = await post(`/public/${op}`, { params }, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field });
    }
    expect(await walletOf(userId)).toMatchObject({ balance: 10_000, held: 0 });
    expect((await call('get-deposit-list', {}, token)).maxCount).toBe(1);
  });

  it('refuses a 1 MB request id', async () => {
    const token = await backend.login();
    const response = await post(
      '/public/apply-user-withdraw',
      { params: { amount: 30_000, requestId: 'x'.repeat(1 << 20) } },
      { authorization: `Bearer ${token}` },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 'error', code: 'too_large' });
  });
});
