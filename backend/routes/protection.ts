import { and, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { RestrictionKind } from '@/lib/contract/terms';
import { revokeSessions } from '../auth';
import { depositLimits, users, walletRequests } from '../db/schema';
import { iso, type Ctx, type Handlers } from '../ops';
import { addMonths, audit, COOLING_OFF_MS, playLimits, restrictionColumns, restrictionIn } from '../protection';
import { atomically } from '../wallet';

const DAY_MS = 86_400_000;

const settingsOf = async ({ db, member, now }: Pick<Ctx<'get-play-limits'>, 'db' | 'member' | 'now'>) => {
  const [user] = await db
    .select({ realityCheckMinutes: users.realityCheckMinutes, ...restrictionColumns })
    .from(users)
    .where(eq(users.id, member.id));
  return { realityCheckMinutes: user.realityCheckMinutes, restriction: restrictionIn(user, now()) };
};

/** A break or exclusion ends every session of the member at once; a new one never shortens one in force. */
async function restrict({ db, member, ip, now }: Ctx<'take-break'>, kind: RestrictionKind, until: Date) {
  const at = now();
  const next = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ kind: users.restriction, until: users.restrictedUntil })
      .from(users)
      .where(eq(users.id, member.id))
      .for('update');
    const kept =
      current.kind && current.until && current.until >= until
        ? { kind: current.kind, until: current.until }
        : { kind, until };
    await tx.update(users).set({ restriction: kept.kind, restrictedUntil: kept.until }).where(eq(users.id, member.id));
    await audit(tx, { userId: member.id, ip, at }, { action: kind, until });
    await revokeSessions(tx, member.id, at);
    return kept;
  });
  return { status: 'success' as const, restriction: { kind: next.kind, until: iso(next.until)! } };
}

const total = (filter: SQL) =>
  sql<number>`coalesce(sum(${walletRequests.amount}) filter (where ${filter}), 0)`.mapWith(Number);

export const protectionRoutes = {
  'get-play-limits': async (_, ctx) => {
    const { limits, left } = await playLimits(ctx.db, ctx.member.id, ctx.now());
    return { status: 'success', limits, left, ...(await settingsOf(ctx)) };
  },

  // A decrease protects at once; an increase or removal waits, so a limit is never raised on an impulse.
  'set-deposit-limit': async ({ period, amount }, { db, member, ip, now }) => {
    const at = now();
    const own = and(eq(depositLimits.userId, member.id), eq(depositLimits.period, period));
    const change = await db.transaction(async (tx) => {
      await tx.insert(depositLimits).values({ userId: member.id, period }).onConflictDoNothing();
      const [row] = await tx.select().from(depositLimits).where(own).for('update');
      const who = { userId: member.id, ip, at };
      if (amount !== null && (row.amount === null || amount <= row.amount)) {
        if (amount === row.amount && !row.pendingSince) return 'unchanged' as const;
        await tx.update(depositLimits).set({ amount, pendingAmount: null, pendingSince: null }).where(own);
        await audit(tx, who, { action: 'limit_set', period, amount });
        return 'applied' as const;
      }
      if (amount === row.amount || (row.pendingSince && row.pendingAmount === amount)) return 'unchanged' as const;
      await tx.update(depositLimits).set({ pendingAmount: amount, pendingSince: at }).where(own);
      await audit(tx, who, { action: 'limit_pending', period, amount, until: new Date(at.getTime() + COOLING_OFF_MS) });
      return 'pending' as const;
    });
    return { status: 'success', period, limit: (await playLimits(db, member.id, at)).limits[period], change };
  },

  'confirm-limit-change': async ({ period }, { db, member, ip, now }) => {
    const at = now();
    const own = and(eq(depositLimits.userId, member.id), eq(depositLimits.period, period));
    const confirmed = await atomically(db, async (tx) => {
      const [row] = await tx
        .update(depositLimits)
        .set({ amount: sql`${depositLimits.pendingAmount}`, pendingAmount: null, pendingSince: null })
        .where(and(own, lte(depositLimits.pendingSince, new Date(at.getTime() - COOLING_OFF_MS))))
        .returning();
      if (!row) return null;
      await audit(tx, { userId: member.id, ip, at }, { action: 'limit_confirmed', period, amount: row.amount });
      return row;
    });
    if (confirmed) return { status: 'success', period, limit: (await playLimits(db, member.id, at)).limits[period] };
    const [row] = await db.select({ pendingSince: depositLimits.pendingSince }).from(depositLimits).where(own);
    return row?.pendingSince
      ? { status: 'early', confirmableAt: iso(new Date(row.pendingSince.getTime() + COOLING_OFF_MS))! }
      : { status: 'none' };
  },

  'set-reality-check': async ({ minutes }, { db, member, ip, now }) => {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(users)
        .set({ realityCheckMinutes: minutes })
        .where(and(eq(users.id, member.id), ne(users.realityCheckMinutes, minutes)))
        .returning({ id: users.id });
      if (changed.length) await audit(tx, { userId: member.id, ip, at: now() }, { action: 'reality_check', minutes });
    });
    return { status: 'success', minutes };
  },

  'take-break': ({ days }, ctx) => restrict(ctx, 'break', new Date(ctx.now().getTime() + days * DAY_MS)),
  'self-exclude': ({ months }, ctx) => restrict(ctx, 'exclusion', addMonths(ctx.now(), months)),

  // Withdrawals leave the balance when asked for and come back when cancelled; deposits arrive when approved.
  'get-session-summary': async (_, ctx) => {
    const { db, member } = ctx;
    const session = { loginAt: member.loginAt, balanceAtLogin: member.balanceAtLogin };
    const since = sql`${session.loginAt}::timestamptz`;
    const { kind, status, createdAt, doneAt } = walletRequests;
    // The member's settings in the same round trip: every member page asks for this summary.
    const [moves] = await db
      .select({
        deposits: total(sql`${kind} = 'deposit' and ${status} = 'approved' and ${doneAt} >= ${since}`),
        held: total(sql`${kind} = 'withdraw' and ${createdAt} >= ${since}`),
        returned: total(sql`${kind} = 'withdraw' and ${status} = 'cancelled' and ${doneAt} >= ${since}`),
        realityCheckMinutes: users.realityCheckMinutes,
        ...restrictionColumns,
      })
      .from(users)
      .leftJoin(walletRequests, eq(walletRequests.userId, users.id))
      .where(eq(users.id, member.id))
      .groupBy(users.id);
    // Login brings game money left in a game back to the balance before the session counts it.
    const gameMoneyAtLogin = 0;
    const withdrawals = moves.held - moves.returned;
    const net =
      member.balance + member.gameMoney - session.balanceAtLogin - gameMoneyAtLogin + withdrawals - moves.deposits;
    return {
      status: 'success',
      loginAt: iso(session.loginAt)!,
      balanceAtLogin: session.balanceAtLogin,
      gameMoneyAtLogin,
      balance: member.balance,
      gameMoney: member.gameMoney,
      deposits: moves.deposits,
      withdrawals,
      net,
      realityCheckMinutes: moves.realityCheckMinutes,
      restriction: restrictionIn(moves, ctx.now()),
    };
  },
} satisfies Partial<Handlers>;
