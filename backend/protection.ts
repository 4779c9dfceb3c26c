import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIMIT_COOLING_OFF_HOURS, limitPeriods, type LimitPeriod, type RestrictionKind } from '@/lib/contract/terms';
import type { Db, Tx } from './db';
import { depositLimits, protectionAudit, users, walletRequests } from './db/schema';
import { iso } from './ops';

type Reader = Db | Tx;
type Deposit = { amount: number; createdAt: Date };

const HOUR_MS = 3_600_000;
export const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * HOUR_MS;
/** No deposit older than this counts in any window: a month has at most 31 days. */
const LONGEST_WINDOW_MS = 31 * 24 * HOUR_MS;
const DEPOSIT_LOCK = 22;

/** The same day and time `months` later, in UTC; the month's last day when it has no such day (31 Jan + 1 = 28 Feb). */
export function addMonths(date: Date, months: number) {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export const leavesWindow = (period: LimitPeriod, at: Date) =>
  period === 'month' ? addMonths(at, 1) : new Date(at.getTime() + (period === 'day' ? 24 : 168) * HOUR_MS);

const usedAt = (period: LimitPeriod, deposits: Deposit[], time: Date) =>
  deposits.reduce((sum, d) => (leavesWindow(period, d.createdAt) > time ? sum + d.amount : sum), 0);

// Not the member's row: a withdraw locks it after inserting its request, and a deposit reusing that id would deadlock.
export const lockDeposits = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${DEPOSIT_LOCK}::int, ${userId}::int)`);

const countedDeposits = (db: Reader, userId: number, now: Date): Promise<Deposit[]> =>
  db
    .select({ amount: walletRequests.amount, createdAt: walletRequests.createdAt })
    .from(walletRequests)
    .where(
      and(
        eq(walletRequests.userId, userId),
        eq(walletRequests.kind, 'deposit'),
        inArray(walletRequests.status, ['waiting', 'approved']),
        gt(walletRequests.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
      ),
    );

export async function playLimits(db: Reader, userId: number, now: Date) {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  const deposits = await countedDeposits(db, userId, now);
  const stateOf = (period: LimitPeriod) => {
    const row = rows.find((r) => r.period === period);
    const amount = row?.amount ?? null;
    const used = usedAt(period, deposits, now);
    const leaving = deposits
      .map((d) => leavesWindow(period, d.createdAt).getTime())
      .filter((time) => time > now.getTime());
    return {
      amount,
      used,
      left: amount === null ? null : Math.max(0, amount - used),
      freesAt: leaving.length ? iso(new Date(Math.min(...leaving))) : null,
      pending: row?.pendingSince
        ? { amount: row.pendingAmount, confirmableAt: iso(new Date(row.pendingSince.getTime() + COOLING_OFF_MS))! }
        : null,
    };
  };
  const limits = { day: stateOf('day'), week: stateOf('week'), month: stateOf('month') };
  const lefts = limitPeriods.flatMap((period) => (limits[period].left === null ? [] : [limits[period].left]));
  return { limits, left: lefts.length ? Math.min(...lefts) : null, deposits };
}

export function overLimit(
  { limits, left, deposits }: Awaited<ReturnType<typeof playLimits>>,
  amount: number,
  now: Date,
) {
  const limited = limitPeriods.filter((period) => limits[period].amount !== null);
  const over = limited.filter((period) => amount > limits[period].left!);
  if (!over.length) return null;
  const period = over.reduce((tightest, p) => (limits[p].left! < limits[tightest].left! ? p : tightest));
  const fitsAt = (time: Date) => limited.every((p) => usedAt(p, deposits, time) + amount <= limits[p].amount!);
  const times = limited
    .flatMap((p) => deposits.map((d) => leavesWindow(p, d.createdAt)))
    .filter((time) => time > now)
    .sort((a, b) => a.getTime() - b.getTime());
  const fits = limited.every((p) => amount <= limits[p].amount!) ? times.find(fitsAt) : undefined;
  return { status: 'limit' as const, left: left!, period, retryAt: iso(fits ?? null) };
}

export async function restrictionOf(db: Reader, userId: number, now: Date) {
  const [row] = await db
    .select(restrictionColumns)
    .from(users)
    .where(and(eq(users.id, userId), gt(users.restrictedUntil, now)));
  return row ? restrictionIn(row, now) : null;
}

export const restrictionColumns = { kind: users.restriction, until: users.restrictedUntil };

/** The restriction in force in a member's row read with restrictionColumns, if any. */
export const restrictionIn = ({ kind, until }: { kind: RestrictionKind | null; until: Date | null }, now: Date) =>
  kind && until && until > now ? { kind, until: iso(until)! } : null;

export type AuditEntry = Omit<typeof protectionAudit.$inferInsert, 'id' | 'userId' | 'ip' | 'createdAt'>;

export const audit = (db: Reader, who: { userId: number; ip: string; at: Date }, entry: AuditEntry) =>
  db.insert(protectionAudit).values({ userId: who.userId, ip: who.ip, createdAt: who.at, ...entry });
