import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  HIGH_RATE_LIMITS,
  admin,
  backendCall,
  backendLogin,
  fund,
  inBatches,
  registerMember,
  startBackend,
  tempDir,
  type Server,
} from '../support/servers';

interface WalletRequest {
  id: number;
  requestId: string;
  amount: number;
  status: 'wait' | 'already' | 'cansel';
}
interface LedgerEntry {
  balanceDelta: number;
  reason: string;
  walletRequestId: number | null;
}
interface Wallet {
  balance: number;
  held: number;
  ledger: LedgerEntry[];
}
interface Audit {
  balance: number;
  held: number;
  ledgerBalance: number;
}
interface Member {
  userId: string;
  password: string;
  token: string;
}

const FUNDED = 1_000_000;
const WITHDRAW = 30_000;
const BURST_WITHDRAWS_PER_MEMBER = 30;
const BURST_DEPOSITS_PER_MEMBER = 6;
const DEPOSIT = 50_000;
const MEMBERS = 12;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every request of one kind in the member's own history (the deposit and withdraw pages). */
async function history(url: string, token: string, kind: 'deposit' | 'withdraw') {
  const list: WalletRequest[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await backendCall<{ list: WalletRequest[]; maxCount: number }>(
      url,
      `get-${kind}-list`,
      { page, size: 50 },
      token,
    );
    expect(status, `get-${kind}-list: ${JSON.stringify(body)}`).toBe(200);
    list.push(...body.list);
    if (list.length >= body.maxCount || body.list.length === 0) return list;
  }
}

const wallet = (url: string, userId: string) => admin<Wallet>(url, 'get-user-wallet', { userId });
const audit = (url: string) => admin<Audit>(url, 'get-wallet-audit');

/**
 * What a member and the operator would check after any fault: each request row moved the balance exactly once
 * (one ledger line each, nothing else), the balance is what the requests say it is, held is the waiting withdraws.
 */
async function expectConsistent(url: string, member: Member) {
  const [withdraws, deposits, money] = await Promise.all([
    history(url, member.token, 'withdraw'),
    history(url, member.token, 'deposit'),
    wallet(url, member.userId),
  ]);
  const who = member.userId;
  expect(money.ledger.length, `${who}: ledger page is complete`).toBeLessThan(100);
  expect(new Set(withdraws.map((r) => r.requestId)).size, `${who}: a requestId twice`).toBe(withdraws.length);
  expect(new Set(deposits.map((r) => r.requestId)).size, `${who}: a requestId twice`).toBe(deposits.length);

  const linesOf = (id: number, reason: string) =>
    money.ledger.filter((e) => e.walletRequestId === id && e.reason === reason);
  for (const request of withdraws) {
    expect(
      linesOf(request.id, 'withdraw').map((e) => e.balanceDelta),
      `${who}: hold of ${request.requestId}`,
    ).toEqual([-request.amount]);
    const refunds = linesOf(request.id, 'withdraw_cancel').map((e) => e.balanceDelta);
    expect(refunds, `${who}: refund of ${request.requestId}`).toEqual(
      request.status === 'cansel' ? [request.amount] : [],
    );
  }
  for (const request of deposits) {
    const credits = linesOf(request.id, 'deposit').map((e) => e.balanceDelta);
    expect(credits, `${who}: credit of ${request.requestId}`).toEqual(
      request.status === 'already' ? [request.amount] : [],
    );
  }
  const known = new Set([...withdraws, ...deposits].map((r) => r.id));
  expect(
    money.ledger.filter((e) => e.walletRequestId === null || !known.has(e.walletRequestId)),
    `${who}: stray ledger lines`,
  ).toEqual([]);

  const credited = sum(deposits.filter((r) => r.status === 'already').map((r) => r.amount));
  const taken = sum(withdraws.filter((r) => r.status !== 'cansel').map((r) => r.amount));
  const waiting = sum(withdraws.filter((r) => r.status === 'wait').map((r) => r.amount));
  expect({ balance: money.balance, held: money.held }, who).toEqual({ balance: credited - taken, held: waiting });
  expect(money.balance, who).toBeGreaterThanOrEqual(0);
  expect(sum(money.ledger.map((e) => e.balanceDelta)), `${who}: ledger total`).toBe(money.balance);
  return { withdraws, deposits, balance: money.balance, held: money.held, paidOut: taken - waiting, credited };
}

/** The whole book: balances equal the ledger, and balances plus held money are what came in minus what was paid out. */
async function expectBooksBalance(url: string, members: Member[], before: Audit) {
  const states = await Promise.all(members.map((m) => expectConsistent(url, m)));
  const after = await audit(url);
  expect(after.balance, 'balances == ledger').toBe(after.ledgerBalance);
  expect(after.held - before.held, 'held == waiting withdraws').toBe(sum(states.map((s) => s.held)));
  expect(after.balance + after.held - (before.balance + before.held), 'balances + held == deposits − payouts').toBe(
    sum(states.map((s) => s.credited - s.paidOut)),
  );
  return states;
}

const drivers = [
  { name: 'PGlite on disk', databaseUrl: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL (DATABASE_URL)', databaseUrl: process.env.DATABASE_URL }] : []),
];

describe.each(drivers)('the backend on $name', ({ databaseUrl }) => {
  const dataDir = tempDir('crash');
  const env = { SEED_DEMO: 'false', ...HIGH_RATE_LIMITS, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const tag = randomBytes(3).toString('hex');
  let backend: Server | undefined;
  let members: Member[] = [];
  let start: Audit;

  const restart = async (signal: NodeJS.Signals) => {
    await backend?.stop(signal);
    const stopped = backend;
    backend = undefined;
    backend = await startBackend({ dataDir, env });
    return stopped;
  };

  beforeAll(async () => {
    backend = await startBackend({ dataDir, env });
    start = await audit(backend.url);
    members = await inBatches(
      Array.from({ length: MEMBERS }, (_, i) => `c${tag}${String(i).padStart(2, '0')}`),
      4,
      async (userId, i) => {
        const { password } = await registerMember(backend!.url, userId, `crash-pass-${i}-1234`);
        const token = await backendLogin(backend!.url, { userId, password });
        await fund(backend!.url, token, FUNDED, `fund-${userId}`);
        return { userId, password, token };
      },
    );
  });

  let failed = false;
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') failed = true;
  });

  afterAll(async () => {
    await backend?.stop('SIGKILL');
    if (failed) console.warn(`data folder kept for a look: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(Boolean(databaseUrl))('refuses a second backend on the same data folder while the first runs', async () => {
    // PGlite keeps no lock of its own: a second process would work on its own copy, and one side's commits would be lost.
    await expect(startBackend({ dataDir, env })).rejects.toThrow(/is in use by another backend \(process \d+\)/);
    expect((await fetch(`${backend!.url}/health`)).status).toBe(200);
    expect(await backendLogin(backend!.url, members[0])).toBeTruthy();
  });

  it('keeps every member, balance and request across a restart (SIGTERM)', async () => {
    const url = backend!.url;
    const withdraw = (m: Member, requestId: string, amount = WITHDRAW) =>
      backendCall<{ status: string; request: WalletRequest }>(
        url,
        'apply-user-withdraw',
        { amount, requestId },
        m.token,
      );
    await Promise.all(members.map((m) => withdraw(m, `pre-${m.userId}`)));
    const [paid, cancelled] = await Promise.all([
      withdraw(members[0], 'paid-out-0001', 30_000),
      withdraw(members[1], 'cancelled-0001', 40_000),
    ]);
    await admin(url, 'approve-withdraw', { id: paid.body.request.id });
    await admin(url, 'cancel-withdraw', { id: cancelled.body.request.id });
    await backendCall(
      url,
      'apply-user-deposit',
      { amount: DEPOSIT, requestId: 'waiting-deposit-0001' },
      members[2].token,
    );
    const before = await expectBooksBalance(url, members, start);

    const stopped = await restart('SIGTERM');
    expect(stopped?.process.exitCode, `a clean shutdown:\n${stopped?.output()}`).toBe(0);

    const after = await expectBooksBalance(backend!.url, members, start);
    expect(after).toEqual(before);
    for (const m of members) {
      const health = await backendCall(backend!.url, 'health-check', {}, m.token);
      expect(health.body, `${m.userId} is still logged in`).toMatchObject({
        status: 'authenticated',
        user: { userId: m.userId },
      });
      expect(await backendLogin(backend!.url, m)).toBeTruthy();
    }
  });

  it('a SIGKILL during a burst of writes loses no committed request and leaves no half-applied balance change', async () => {
    const url = backend!.url;
    const killed = backend!;
    // A member with a waiting deposit cannot apply for another; start from none waiting.
    for (const [i, state] of (await expectBooksBalance(url, members, start)).entries()) {
      for (const deposit of state.deposits.filter((r) => r.status === 'wait')) {
        expect(
          (await backendCall(url, 'cansel-user-deposit', { id: deposit.id }, members[i].token)).body,
        ).toMatchObject({ status: 'success' });
      }
    }
    const before = await expectBooksBalance(url, members, start);
    const total = members.length * BURST_WITHDRAWS_PER_MEMBER;
    const acknowledged = new Map<string, number>();
    const approved = new Set<number>();
    const refused: unknown[] = [];
    const counts = { sent: 0, answered: 0, cut: 0, inFlightAtKill: -1, answeredAtKill: -1 };
    let dead = false;
    let withdrawsAcknowledged = 0;

    const withdrawIds = members.map((m) =>
      Array.from({ length: BURST_WITHDRAWS_PER_MEMBER }, (_, k) => `burst-${m.userId}-${k}`),
    );
    const depositIds = members.map((m) =>
      Array.from({ length: BURST_DEPOSITS_PER_MEMBER }, (_, k) => `burst-dep-${m.userId}-${k}`),
    );

    /** One call of the burst; after the kill nobody sends again, so nothing late reaches the restarted backend. */
    async function send<T>(call: () => Promise<T>): Promise<T | undefined> {
      if (dead) return undefined;
      counts.sent++;
      try {
        const answer = await call();
        counts.answered++;
        return answer;
      } catch {
        counts.cut++;
        dead = true;
        return undefined;
      }
    }
    const kill = () => {
      dead = true;
      counts.inFlightAtKill = counts.sent - counts.answered;
      counts.answeredAtKill = counts.answered;
      killed.process.kill('SIGKILL');
    };

    // Each member's deposits are applied and approved one after another; after the first approval the member also
    // submits withdraws on three lanes (tabs), so credits and holds interleave when the kill comes.
    const opened: (() => void)[] = [];
    const firstApproval = members.map((_, i) => new Promise<void>((resolve) => (opened[i] = resolve)));
    const withdrawLanes = members.flatMap((m, i) =>
      [0, 1, 2].map(async (lane) => {
        await firstApproval[i];
        for (let k = lane; k < BURST_WITHDRAWS_PER_MEMBER && !dead; k += 3) {
          const requestId = withdrawIds[i][k];
          const answer = await send(() =>
            backendCall<{ status: string; request?: WalletRequest }>(
              url,
              'apply-user-withdraw',
              { amount: WITHDRAW, requestId },
              m.token,
            ),
          );
          if (!answer) return;
          if (answer.body.status !== 'success' || !answer.body.request) refused.push(answer);
          else acknowledged.set(`${m.userId}/${requestId}`, answer.body.request.id);
          if (++withdrawsAcknowledged >= total / 3 && !dead) kill();
        }
      }),
    );
    const depositChains = members.map(async (m, i) => {
      try {
        await depositChain(m, i);
      } finally {
        opened[i]();
      }
    });
    async function depositChain(m: Member, i: number) {
      for (const requestId of depositIds[i]) {
        const applied = await send(() =>
          backendCall<{ status: string; request?: WalletRequest }>(
            url,
            'apply-user-deposit',
            { amount: DEPOSIT, requestId },
            m.token,
          ),
        );
        if (!applied) return;
        if (applied.body.status !== 'success' || !applied.body.request) return refused.push(applied);
        const { id } = applied.body.request;
        acknowledged.set(`${m.userId}/${requestId}`, id);
        const approval = await send(() => admin<{ status: string }>(url, 'approve-deposit', { id }));
        if (!approval) return;
        if (approval.status !== 'success') return refused.push(approval);
        approved.add(id);
        opened[i]();
      }
    }
    await Promise.all([...withdrawLanes, ...depositChains]);
    await killed.stop();

    expect(refused, 'every answered request succeeded').toEqual([]);
    expect(killed.process.signalCode, 'killed mid-burst').toBe('SIGKILL');
    expect(counts.inFlightAtKill, 'requests were in flight at the kill').toBeGreaterThan(0);
    expect(counts.cut, 'requests cut by the kill').toBeGreaterThan(0);

    await restart('SIGKILL');
    const after = await expectBooksBalance(backend!.url, members, start);
    members.forEach((m, i) => {
      const rows = new Map([...after[i].withdraws, ...after[i].deposits].map((r) => [r.requestId, r]));
      for (const requestId of [...withdrawIds[i], ...depositIds[i]]) {
        const id = acknowledged.get(`${m.userId}/${requestId}`);
        if (id !== undefined) expect(rows.get(requestId)?.id, `acknowledged ${requestId} is kept`).toBe(id);
      }
      for (const deposit of after[i].deposits)
        if (approved.has(deposit.id)) expect(deposit.status, `approved ${deposit.requestId}`).toBe('already');
    });
    const committed = sum(after.map((s) => s.withdraws.length)) - sum(before.map((s) => s.withdraws.length));
    expect(committed).toBeGreaterThanOrEqual(withdrawsAcknowledged);
    console.info(
      `burst: ${counts.sent} requests sent, SIGKILL after ${counts.answeredAtKill} answers with ${counts.inFlightAtKill} in flight, ` +
        `${counts.cut} cut; ${withdrawsAcknowledged} withdraws, ${acknowledged.size - withdrawsAcknowledged} deposits and ${approved.size} approvals ` +
        `acknowledged, all kept; ${committed} withdraws committed`,
    );

    // The member's retry after the crash: every requestId again, twice; the second round changes nothing.
    const resend = async () => {
      await Promise.all(
        members.flatMap((m, i) => [
          ...withdrawIds[i].map(async (requestId) => {
            const { body } = await backendCall<{ status: string; request: WalletRequest }>(
              backend!.url,
              'apply-user-withdraw',
              { amount: WITHDRAW, requestId },
              m.token,
            );
            expect(body.status, requestId).toBe('success');
            const earlier = after[i].withdraws.find((r) => r.requestId === requestId);
            if (earlier) expect(body.request.id, `${requestId} answered as the earlier request`).toBe(earlier.id);
          }),
          ...depositIds[i].map(async (requestId) => {
            const { body } = await backendCall<{ status: string; request?: WalletRequest }>(
              backend!.url,
              'apply-user-deposit',
              { amount: DEPOSIT, requestId },
              m.token,
            );
            const earlier = after[i].deposits.find((r) => r.requestId === requestId);
            if (earlier) expect(body.request?.id, `${requestId} answered as the earlier request`).toBe(earlier.id);
          }),
        ]),
      );
      return expectBooksBalance(backend!.url, members, start);
    };
    const once = await resend();
    members.forEach((m, i) => {
      const newWithdraws =
        BURST_WITHDRAWS_PER_MEMBER - after[i].withdraws.filter((r) => withdrawIds[i].includes(r.requestId)).length;
      expect(once[i].withdraws.length, m.userId).toBe(after[i].withdraws.length + newWithdraws);
      expect(once[i].balance, m.userId).toBe(after[i].balance - newWithdraws * WITHDRAW);
    });
    expect(await resend()).toEqual(once);
  });
});
