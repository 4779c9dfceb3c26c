import { eq } from 'drizzle-orm';
import {
  clearFailures,
  lockedFor,
  memberOfSession,
  recordFailure,
  revokeSessions,
  startSession,
  wireUser,
} from '../auth';
import { hashPassword, verifyPassword } from '../crypto';
import { sessions, users } from '../db/schema';
import type { Handlers } from '../ops';

export const userRoutes = {
  'user-do-login': async ({ userId, password }, { db, secret, config, ip, now }) => {
    const at = now();
    const idKey = `id:${userId.toLowerCase()}`;
    const ipKey = `ip:${ip}`;
    const wait = await lockedFor(db, [idKey, ipKey], at);
    if (wait > 0) return { status: 'time', retryAfter: Math.ceil(wait / 1000) };

    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, state: users.state })
      .from(users)
      .where(eq(users.userId, userId));
    const valid = await verifyPassword(password, user?.passwordHash);
    if (!valid || user.state !== 'active') {
      const { maxFailures, maxFailuresPerIp, lockMs } = config.login;
      await recordFailure(db, idKey, maxFailures, lockMs, at);
      await recordFailure(db, ipKey, maxFailuresPerIp, lockMs, at);
      return { status: 'pass' };
    }
    await clearFailures(db, idKey);
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

  'user-change-password': async ({ password, newPassword }, { db, member, now }) => {
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    if (!(await verifyPassword(password, user.hash))) return { status: 'pass' };
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, member.id));
    await revokeSessions(db, member.id, now(), member.sessionId);
    return { status: 'success' };
  },
} satisfies Partial<Handlers>;
