import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { requestStatusOnWire } from '@/lib/contract/wallet';
import type { Db, Tx } from './db';
import { ledger, users, walletLocks, walletRequests } from './db/schema';
import { badInput, iso } from './ops';

type WalletRequest = typeof walletRequests.$inferSelect;
type Kind = WalletRequest['kind'];

export const wireRequest = (r: WalletRequest) => ({
  id: r.id,
  requestId: r.requestId,
  amount: r.amount,
  status: requestStatusOnWire[r.status],
  regDate: iso(r.createdAt)!,
  doneDate: iso(r.doneAt),
});

/** Runs `work` in a transaction; a `null` result rolls it back and is returned as `null`. */
export async function atomically<T>(db: Db, work: (tx: Tx) => Promise<T | null>): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (result === null) tx.rollback();
      return result;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

async function credit(
  tx: Tx,
  { userId, amount, id: walletRequestId, currency, host }: WalletRequest,
  reason: 'deposit' | 'withdraw_cancel',
) {
  const [user] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ balance: users.balance });
  // In the request's currency, named with the host it was asked on: the operator's approval is no host of its own.
  await tx.insert(ledger).values({ userId, balanceDelta: amount, reason, walletRequestId, currency, host });
  return user.balance;
}

/** The earlier request under this client id, or null; a reused id with another kind or amount is bad input. */
export async function earlierRequest(db: Db | Tx, userId: number, requestId: string, kind: Kind, amount: number) {
  const [row] = await db
    .select()
    .from(walletRequests)
    .where(and(eq(walletRequests.userId, userId), eq(walletRequests.requestId, requestId)));
  if (row && (row.kind !== kind || row.amount !== amount)) throw badInput('requestId');
  return row ?? null;
}

/**
 * An amount under the operator's minimum or off its step is refused (400 `amount`) before anything is recorded. The
 * earlier request is looked up only then, so a repeat of a request accepted before the rules changed still gets its
 * first answer rather than a refusal that says nothing was recorded. Returns that request, or null: apply the amount.
 */
export async function repeatOffRules(
  db: Db,
  { userId, requestId, kind, amount }: { userId: number; requestId: string; kind: Kind; amount: number },
  { min, step }: { min: number; step: number },
) {
  if (amount >= min && amount % step === 0) return null;
  const earlier = await earlierRequest(db, userId, requestId, kind, amount);
  if (!earlier) throw badInput('amount');
  return earlier;
}

/**
 * Moves a waiting request to its final state exactly once (the status check is in the UPDATE);
 * an approved deposit or a cancelled withdraw credits the member in the same transaction.
 */
export async function settle(
  db: Db,
  { id, kind, to, userId, now }: { id: number; kind: Kind; to: 'approved' | 'cancelled'; userId?: number; now: Date },
) {
  const owned = and(
    eq(walletRequests.id, id),
    eq(walletRequests.kind, kind),
    userId ? eq(walletRequests.userId, userId) : undefined,
  );
  const done = await atomically(db, async (tx) => {
    const [row] = await tx
      .update(walletRequests)
      .set({ status: to, doneAt: now })
      .where(and(owned, eq(walletRequests.status, 'waiting')))
      .returning();
    if (!row) return null;
    const reason = kind === 'deposit' ? to === 'approved' && 'deposit' : to === 'cancelled' && 'withdraw_cancel';
    if (reason) return { balance: await credit(tx, row, reason) };
    const [user] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, row.userId));
    return user;
  });
  if (done) return { status: 'success' as const, ...done };
  const [exists] = await db.select({ id: walletRequests.id }).from(walletRequests).where(owned);
  if (!exists) throw badInput('id');
  return { status: 'already' as const };
}

/** The deposit or withdraw locks in force for a member now: the operator's for everyone and the member's own. */
export async function walletLocksOf(db: Db | Tx, userId: number, now: Date, kind?: Kind) {
  const rows = await db
    .select()
    .from(walletLocks)
    .where(
      and(
        kind ? eq(walletLocks.kind, kind) : undefined,
        or(isNull(walletLocks.userId), eq(walletLocks.userId, userId)),
        isNull(walletLocks.liftedAt),
        or(isNull(walletLocks.endsAt), gt(walletLocks.endsAt, now)),
      ),
    )
    .orderBy(asc(walletLocks.id));
  return rows.map((row) => ({
    kind: row.kind,
    reason: row.reason,
    until: iso(row.endsAt),
    everyone: row.userId === null,
  }));
}

/** The refusal of a locked deposit or withdraw, or null when none applies. */
export async function lockedRefusal(db: Db | Tx, userId: number, kind: Kind, now: Date) {
  const [lock] = await walletLocksOf(db, userId, now, kind);
  return lock ? { status: 'locked' as const, lock } : null;
}
