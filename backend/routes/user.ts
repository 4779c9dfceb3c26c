import { eq } from 'drizzle-orm';
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
import { sessions, users } from '../db/schema';
import { Refusal, type Handlers } from '../ops';

export const userRoutes = {
  'user-do-login': async ({ userId, password }, { db, secret, config, ip, now }) => {
    const at = now();
    const idKey = `id:${userId.toLowerCase()}`;
    const ipKey = `ip:${ip}`;
    // Counted before the password is checked: a burst of guesses sent at once all pass a plain lock check together,
    // and would otherwise each be verified (one of them right) before any failure was recorded.
    const { maxFailures, maxFailuresPerIp, lockMs } = config.login;
    const wait = await takeAttempt(db, [{ key: idKey, max: maxFailures }, { key: ipKey, max: maxFailuresPerIp }], lockMs, at);
    if (wait) return { status: 'time', retryAfter: wait };

    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, state: users.state })
      .from(users)
      .where(eq(users.userId, userId));
    const valid = await verifyPassword(password, user?.passwordHash);
    if (!valid || user.state !== 'active') return { status: 'pass' };
    await clearFailures(db, idKey);
    await releaseAttempt(db, ipKey, maxFailuresPerIp);
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

  'get-in-game-balance': async (_, { member }) => ({
    status: 'success',
    gameMoney: 0,
    balance: member.balance,
    rolling: member.rolling,
    userId: member.userId,
  }),

  'user-change-password': async ({ password, newPassword }, { db, member, config, now }) => {
    // The login's count for this id: a stolen session gets no more guesses at the password than the login door gives.
    const at = now();
    const idKey = `id:${member.userId.toLowerCase()}`;
    const wait = await takeAttempt(db, [{ key: idKey, max: config.login.maxFailures }], config.login.lockMs, at);
    if (wait) throw new Refusal('too_many_requests', undefined, wait);

    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    if (!(await verifyPassword(password, user.hash))) return { status: 'pass' };
    await clearFailures(db, idKey);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, member.id));
    await revokeSessions(db, member.id, now(), member.sessionId);
    return { status: 'success' };
  },
} satisfies Partial<Handlers>;
