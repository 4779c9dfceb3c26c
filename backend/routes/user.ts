import { eq } from 'drizzle-orm';
import { clearFailures, loginLimits, releaseLogin, revokeSessions, takeAttempt, wireUser } from '../auth';
import { hashPassword, verifyPassword } from '../crypto';
import { sessions, users } from '../db/schema';
import { transferOut } from '../gameWallet';
import { completeLogin, hasLoggedInFrom, recordLogin } from '../login';
import { otherMarket } from '../market';
import { badInput, Refusal, type Ctx, type Handlers, type PasswordChanger } from '../ops';
import { startChallenge } from '../twoFactor';

/** The forced change after reset-password: the temporary password is checked like a current one and cannot stay. */
async function changeTemporaryPassword(
  { password, newPassword }: { password: string; newPassword: string },
  { db, config, now }: Ctx<'user-change-password'>,
  changer: PasswordChanger,
) {
  const at = now();
  const key = `password:${changer.userId.toLowerCase()}`;
  const wait = await takeAttempt(db, [{ key, max: config.login.maxFailures }], config.login.lockMs, at);
  if (wait) throw new Refusal('too_many_requests', undefined, wait);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, changer.id));
  if (!(await verifyPassword(password, user.hash))) return { status: 'pass' as const };
  await clearFailures(db, key);
  if (newPassword === password) throw badInput('newPassword');
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash, mustChangePassword: false }).where(eq(users.id, changer.id));
    await revokeSessions(tx, changer.id, at);
  });
  return { status: 'success' as const };
}

export const userRoutes = {
  'user-do-login': async ({ userId, password }, { db, secret, config, ip, now, ...visitor }) => {
    const at = now();
    const id = userId.toLowerCase();
    const [user] = await db
      .select({
        id: users.id,
        passwordHash: users.passwordHash,
        state: users.state,
        mustChange: users.mustChangePassword,
        totp: users.totpSecret,
      })
      .from(users)
      .where(eq(users.userId, userId));
    // A rival's guesses lock the id at their own address; at every address only far later, and never at the member's.
    const usual = user ? await hasLoggedInFrom(db, user.id, ip) : false;
    const limits = loginLimits(config, id, ip, usual);
    // Counted before the password is checked: a burst of guesses sent at once all pass a plain lock check together,
    // and would otherwise each be verified (one of them right) before any failure was recorded.
    const wait = await takeAttempt(db, limits, config.login.lockMs, at);
    if (wait) return { status: 'time', retryAfter: wait };

    const valid = await verifyPassword(password, user?.passwordHash);
    if (!valid || user.state !== 'active') {
      if (user) await recordLogin(db, user.id, 'password', false, { ip, ...visitor }, at);
      return { status: 'pass' };
    }
    await releaseLogin(db, limits);
    // Before the second step too: no code is asked where the account cannot sign in anyway.
    const elsewhere = await otherMarket(db, config, user.id, visitor.host);
    if (elsewhere) return elsewhere;
    // No row yet: the login is one row once its second step is in (verify-two-factor), so a password alone never looks signed in.
    if (user.totp && config.siteFeatures.includes('two-factor')) {
      return startChallenge(db, user.id, { ip, ...visitor }, at);
    }
    return completeLogin({ db, secret, config }, user, 'password', { ip, ...visitor }, at);
  },

  'user-do-logout': async (_, { db, member, host, now }) => {
    await transferOut(db, member.id, host);
    await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, member.sessionId));
    return { status: 'success' };
  },

  'health-check': async (_, { member }) => ({
    status: 'authenticated',
    user: wireUser(member),
    noteCount: member.noteCount,
    helpCount: member.helpCount,
  }),

  'get-member': async (_, { db, member }) => {
    const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, member.id));
    return { status: 'success', user: { ...wireUser(member), regDate: row.createdAt.toISOString() } };
  },

  'get-in-game-balance': async (_, { member }) => ({
    status: 'success',
    gameMoney: member.gameMoney,
    balance: member.balance,
    rolling: member.rolling,
    userId: member.userId,
  }),

  'user-change-password': async (params, ctx) => {
    if (ctx.changer) return changeTemporaryPassword(params, ctx, ctx.changer);
    const { password, newPassword } = params;
    const { db, member, config, now } = ctx;
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
