import { describe, expect, it } from 'vitest';
import { extensionFeatures } from '@/lib/contract';
import { ADMIN_KEY, PUBLIC_URL, requestIdOf, setupBackend } from '../testing';

const backend = setupBackend({ SITE_FEATURES: extensionFeatures.join(','), RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '3' });
const { call, admin, member, post, login } = backend;

const GAME = { company: 'lucky-star', code: 'golden-fortune' };

async function expectReconciled() {
  const audit = await admin('get-wallet-audit');
  expect(audit.ledgerBalance).toBe(audit.balance);
  expect(audit.ledgerRolling).toBe(audit.rolling);
  expect(audit.ledgerGame).toBe(audit.gameMoney);
}

async function launch(token: string, amount?: number) {
  const opened = await call('open-game', { ...GAME, ...(amount ? { amount } : {}) }, token);
  if (opened.status !== 'success') throw new Error(`launch refused: ${opened.status}`);
  return new URL(opened.gameUrl).searchParams.get('ticket')!;
}

const spinForm = (ticket: string, spin: string, stake = 1_000) =>
  backend.app.request(`/demo-game/${GAME.code}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
    body: new URLSearchParams({ ticket, spin, stake: String(stake) }).toString(),
  });

const gameMoneyOf = async (token: string) => (await call('get-in-game-balance', {}, token)).gameMoney;

describe('password reset while logged out', () => {
  it('answers the same for any id and phone, and records a request only for a member', async () => {
    const { userId } = await member();
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    for (const params of [
      { userId, phone: '010-0000-0000' },
      { userId, phone: '010-9999-9999' },
      { userId: 'nobody99', phone: '010-0000-0000' },
    ]) {
      expect(await call('request-password-reset', params, undefined, headers)).toEqual({ status: 'success' });
    }
    const open = await admin('get-password-resets', { open: true, size: 50 });
    const mine = open.list.filter((r) => r.userId === userId);
    expect(mine).toEqual([
      expect.objectContaining({
        userId,
        phone: '010-0000-0000',
        phoneMatches: true,
        ip: '198.51.100.20',
        doneDate: null,
      }),
    ]);
    expect(open.list.some((r) => r.userId === 'nobody99')).toBe(false);
    const limited = await post('/public/request-password-reset', { params: { userId, phone: '1' } }, headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('answers a known and an unknown id alike, status, headers and body', async () => {
    const { userId } = await member();
    const answer = async (id: string) => {
      const response = await post(
        '/public/request-password-reset',
        { params: { userId: id, phone: '010-0000-0000' } },
        { 'x-forwarded-for': '198.51.100.21' },
      );
      return {
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => name !== 'x-request-id'),
        body: await response.text(),
      };
    };
    expect(await answer(userId)).toEqual(await answer('nobody98'));
    expect(
      (await admin('get-password-resets', { open: true, size: 50 })).list.filter((r) => r.userId === userId),
    ).toHaveLength(1);
  });

  it('gives the operator a one-time password that ends every session and allows only the change of password', async () => {
    const { userId, token } = await member(50_000);
    const reset = await admin('reset-password', { userId });
    expect(reset.password).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await post('/public/health-check', {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect(await call('user-do-login', { userId, password: 'secret-pass' })).toEqual({ status: 'pass' });

    const changing = await call('user-do-login', { userId, password: reset.password });
    if (changing.status !== 'change') throw new Error(changing.status);
    const bearer = { authorization: `Bearer ${changing.changeToken}` };
    for (const name of ['health-check', 'get-in-game-balance', 'user-do-logout', 'apply-user-withdraw']) {
      expect((await post(`/public/${name}`, { params: {} }, bearer)).status, name).toBe(401);
    }
    const same = await post(
      '/public/user-change-password',
      { params: { password: reset.password, newPassword: reset.password } },
      bearer,
    );
    expect(await same.json()).toEqual({ status: 'error', code: 'bad_request', field: 'newPassword' });
    expect(
      await call('user-change-password', { password: 'wrong-one', newPassword: 'brand-new-1' }, changing.changeToken),
    ).toEqual({ status: 'pass' });
    expect(
      await call(
        'user-change-password',
        { password: reset.password, newPassword: 'brand-new-1' },
        changing.changeToken,
      ),
    ).toEqual({ status: 'success' });
    // One time: neither the token nor the temporary password works again.
    expect(
      (
        await post(
          '/public/user-change-password',
          { params: { password: 'brand-new-1', newPassword: 'brand-new-2' } },
          bearer,
        )
      ).status,
    ).toBe(401);
    expect(await call('user-do-login', { userId, password: reset.password })).toEqual({ status: 'pass' });
    expect(await call('health-check', {}, await login(userId, 'brand-new-1'))).toMatchObject({
      status: 'authenticated',
    });
    expect(
      (await admin('get-password-resets', { size: 50 })).list.filter((r) => r.userId === userId && !r.doneDate),
    ).toEqual([]);
  });

  it('refuses a reset of an unknown member naming the field', async () => {
    const response = await post(
      '/admin/reset-password',
      { params: { userId: 'nobody99' } },
      { 'x-admin-key': ADMIN_KEY },
    );
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'userId' });
  });
});

describe('the demo game wallet', () => {
  it('moves all of the balance in by default, or the amount chosen, and refuses more than the member has', async () => {
    const { token } = await member(50_000);
    await launch(token);
    expect(await call('get-in-game-balance', {}, token)).toMatchObject({ gameMoney: 50_000, balance: 0 });
    await launch(token, 20_000);
    expect(await call('get-in-game-balance', {}, token)).toMatchObject({ gameMoney: 20_000, balance: 30_000 });
    expect(await call('open-game', { ...GAME, amount: 50_001 }, token)).toEqual({ status: 'balance' });
    expect(await call('get-in-game-balance', {}, token)).toMatchObject({ gameMoney: 20_000, balance: 30_000 });
    expect(await call('transfer-out', {}, token)).toEqual({
      status: 'success',
      amount: 20_000,
      balance: 50_000,
      gameMoney: 0,
    });
    expect(await call('transfer-out', {}, token)).toEqual({
      status: 'success',
      amount: 0,
      balance: 50_000,
      gameMoney: 0,
    });
    await expectReconciled();
  });

  it('adds to the game money with transfer-in, without a new launch, and never more than the balance', async () => {
    const { token } = await member(50_000);
    await launch(token, 10_000);
    expect(await call('transfer-in', { amount: 15_000 }, token)).toEqual({
      status: 'success',
      amount: 15_000,
      balance: 25_000,
      gameMoney: 25_000,
    });
    expect(await call('transfer-in', { amount: 25_001 }, token)).toEqual({ status: 'balance' });
    const parallel = await Promise.all(Array.from({ length: 4 }, () => call('transfer-in', { amount: 10_000 }, token)));
    expect(parallel.filter((answer) => answer.status === 'success')).toHaveLength(2);
    expect(await call('get-in-game-balance', {}, token)).toMatchObject({ gameMoney: 45_000, balance: 5_000 });
    await expectReconciled();
  });

  it('spins once per key, stakes from the game money, records the bet, and brings the money back at logout', async () => {
    const { userId, token } = await member(10_000);
    const ticket = await launch(token);
    backend.rolls.push(0.9, 0.1, 0.99);
    const first = await spinForm(ticket, 'spin-key-0001');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toContain("form-action 'self'");
    const page = await first.text();
    expect(page).toContain('name="spin"');
    expect(page).not.toContain('<script');
    expect(await gameMoneyOf(token)).toBe(12_000);
    expect((await spinForm(ticket, 'spin-key-0001')).status).toBe(200);
    expect(await gameMoneyOf(token)).toBe(12_000);
    await spinForm(ticket, 'spin-key-0002', 5_000);
    await spinForm(ticket, 'spin-key-0003', 100);
    expect(await gameMoneyOf(token)).toBe(12_000 - 5_000 + 300);

    const bets = await call('get-bet-list', {}, token);
    expect(bets.list.map(({ stake, win }) => [stake, win])).toEqual([
      [100, 400],
      [5_000, 0],
      [1_000, 3_000],
    ]);
    expect(bets).toMatchObject({ maxCount: 3, totals: { staked: 6_100, won: 3_400, net: -2_700 } });
    expect(bets.list[0]).toMatchObject({ company: GAME.company, code: GAME.code, nameEn: expect.any(String) });

    await call('user-do-logout', {}, token);
    expect((await admin('get-user-wallet', { userId })).balance).toBe(10_000 - 2_700);
    await expectReconciled();
  });

  it('refuses a spin past the game money, a stake off the list and a dead ticket', async () => {
    const { token } = await member(10_000);
    const ticket = await launch(token, 10_000);
    expect(await (await spinForm(ticket, 'spin-key-0004', 5_000)).text()).not.toContain('role="alert"');
    await spinForm(ticket, 'spin-key-0005', 5_000);
    expect(await (await spinForm(ticket, 'spin-key-0006', 100)).text()).toContain('role="alert"');
    expect((await spinForm(ticket, 'spin-key-0007', 123)).status).toBe(400);
    expect((await spinForm('forged.ticket', 'spin-key-0008')).status).toBe(403);
    await call('user-do-logout', {}, token);
    expect((await spinForm(ticket, 'spin-key-0009')).status).toBe(403);
  });

  it('never overdraws the game money under parallel spins and transfers', async () => {
    const { token } = await member(10_000);
    const ticket = await launch(token, 10_000);
    const spins = Array.from({ length: 12 }, (_, i) => spinForm(ticket, `parallel-spin-${i}`, 5_000));
    const outs = Array.from({ length: 4 }, () => call('transfer-out', {}, token));
    const [, moved] = await Promise.all([Promise.all(spins), Promise.all(outs)]);
    const wallet = await call('get-in-game-balance', {}, token);
    expect(wallet.gameMoney).toBeGreaterThanOrEqual(0);
    const bets = await call('get-bet-list', { size: 50 }, token);
    expect(bets.totals.staked).toBeLessThanOrEqual(10_000);
    expect(wallet.balance + wallet.gameMoney).toBe(10_000 - bets.totals.staked + bets.totals.won);
    expect(moved.reduce((sum, m) => sum + m.amount, 0)).toBe(wallet.balance);
    await expectReconciled();
  });
});

describe('bet history', () => {
  it('filters by period and game, with totals for the filtered bets', async () => {
    const { token } = await member(10_000);
    const ticket = await launch(token);
    backend.rolls.push(0.7);
    await spinForm(ticket, 'history-spin-1', 1_000);
    const now = backend.clock.now.getTime();
    const within = { from: new Date(now - 60_000).toISOString(), to: new Date(now + 60_000).toISOString() };
    expect(await call('get-bet-list', within, token)).toMatchObject({
      maxCount: 1,
      totals: { staked: 1_000, won: 2_000, net: 1_000 },
    });
    expect(await call('get-bet-list', { to: within.from }, token)).toMatchObject({
      list: [],
      maxCount: 0,
      totals: { staked: 0, won: 0, net: 0 },
    });
    expect(await call('get-bet-list', { company: 'other' }, token)).toMatchObject({ maxCount: 0 });
    const bad = await post(
      '/public/get-bet-list',
      { params: { from: '2026-01-01' } },
      { authorization: `Bearer ${token}` },
    );
    expect(await bad.json()).toEqual({ status: 'error', code: 'bad_request', field: 'from' });
  });

  it('answers 400 naming the field for a date outside years 1900 to 9999, and takes the edges', async () => {
    const { token } = await member();
    const auth = { authorization: `Bearer ${token}` };
    const outside = [
      '0000-01-01T00:00:00Z',
      '0000-01-01T00:00:00+09:00',
      '1899-12-31T23:59:59Z',
      '1900-01-01T08:59:59+09:00',
      '9999-12-31T23:00:00-05:00',
    ];
    for (const field of ['from', 'to']) {
      for (const value of outside) {
        const response = await post('/public/get-bet-list', { params: { [field]: value } }, auth);
        expect(await response.json(), `${field} ${value}`).toEqual({ status: 'error', code: 'bad_request', field });
      }
    }
    const edges = { from: '1900-01-01T00:00:00Z', to: '9999-12-31T23:59:59.999Z' };
    expect(await call('get-bet-list', edges, token)).toMatchObject({ status: 'success', maxCount: 0 });
  });

  it('refuses an operator date outside years 1900 to 9999 naming the field', async () => {
    const lock = await post(
      '/admin/lock-wallet',
      { params: { kind: 'deposit', reason: 'x', until: '9999-12-31T23:00:00-05:00' } },
      { 'x-admin-key': ADMIN_KEY },
    );
    expect(await lock.json()).toEqual({ status: 'error', code: 'bad_request', field: 'until' });
    const banner = { imageUrl: 'https://cdn.example/b.png', title: { en: 'B' }, startsAt: '0000-01-01T00:00:00Z' };
    expect(await (await post('/admin/create-banner', { params: banner }, { 'x-admin-key': ADMIN_KEY })).json()).toEqual(
      { status: 'error', code: 'bad_request', field: 'startsAt' },
    );
  });
});

describe('deposit and withdraw locks', () => {
  it('refuses a locked request with the reason and end, keeps a repeat of an earlier one, and lifts', async () => {
    const { userId, token } = await member(100_000);
    const earlier = requestIdOf('w');
    expect(await call('apply-user-withdraw', { amount: 30_000, requestId: earlier }, token)).toMatchObject({
      status: 'success',
    });
    const until = new Date(backend.clock.now.getTime() + 3_600_000).toISOString();
    const { id } = await admin('lock-wallet', { kind: 'withdraw', userId, reason: 'Bank check', until });
    const lock = { kind: 'withdraw', reason: 'Bank check', until, everyone: false };
    expect(await call('get-wallet-locks', {}, token)).toEqual({ status: 'success', locks: [lock] });
    expect(await call('apply-user-withdraw', { amount: 30_000, requestId: requestIdOf('w') }, token)).toEqual({
      status: 'locked',
      lock,
    });
    expect(await call('apply-user-withdraw', { amount: 30_000, requestId: earlier }, token)).toMatchObject({
      status: 'success',
      balance: 70_000,
    });
    expect(await call('apply-user-deposit', { amount: 10_000, requestId: requestIdOf('d') }, token)).toMatchObject({
      status: 'success',
    });
    expect(await admin('unlock-wallet', { id })).toEqual({ status: 'success' });
    expect(await admin('unlock-wallet', { id })).toEqual({ status: 'already' });
    expect(await call('get-wallet-locks', {}, token)).toEqual({ status: 'success', locks: [] });
  });

  it('locks deposits for everyone until the end time', async () => {
    const { token } = await member();
    const until = new Date(backend.clock.now.getTime() + 60_000).toISOString();
    const { id } = await admin('lock-wallet', { kind: 'deposit', reason: 'Maintenance', until });
    expect(await call('apply-user-deposit', { amount: 10_000, requestId: requestIdOf('d') }, token)).toEqual({
      status: 'locked',
      lock: { kind: 'deposit', reason: 'Maintenance', until, everyone: true },
    });
    backend.clock.now = new Date(backend.clock.now.getTime() + 61_000);
    expect(await call('apply-user-deposit', { amount: 10_000, requestId: requestIdOf('d') }, token)).toMatchObject({
      status: 'success',
    });
    expect((await admin('list-wallet-locks', { active: false })).list.map((l) => l.id)).toContain(id);
    const past = await post(
      '/admin/lock-wallet',
      { params: { kind: 'deposit', reason: 'x', until: '2000-01-01T00:00:00Z' } },
      { 'x-admin-key': ADMIN_KEY },
    );
    expect(await past.json()).toEqual({ status: 'error', code: 'bad_request', field: 'until' });
  });
});

describe('deleting finished history entries', () => {
  it('hides one or all finished entries of the member, never a waiting one', async () => {
    const { token } = await member(30_000);
    const waiting = await call('apply-user-deposit', { amount: 10_000, requestId: requestIdOf('d') }, token);
    if (waiting.status !== 'success') throw new Error(waiting.status);
    expect(await call('del-wallet-history', { kind: 'deposit', id: waiting.request.id }, token)).toEqual({
      status: 'wait',
    });
    const other = await member(10_000);
    const theirs = (await call('get-deposit-list', {}, other.token)).list[0];
    const foreign = await post(
      '/public/del-wallet-history',
      { params: { kind: 'deposit', id: theirs.id } },
      { authorization: `Bearer ${token}` },
    );
    expect(await foreign.json()).toEqual({ status: 'error', code: 'bad_request', field: 'id' });
    expect(await call('del-wallet-history', { kind: 'deposit' }, token)).toEqual({ status: 'success', deleted: 1 });
    expect(await call('get-deposit-list', {}, token)).toMatchObject({
      maxCount: 1,
      list: [{ id: waiting.request.id }],
    });
    await expectReconciled();
  });
});

describe('change to point', () => {
  it('moves balance to comp once per request id and never overdraws under parallel requests', async () => {
    const { token } = await member(50_000);
    const requestId = requestIdOf('c');
    expect(await call('change-to-point', { amount: 20_000, requestId }, token)).toEqual({
      status: 'success',
      amount: 20_000,
      balance: 30_000,
      rolling: 20_000,
    });
    expect(await call('change-to-point', { amount: 20_000, requestId }, token)).toEqual({
      status: 'success',
      amount: 20_000,
      balance: 30_000,
      rolling: 20_000,
    });
    const reused = await post(
      '/public/change-to-point',
      { params: { amount: 10_000, requestId } },
      { authorization: `Bearer ${token}` },
    );
    expect(await reused.json()).toMatchObject({ code: 'bad_request', field: 'requestId' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('change-to-point', { amount: 10_000, requestId: requestIdOf(`p${i}`) }, token),
      ),
    );
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(3);
    expect(answers.filter((a) => a.status === 'balance')).toHaveLength(3);
    expect(await call('get-in-game-balance', {}, token)).toMatchObject({ balance: 0, rolling: 50_000 });
    await expectReconciled();
  });

  it('is absent where the operator has not enabled it', async () => {
    const { token } = await member();
    const plain = backend.restartedWith({ SITE_FEATURES: 'game-search' });
    expect(
      (
        await plain.post(
          '/public/change-to-point',
          { params: { amount: 1, requestId: requestIdOf('c') } },
          { authorization: `Bearer ${token}` },
        )
      ).status,
    ).toBe(404);
  });
});

describe('banners', () => {
  const banner = { imageUrl: 'https://cdn.example/b.png', title: { ko: '보너스', en: 'Bonus' } };

  it('answers the live banners for the visitor’s host, in order', async () => {
    const at = backend.clock.now.getTime();
    const a = await admin('create-banner', { ...banner, order: 2, domain: 'one.test' });
    const b = await admin('create-banner', { ...banner, order: 1, link: '/game', text: { en: 'Play' } });
    await admin('create-banner', { ...banner, domain: 'two.test' });
    await admin('create-banner', { ...banner, startsAt: new Date(at + 3_600_000).toISOString() });
    await admin('create-banner', { ...banner, endsAt: new Date(at - 1).toISOString() });
    const live = await call('get-banners', {}, undefined, { 'x-forwarded-host': 'www.one.test' });
    expect(live.banners.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(live.banners[0]).toEqual({
      id: b.id,
      imageUrl: banner.imageUrl,
      title: banner.title,
      text: { en: 'Play' },
      link: '/game',
      order: 1,
    });
    expect(await admin('update-banner', { id: a.id, ...banner, order: 0, domain: 'one.test' })).toEqual({
      status: 'success',
      updated: true,
    });
    expect(
      (await call('get-banners', {}, undefined, { 'x-forwarded-host': 'one.test' })).banners.map((x) => x.id),
    ).toEqual([a.id, b.id]);
    expect(await admin('delete-banner', { id: a.id })).toEqual({ status: 'success', deleted: true });
    expect(
      (await call('get-banners', {}, undefined, { 'x-forwarded-host': 'one.test' })).banners.map((x) => x.id),
    ).toEqual([b.id]);
  });

  it('refuses links that are not http(s) or a site path, naming the field', async () => {
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://x.example']) {
      const response = await post(
        '/admin/create-banner',
        { params: { ...banner, link } },
        { 'x-admin-key': ADMIN_KEY },
      );
      expect(await response.json(), link).toEqual({ status: 'error', code: 'bad_request', field: 'link' });
    }
    const image = await post(
      '/admin/create-banner',
      { params: { ...banner, imageUrl: '/local.png' } },
      { 'x-admin-key': ADMIN_KEY },
    );
    expect(await image.json()).toEqual({ status: 'error', code: 'bad_request', field: 'imageUrl' });
  });
});
