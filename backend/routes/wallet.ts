import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { compConversions, ledger, users, walletRequests } from '../db/schema';
import { badInput, paged, type Handlers } from '../ops';
import { lockDeposits, overLimit, playLimits, restrictionOf } from '../protection';
import { moneyRow } from '../market';
import { atomically, earlierRequest, lockedRefusal, repeatOffRules, settle, wireRequest } from '../wallet';
import { walletRulesOf } from './site';

const history = async (
  db: Db,
  userId: number,
  kind: 'deposit' | 'withdraw',
  page: { page?: number; size?: number },
) => {
  const { limit, offset } = paged(page);
  const where = and(eq(walletRequests.userId, userId), eq(walletRequests.kind, kind), isNull(walletRequests.hiddenAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletRequests)
      .where(where)
      .orderBy(desc(walletRequests.createdAt), desc(walletRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(walletRequests).where(where),
  ]);
  return { status: 'success' as const, list: rows.map(wireRequest), maxCount: total.n };
};

const hasWaitingDeposit = async (db: Db | Tx, userId: number) =>
  (
    await db
      .select({ id: walletRequests.id })
      .from(walletRequests)
      .where(
        and(
          eq(walletRequests.userId, userId),
          eq(walletRequests.kind, 'deposit'),
          eq(walletRequests.status, 'waiting'),
        ),
      )
      .limit(1)
  ).length > 0;

const balanceOf = async (db: Db, id: number) =>
  (await db.select({ balance: users.balance }).from(users).where(eq(users.id, id)))[0].balance;

export const walletRoutes = {
  'user-ask-account': async (_, { config }) => ({ status: 'success', ...config.depositAccount }),

  // Checked and recorded in one transaction under the member's deposit lock, so parallel requests cannot pass a limit.
  // The member's market's rules (their home site's), whichever host asks.
  'apply-user-deposit': async ({ amount, requestId }, { db, member, config, host, now }) => {
    const rules = await walletRulesOf(db, config, member.homeHost);
    const repeat = await repeatOffRules(
      db,
      { userId: member.id, requestId, kind: 'deposit', amount },
      { min: rules.depositMin, step: rules.depositStep },
    );
    if (repeat) return { status: 'success', request: wireRequest(repeat) };
    const at = now();
    return db.transaction(async (tx) => {
      await lockDeposits(tx, member.id);
      const earlier = await earlierRequest(tx, member.id, requestId, 'deposit', amount);
      if (earlier) return { status: 'success', request: wireRequest(earlier) };
      const locked = await lockedRefusal(tx, member.id, 'deposit', at);
      if (locked) return locked;
      const restriction = await restrictionOf(tx, member.id, at);
      if (restriction) return { status: 'restricted', restriction };
      if (await hasWaitingDeposit(tx, member.id)) return { status: 'wait' };
      const refusal = overLimit(await playLimits(tx, member.id, at), amount, at);
      if (refusal) return refusal;
      const [row] = await tx
        .insert(walletRequests)
        .values({ userId: member.id, kind: 'deposit', requestId, amount, createdAt: at, ...moneyRow(member.id, host) })
        .onConflictDoNothing()
        .returning();
      const request = row ?? (await earlierRequest(tx, member.id, requestId, 'deposit', amount));
      return request ? { status: 'success', request: wireRequest(request) } : { status: 'wait' };
    });
  },

  // The hold is one conditional UPDATE, so concurrent withdraws can never overdraw.
  'apply-user-withdraw': async ({ amount, requestId }, { db, member, config, host, now }) => {
    const rules = await walletRulesOf(db, config, member.homeHost);
    const market = moneyRow(member.id, host);
    const repeat = await repeatOffRules(
      db,
      { userId: member.id, requestId, kind: 'withdraw', amount },
      { min: rules.withdrawMin, step: rules.withdrawStep },
    );
    if (repeat) return { status: 'success', request: wireRequest(repeat), balance: await balanceOf(db, member.id) };
    // A request made before the lock still gets its first answer.
    const earlier = await earlierRequest(db, member.id, requestId, 'withdraw', amount);
    if (earlier) return { status: 'success', request: wireRequest(earlier), balance: await balanceOf(db, member.id) };
    const locked = await lockedRefusal(db, member.id, 'withdraw', now());
    if (locked) return locked;
    const held = await atomically(db, async (tx) => {
      const [row] = await tx
        .insert(walletRequests)
        .values({ userId: member.id, kind: 'withdraw', requestId, amount, createdAt: now(), ...market })
        .onConflictDoNothing()
        .returning();
      if (!row) return { row: undefined, balance: undefined };
      const [user] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} - ${amount}` })
        .where(and(eq(users.id, member.id), gte(users.balance, amount)))
        .returning({ balance: users.balance });
      if (!user) return null;
      await tx
        .insert(ledger)
        .values({ userId: member.id, balanceDelta: -amount, reason: 'withdraw', walletRequestId: row.id, ...market });
      return { row, balance: user.balance };
    });
    if (!held) return { status: 'balance' };
    const request = held.row ?? (await earlierRequest(db, member.id, requestId, 'withdraw', amount))!;
    return {
      status: 'success',
      request: wireRequest(request),
      balance: held.balance ?? (await balanceOf(db, member.id)),
    };
  },

  'cansel-user-deposit': async ({ id }, { db, member, now }) => {
    const { status } = await settle(db, { id, kind: 'deposit', to: 'cancelled', userId: member.id, now: now() });
    return { status };
  },

  'get-deposit-list': async (params, { db, member }) => history(db, member.id, 'deposit', params),
  'get-withdraw-list': async (params, { db, member }) => history(db, member.id, 'withdraw', params),

  // Without an amount, all comp moves; an amount under the minimum or over the comp held is low_point.
  // The member's row lock orders conversions, so a repeated requestId finds the first one and moves nothing more.
  'roll-to-balance': async ({ amount, requestId }, { db, member, config, host }) => {
    const { rollMin } = await walletRulesOf(db, config, member.homeHost);
    const market = moneyRow(member.id, host);
    const moved = await atomically(db, async (tx) => {
      const [figures] = await tx
        .select({ balance: users.balance, rolling: users.rolling })
        .from(users)
        .where(eq(users.id, member.id))
        .for('update');
      const [earlier] = await tx
        .select()
        .from(compConversions)
        .where(and(eq(compConversions.userId, member.id), eq(compConversions.requestId, requestId)));
      if (earlier) {
        if (earlier.kind !== 'to_balance' || earlier.requested !== (amount ?? null)) throw badInput('requestId');
        // The recorded amount with the current figures, as a repeated withdraw answers: the portal shows the answer's figures at once.
        return { amount: earlier.amount, ...figures };
      }
      const value = amount ?? figures.rolling;
      if (value < rollMin || value > figures.rolling) return null;
      const [after] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} + ${value}`, rolling: sql`${users.rolling} - ${value}` })
        .where(eq(users.id, member.id))
        .returning({ balance: users.balance, rolling: users.rolling });
      await tx
        .insert(compConversions)
        .values({ userId: member.id, requestId, requested: amount ?? null, amount: value, ...market });
      await tx
        .insert(ledger)
        .values({ userId: member.id, balanceDelta: value, rollingDelta: -value, reason: 'roll_to_balance', ...market });
      return { amount: value, ...after };
    });
    return moved ? { status: 'success', ...moved } : { status: 'low_point' };
  },
} satisfies Partial<Handlers>;
