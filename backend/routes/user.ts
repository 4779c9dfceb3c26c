import { eq } from 'drizzle-orm';
import {
  clearFailures,
  countAttempt,
  lockedFor,
  memberOfSession,
  releaseAttempt,
  revokeSessions,
  startSession,
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
    const locked = async () => {
      const wait = await lockedFor(db, [idKey, ipKey], at);
      return wait > 0 ? { status: 'time' as const, retryAfter: Math.ceil(wait / 1000) } : null;
    };
    const refused = await locked();
    if (refused) return refused;

    // Counted before the password is checked: a burst of guesses sent at once all pass the check above together,
    // and would otherwise each be verified (one of them right) before any failure was recorded.
    const { maxFailures, maxFailuresPerIp, lockMs } = config.login;
    const idAttempt = await countAttempt(db, idKey, maxFailures, lockMs, at);
    const ipAttempt = await countAttempt(db, ipKey, maxFailuresPerIp, lockMs, at);
    if (idAttempt > maxFailures || ipAttempt > maxFailuresPerIp) return (await locked()) ?? { status: 'time', retryAfter: Math.ceil(lockMs / 1000) };

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
    const { maxFailures, lockMs } = config.login;
    const wait = await lockedFor(db, [idKey], at);
    if (wait > 0) throw new Refusal('too_many_requests', undefined, Math.ceil(wait / 1000));
    if ((await countAttempt(db, idKey, maxFailures, lockMs, at)) > maxFailures) {
      throw new Refusal('too_many_requests', undefined, Math.ceil(((await lockedFor(db, [idKey], at)) || lockMs) / 1000));
    }

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
