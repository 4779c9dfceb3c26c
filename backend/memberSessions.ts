import { and, count, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from './db';
import { loginHistory, sessions } from './db/schema';

/** How long a proof of who the member is (a login, prove-identity) lets them change how they sign in. */
export const PROOF_MS = 5 * 60_000;

/** Whether this session proved who the member is (a login, prove-identity) within PROOF_MS. */
export async function freshProof(db: Db, sessionId: string, at: Date) {
  const [row] = await db.select({ proofAt: sessions.proofAt }).from(sessions).where(eq(sessions.id, sessionId));
  return Boolean(row?.proofAt && at.getTime() - row.proofAt.getTime() <= PROOF_MS);
}

export const keepProof = (db: Db, sessionId: string, at: Date) =>
  db.update(sessions).set({ proofAt: at }).where(eq(sessions.id, sessionId));

/** The member's sessions still open, the latest seen first. */
export const liveSessions = (db: Db, userId: number, at: Date) =>
  db
    .select({
      id: sessions.id,
      device: sessions.device,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));

export const endSession = (db: Db, sessionId: string, at: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Ends the member's open sessions but this one: how many. */
export async function endOtherSessions(db: Db, userId: number, sessionId: string, at: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ne(sessions.id, sessionId),
        gt(sessions.expiresAt, at),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * A page of the member's logins, newest first, their number, and the last login of another session before this one's.
 */
export async function loginHistoryPage(
  db: Db,
  userId: number,
  sessionId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  const mine = eq(loginHistory.userId, userId);
  const current = db.select({ id: loginHistory.id }).from(loginHistory).where(eq(loginHistory.sessionId, sessionId));
  const [rows, [all], [last]] = await Promise.all([
    db.select().from(loginHistory).where(mine).orderBy(desc(loginHistory.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(loginHistory).where(mine),
    db
      .select()
      .from(loginHistory)
      .where(
        and(
          mine,
          isNotNull(loginHistory.sessionId),
          ne(loginHistory.sessionId, sessionId),
          sql`${loginHistory.id} < coalesce((${current}), 2147483647)`,
        ),
      )
      .orderBy(desc(loginHistory.id))
      .limit(1),
  ]);
  return { rows, total: all.n, last };
}
