import { and, count, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@/lib/contract/security';
import { clearFailures, countAttempt, lockedFor, revokeSessions } from './auth';
import { decrypt, encrypt, randomId, sha256 } from './crypto';
import type { Db, Tx } from './db';
import { loginAttempts, passkeys, recoveryCodes, sessions, twoFactorChallenges, users } from './db/schema';
import type { Visitor } from './ops';
import { auditSecurity, noteSecurityChange } from './securityNotes';

export const CHALLENGE_MS = 5 * 60_000;
export const CHALLENGE_TRIES = 5;
/** Wrong second-step codes an account takes within an hour, whatever the challenge, address or password, before a lock. */
export const SECOND_STEP_MAX = 10;
export const SECOND_STEP_WINDOW_MS = 60 * 60_000;
export const SECOND_STEP_LOCK_MS = 15 * 60_000;
const TOTP_PERIOD = 30;
const SECRET_PURPOSE = 'totp-secret';

export const totpOf = (secret: string, label = 'member', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });

/** The 30-second step a code is right for, within one step either way of `at`; null when it is not. */
export function stepOfCode(secret: string, code: string, at: Date) {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / TOTP_PERIOD) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryCode = () => {
  const bytes = randomId(32);
  const chars = [...Buffer.from(bytes)].slice(0, 10).map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};
const recoveryHash = (userId: number, code: string) =>
  sha256(`recovery:${userId}:${code.toLowerCase().replace('-', '')}`);
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

type Where = Pick<Visitor, 'ip' | 'host'>;

/** A member's two-step state: whether it is on and since when, the secret waiting for its first code, the password. */
export async function twoFactorOf(db: Db, userId: number) {
  const [user] = await db
    .select({
      on: sql<boolean>`${users.totpSecret} is not null`,
      since: users.totpSince,
      pending: users.totpPending,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function recoveryCodesLeft(db: Db, userId: number) {
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return left.n;
}

/** Keeps a new secret (encrypted) until its first code confirms it. */
export const keepPendingSecret = (db: Db, secret: string, userId: number, base32: string) =>
  db
    .update(users)
    .set({ totpPending: encrypt(secret, SECRET_PURPOSE, base32) })
    .where(eq(users.id, userId));

export const plainSecret = (secret: string, stored: string | null) =>
  stored ? decrypt(secret, SECRET_PURPOSE, stored) : null;

/** Turns two-step on with the pending secret (unless it changed or is already on) and fresh recovery codes. */
export const confirmTwoFactor = (
  db: Db,
  userId: number,
  pending: string,
  step: number,
  codes: string[],
  where: Where,
  at: Date,
) =>
  db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ totpSecret: pending, totpPending: null, totpSince: at, totpLastStep: step })
      .where(and(eq(users.id, userId), isNull(users.totpSecret), eq(users.totpPending, pending)))
      .returning({ id: users.id });
    if (rows.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, hash: recoveryHash(userId, c) })));
    await auditSecurity(tx, userId, 'two_factor_on', where.ip, at);
    await noteSecurityChange(tx, userId, 'two_factor_on', at, { host: where.host });
    return true;
  });

/** Two-step off: no secret, pending or not, and no recovery codes. */
async function clearTwoFactor(tx: Tx, userId: number) {
  await tx
    .update(users)
    .set({ totpSecret: null, totpPending: null, totpSince: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export const disableTwoFactor = (db: Db, userId: number, where: Where, at: Date) =>
  db.transaction(async (tx) => {
    await clearTwoFactor(tx, userId);
    await auditSecurity(tx, userId, 'two_factor_off', where.ip, at);
    await noteSecurityChange(tx, userId, 'two_factor_off', at, { host: where.host });
  });

export const renewRecoveryCodes = (db: Db, userId: number, codes: string[], where: Where, at: Date) =>
  db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, hash: recoveryHash(userId, c) })));
    await auditSecurity(tx, userId, 'recovery_codes_renewed', where.ip, at);
    await noteSecurityChange(tx, userId, 'recovery_codes_renewed', at, { host: where.host });
  });

/**
 * An operator's reset: two-step off and every way in the account had (passkeys, open challenges, sessions) gone, since
 * whoever asked may not be the member. The sessions it ended.
 */
export const resetTwoFactor = (db: Db, userId: number, at: Date) =>
  db.transaction(async (tx) => {
    await clearTwoFactor(tx, userId);
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await noteSecurityChange(tx, userId, 'two_factor_reset', at);
    await tx
      .update(twoFactorChallenges)
      .set({ endedAt: at })
      .where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.endedAt)));
    await auditSecurity(tx, userId, 'two_factor_reset', 'operator', at);
    return revokeSessions(tx, userId, at).returning({ id: sessions.id });
  });

/** The member an operator names by their id, and whether their two-step is on. */
export async function twoFactorOfUserId(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, on: sql<boolean>`${users.totpSecret} is not null` })
    .from(users)
    .where(eq(users.userId, userId));
  return user;
}

/**
 * A code of the member's authenticator (taken once: its step must be later than the last one taken) or an unused
 * recovery code (spent by the same statement that finds it).
 */
async function takeSecondFactor(db: Db, secret: string, userId: number, code: string, ip: string, at: Date) {
  if (/^\d{6}$/.test(code)) {
    const [user] = await db.select({ totp: users.totpSecret }).from(users).where(eq(users.id, userId));
    const plain = plainSecret(secret, user?.totp ?? null);
    const step = plain ? stepOfCode(plain, code, at) : null;
    if (step === null) return false;
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    return taken.length > 0;
  }
  const [spent] = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.hash, recoveryHash(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (spent) await auditSecurity(db, userId, 'recovery_code_used', ip, at);
  return Boolean(spent);
}

/**
 * The second step, counted per account: a wrong code counts whichever challenge, address or fresh password it came
 * with; the tenth within the hour locks the account's second step for SECOND_STEP_LOCK_MS (and leaves a note), and
 * after the lock the next wrong code within that hour locks it again. A right code clears the count. `wait`: seconds.
 */
export async function takeSecondStep(db: Db, secret: string, userId: number, code: string, visitor: Where, at: Date) {
  const key = `second-step:${userId}`;
  const waitSeconds = async () => Math.ceil((await lockedFor(db, [key], at)) / 1000);
  const locked = await waitSeconds();
  if (locked > 0) return { passed: false, checked: false, wait: locked };
  await db
    .update(loginAttempts)
    .set({ failures: SECOND_STEP_MAX - 1, lockedUntil: null })
    .where(and(eq(loginAttempts.key, key), lte(loginAttempts.lockedUntil, at)));
  // Counted before the code is checked, so codes sent together cannot pass the limit between them.
  const failures = await countAttempt(db, key, SECOND_STEP_MAX, SECOND_STEP_LOCK_MS, at, SECOND_STEP_WINDOW_MS);
  if (failures > SECOND_STEP_MAX)
    return { passed: false, checked: false, wait: (await waitSeconds()) || SECOND_STEP_LOCK_MS / 1000 };
  if (await takeSecondFactor(db, secret, userId, code, visitor.ip, at)) {
    await clearFailures(db, key);
    return { passed: true, checked: true, wait: null };
  }
  if (failures < SECOND_STEP_MAX) return { passed: false, checked: true, wait: null };
  await auditSecurity(db, userId, 'second_step_locked', visitor.ip, at);
  await noteSecurityChange(db, userId, 'second_step_locked', at, {
    host: visitor.host,
    until: new Date(at.getTime() + SECOND_STEP_LOCK_MS),
  });
  return { passed: false, checked: true, wait: SECOND_STEP_LOCK_MS / 1000 };
}

/** user-do-login's answer for a member with two-step sign-in: a challenge for verify-two-factor, and no session. */
export async function startChallenge(db: Db, userId: number, visitor: Pick<Visitor, 'ip' | 'userAgent'>, at: Date) {
  const id = randomId(24);
  const expiresAt = new Date(at.getTime() + CHALLENGE_MS);
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, at));
  await db
    .insert(twoFactorChallenges)
    .values({ id, userId, ip: visitor.ip, userAgent: visitor.userAgent, createdAt: at, expiresAt });
  return { status: 'two-factor' as const, challenge: id, expiresAt: expiresAt.toISOString() };
}

/**
 * Takes one of a live challenge's tries, before its code is checked, so codes sent together cannot pass the five
 * between them: whose challenge it is and the tries taken; undefined when it is over.
 */
export async function takeChallengeTry(db: Db, challenge: string, at: Date) {
  const [taken] = await db
    .update(twoFactorChallenges)
    .set({ tries: sql`${twoFactorChallenges.tries} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, challenge),
        isNull(twoFactorChallenges.endedAt),
        gt(twoFactorChallenges.expiresAt, at),
        lt(twoFactorChallenges.tries, CHALLENGE_TRIES),
      ),
    )
    .returning({ userId: twoFactorChallenges.userId, tries: twoFactorChallenges.tries });
  return taken;
}

/** Ends a challenge; false when something else ended it first. */
export async function endChallenge(db: Db, challenge: string, at: Date) {
  const ended = await db
    .update(twoFactorChallenges)
    .set({ endedAt: at })
    .where(and(eq(twoFactorChallenges.id, challenge), isNull(twoFactorChallenges.endedAt)))
    .returning({ id: twoFactorChallenges.id });
  return ended.length > 0;
}

/** Who a challenge (or a passkey) signs in: what completeLogin needs. */
export async function signingInMember(db: Db, id: number) {
  const [user] = await db
    .select({ id: users.id, userId: users.userId, state: users.state, mustChange: users.mustChangePassword })
    .from(users)
    .where(eq(users.id, id));
  return user;
}
