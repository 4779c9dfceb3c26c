import { Secret } from 'otpauth';
import { clearFailures, lockedFor, loginLimits, takeAttempt } from '../auth';
import { sha256, verifyPassword } from '../crypto';
import type { loginHistory } from '../db/schema';
import { completeLogin, hasLoggedInFrom, recordLogin } from '../login';
import {
  endOtherSessions,
  endSession,
  freshProof,
  keepProof,
  liveSessions,
  loginHistoryPage,
  PROOF_MS,
} from '../memberSessions';
import { badInput, iso, paged, Refusal, type AdminHandlers, type Handlers } from '../ops';
import { auditSecurity } from '../securityNotes';
import {
  CHALLENGE_TRIES,
  confirmTwoFactor,
  disableTwoFactor,
  endChallenge,
  keepPendingSecret,
  newRecoveryCodes,
  plainSecret,
  recoveryCodesLeft,
  renewRecoveryCodes,
  resetTwoFactor,
  signingInMember,
  stepOfCode,
  takeChallengeTry,
  takeSecondStep,
  totpOf,
  twoFactorOf,
  twoFactorOfUserId,
} from '../twoFactor';
import { passkeyRoutes } from './passkeys';
import { brandOf } from './site';

const NEEDS_PROOF = { status: 'proof' } as const;

/** A session's id as the member sees it: a digest, so the list never shows what the backend token carries. */
const publicSessionId = (sid: string) => sha256(`session:${sid}`).slice(0, 22);

const wireLogin = (row: typeof loginHistory.$inferSelect) => ({
  time: iso(row.createdAt)!,
  address: row.ip,
  device: row.device,
  method: row.method,
  success: row.success,
});

/** How a member signs in and where they are signed in: two-step, passkeys (routes/passkeys.ts), sessions, proof. */
export const securityRoutes = {
  'get-two-factor': async (_, { db, member }) => {
    const [user, left] = await Promise.all([twoFactorOf(db, member.id), recoveryCodesLeft(db, member.id)]);
    return { status: 'success', on: user.on, since: iso(user.since), recoveryCodesLeft: user.on ? left : 0 };
  },

  'start-two-factor': async (_, { db, secret, config, member, host, now }) => {
    const user = await twoFactorOf(db, member.id);
    if (user.on) return { status: 'already' };
    if (!(await freshProof(db, member.sessionId, now()))) return NEEDS_PROOF;
    const base32 = new Secret({ size: 20 }).base32;
    await keepPendingSecret(db, secret, member.id, base32);
    return {
      status: 'success',
      secret: base32,
      otpauthUrl: totpOf(base32, member.userId, await brandOf(db, host, config.market)).toString(),
    };
  },

  'confirm-two-factor': async ({ code }, { db, secret, member, ip, host, now }) => {
    const at = now();
    const user = await twoFactorOf(db, member.id);
    if (user.on) return { status: 'already' };
    const plain = plainSecret(secret, user.pending);
    if (!plain) return { status: 'none' };
    const step = stepOfCode(plain, code, at);
    if (step === null) return { status: 'pass' };
    const codes = newRecoveryCodes();
    const confirmed = await confirmTwoFactor(db, member.id, user.pending!, step, codes, { ip, host }, at);
    return confirmed ? { status: 'success', recoveryCodes: codes } : { status: 'already' };
  },

  // The password and a code asked here are the proof itself.
  'disable-two-factor': async ({ password, code }, { db, secret, config, member, ip, host, now }) => {
    const at = now();
    const user = await twoFactorOf(db, member.id);
    if (!user.on) return { status: 'none' };
    // The same count as user-change-password: a stolen session gets no more guesses than the login door gives.
    const key = `password:${member.userId.toLowerCase()}`;
    const wait = await takeAttempt(db, [{ key, max: config.login.maxFailures }], config.login.lockMs, at);
    if (wait) throw new Refusal('too_many_requests', undefined, wait);
    if (!(await verifyPassword(password, user.passwordHash))) return { status: 'pass' };
    const step = await takeSecondStep(db, secret, member.id, code, { ip, host }, at);
    if (step.wait) throw new Refusal('too_many_requests', undefined, step.wait);
    if (!step.passed) return { status: 'pass' };
    await disableTwoFactor(db, member.id, { ip, host }, at);
    return { status: 'success' };
  },

  'verify-two-factor': async ({ challenge, code }, { db, secret, config, now, ...visitor }) => {
    const at = now();
    const taken = await takeChallengeTry(db, challenge, at);
    if (!taken) return { status: 'expired' };
    const user = await signingInMember(db, taken.userId);
    const limits = loginLimits(
      config,
      user.userId.toLowerCase(),
      visitor.ip,
      await hasLoggedInFrom(db, user.id, visitor.ip),
    );
    const locked = Math.ceil(
      (await lockedFor(
        db,
        limits.map((l) => l.key),
        at,
      )) / 1000,
    );
    if (locked > 0) return { status: 'time', retryAfter: locked };

    const step =
      user.state === 'active'
        ? await takeSecondStep(db, secret, user.id, code, visitor, at)
        : { passed: false, checked: true, wait: null };
    if (step.passed) {
      if (!(await endChallenge(db, challenge, at))) return { status: 'expired' };
      // One row for the whole login, naming both steps: the password alone left none.
      return completeLogin({ db, secret, config }, user, 'password-two-factor', visitor, at);
    }
    if (step.checked) await recordLogin(db, user.id, 'two-factor', false, visitor, at);
    // A wrong code counts as a wrong password would, toward the same lockout, and toward the account's own count.
    const wait = step.checked ? ((await takeAttempt(db, limits, config.login.lockMs, at)) ?? step.wait) : step.wait;
    const triesLeft = CHALLENGE_TRIES - taken.tries;
    if (triesLeft <= 0 || wait) await endChallenge(db, challenge, at);
    if (wait) return { status: 'time', retryAfter: wait };
    return { status: 'pass', triesLeft };
  },

  ...passkeyRoutes,

  'get-sessions': async (_, { db, member, now }) => {
    const rows = await liveSessions(db, member.id, now());
    return {
      status: 'success',
      sessions: rows.map((row) => ({
        id: publicSessionId(row.id),
        device: row.device || 'Unknown',
        address: row.ip,
        startedAt: iso(row.createdAt)!,
        lastSeenAt: iso(row.lastSeenAt ?? row.createdAt)!,
        current: row.id === member.sessionId,
      })),
    };
  },

  'end-session': async ({ id }, { db, member, now }) => {
    const at = now();
    const target = (await liveSessions(db, member.id, at)).find((row) => publicSessionId(row.id) === id);
    if (!target) return { status: 'none' };
    await endSession(db, target.id, at);
    return { status: 'success' };
  },

  'end-other-sessions': async (_, { db, member, ip, now }) => {
    const at = now();
    if (!(await freshProof(db, member.sessionId, at))) return NEEDS_PROOF;
    const ended = await endOtherSessions(db, member.id, member.sessionId, at);
    if (ended > 0) await auditSecurity(db, member.id, 'sessions_ended', ip, at);
    return { status: 'success', ended };
  },

  'renew-recovery-codes': async (_, { db, member, ip, host, now }) => {
    const at = now();
    const user = await twoFactorOf(db, member.id);
    if (!user.on) return { status: 'none' };
    if (!(await freshProof(db, member.sessionId, at))) return NEEDS_PROOF;
    const codes = newRecoveryCodes();
    await renewRecoveryCodes(db, member.id, codes, { ip, host }, at);
    return { status: 'success', recoveryCodes: codes };
  },

  'prove-identity': async (proof, { db, secret, config, member, ip, host, now }) => {
    const at = now();
    if ('password' in proof) {
      // The login's count for this id, as user-change-password: a stolen session gets no more guesses here.
      const key = `password:${member.userId.toLowerCase()}`;
      const wait = await takeAttempt(db, [{ key, max: config.login.maxFailures }], config.login.lockMs, at);
      if (wait) return { status: 'time', retryAfter: wait };
      const user = await twoFactorOf(db, member.id);
      if (!(await verifyPassword(proof.password, user.passwordHash))) return { status: 'pass' };
      await clearFailures(db, key);
    } else {
      const user = await twoFactorOf(db, member.id);
      if (!user.on) return { status: 'none' };
      const step = await takeSecondStep(db, secret, member.id, proof.code, { ip, host }, at);
      if (step.wait) return { status: 'time', retryAfter: step.wait };
      if (!step.passed) return { status: 'pass' };
    }
    await keepProof(db, member.sessionId, at);
    return { status: 'success', until: new Date(at.getTime() + PROOF_MS).toISOString() };
  },

  'get-login-history': async (page, { db, member }) => {
    const { rows, total, last } = await loginHistoryPage(db, member.id, member.sessionId, paged(page));
    return { status: 'success', list: rows.map(wireLogin), maxCount: total, lastLogin: last ? wireLogin(last) : null };
  },
} satisfies Partial<Handlers>;

export const securityAdminRoutes = {
  'reset-two-factor': async ({ userId }, { db, now }) => {
    const user = await twoFactorOfUserId(db, userId);
    if (!user) throw badInput('userId');
    const ended = await resetTwoFactor(db, user.id, now());
    return { status: 'success', wasOn: user.on, sessionsEnded: ended.length };
  },
} satisfies Partial<AdminHandlers>;
