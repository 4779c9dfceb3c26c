import { and, eq } from 'drizzle-orm';
import {
  clearFailures,
  memberOfSession,
  releaseAttempt,
  revokeSessions,
  startSession,
  takeAttempt,
  wireUser,
} from '../auth';
import { hashPassword, verifyPassword } from '../crypto';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import { Refusal, type Handlers } from '../ops';

/** Whether the member has ever logged in from this address (a session, live or not, started there). */
async function hasLoggedInFrom(db: Db, userId: number, ip: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return Boolean(row);
}

export const userRoutes = {
  'user-do-login': async ({ userId, password }, { db, secret, config, ip, now }) => {
    const at = now();
    const id = userId.toLowerCase();
    const pairKey = `id-ip:${id}:${ip}`;
    const idKey = `id:${id}`;
    const ipKey = `ip:${ip}`;
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, state: users.state })
      .from(users)
      .where(eq(users.userId, userId));
    // A rival's guesses lock the id at their own address; at every address only far later, and never at the member's.
    const { maxFailures, maxFailuresPerIp, maxFailuresPerId, lockMs } = config.login;
    const usual = user ? await hasLoggedInFrom(db, user.id, ip) : false;
    const limits = [
      { key: pairKey, max: maxFailures },
      { key: ipKey, max: maxFailuresPerIp },
      ...(usual ? [] : [{ key: idKey, max: maxFailuresPerId }]),
    ];
    // Counted before the password is checked: a burst of guesses sent at once all pass a plain lock check together,
    // and would otherwise each be verified (one of them right) before any failure was recorded.
    const wait = await takeAttempt(db, limits, lockMs, at);
    if (wait) return { status: 'time', retryAfter: wait };

    const valid = await verifyPassword(password, user?.passwordHash);
    if (!valid || user.state !== 'active') return { status: 'pass' };
    await clearFailures(db, pairKey);
    await releaseAttempt(db, ipKey, maxFailuresPerIp);
    if (!usual) await releaseAttempt(db, idKey, maxFailuresPerId);
    const session = await startSession(db, secret, user.id, ip, at);
    const member = await memberOfSession(db, session.id, at);
    return { status: 'success', token: session.token, user: wireUser(member!), expiresAt: session.expiresAt.toISOString() };
  },

  'user-do-logout': async (_, { db, member, now }) => {
    await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, member.sessionId));
    return { status: 'success' };
  },

  'health-check': async (_, { member }) => ({
    status: 'authenticated',
    user: wireUser(member),
    noteCount: member.noteCount,
    helpCount: member.helpCount,
  }),

  'get-in-game-balance': async (_, { db, member }) => {
    const [session] = await db.select({ gameMoney: sessions.gameMoney }).from(sessions).where(eq(sessions.id, member.sessionId));
    return { status: 'success', gameMoney: session?.gameMoney ?? 0, balance: member.balance, rolling: member.rolling, userId: member.userId };
  },

  'user-change-password': async ({ password, newPassword }, { db, member, config, now }) => {
    // The login's count for this id: a stolen session gets no more guesses at the password than the login door gives.
    const at = now();
    const key = `password:${member.userId.toLowerCase()}`;
    const wait = await takeAttempt(db, [{ key, max: config.login.maxFailures }], config.login.lockMs, at);
    if (wait) throw new Refusal('too_many_requests', undefined, wait);

    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    if (!(await verifyPassword(password, user.hash))) return { status: 'pass' };
    await clearFailures(db, key);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, member.id));
    await revokeSessions(db, member.id, now(), member.sessionId);
    return { status: 'success' };
  },
} satisfies Partial<Handlers>;
