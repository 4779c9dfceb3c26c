import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@/lib/contract/security';
import { clearFailures, countAttempt, lockedFor, loginLimits, revokeSessions, takeAttempt } from '../auth';
import { decrypt, encrypt, randomId, sha256, verifyPassword } from '../crypto';
import type { Db } from '../db';
import type { Config } from '../config';
import {
  loginAttempts,
  loginHistory,
  passkeys,
  recoveryCodes,
  securityAudit,
  sessions,
  siteConfigs,
  twoFactorChallenges,
  users,
  webauthnChallenges,
} from '../db/schema';
import { completeLogin, hasLoggedInFrom, recordLogin } from '../login';
import { badInput, iso, paged, Refusal, type AdminHandlers, type Handlers, type Visitor } from '../ops';
import { noteSecurityChange } from '../securityNotes';
import { siteOf } from './site';

export const CHALLENGE_MS = 5 * 60_000;
export const CHALLENGE_TRIES = 5;
/** Wrong second-step codes an account takes within an hour, whatever the challenge, address or password, before a lock. */
export const SECOND_STEP_MAX = 10;
export const SECOND_STEP_WINDOW_MS = 60 * 60_000;
export const SECOND_STEP_LOCK_MS = 15 * 60_000;
/** How long a proof of who the member is (a login, prove-identity) lets them change how they sign in. */
export const PROOF_MS = 5 * 60_000;
const TOTP_PERIOD = 30;
const SECRET_PURPOSE = 'totp-secret';

const totpOf = (secret: string, label = 'member', issuer = '') =>
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

async function brandOf(db: Db, host: string, market: Config['market']) {
  const [row] = host
    ? await db
        .select({ config: siteConfigs.config })
        .from(siteConfigs)
        .where(eq(siteConfigs.host, host.replace(/^www\./, '')))
    : [];
  const site = siteOf(row?.config, market);
  return site.name[site.defaultLanguage];
}

const audit = (db: Db, userId: number, action: (typeof securityAudit.$inferInsert)['action'], ip: string, at: Date) =>
  db.insert(securityAudit).values({ userId, action, ip, createdAt: at });

const secondStepKey = (userId: number) => `second-step:${userId}`;

/**
 * The second step, counted per account: a wrong code counts whichever challenge, address or fresh password it came
 * with; the tenth within the hour locks the account's second step for SECOND_STEP_LOCK_MS (and leaves a note), and
 * after the lock the next wrong code within that hour locks it again. A right code clears the count. `wait`: seconds.
 */
async function takeSecondStep(
  db: Db,
  secret: string,
  userId: number,
  code: string,
  visitor: Pick<Visitor, 'ip' | 'host'>,
  at: Date,
) {
  const key = secondStepKey(userId);
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
  await audit(db, userId, 'second_step_locked', visitor.ip, at);
  await noteSecurityChange(db, userId, 'second_step_locked', at, {
    host: visitor.host,
    until: new Date(at.getTime() + SECOND_STEP_LOCK_MS),
  });
  return { passed: false, checked: true, wait: SECOND_STEP_LOCK_MS / 1000 };
}

/** Whether this session proved who the member is (a login, prove-identity) within PROOF_MS. */
async function freshProof(db: Db, sessionId: string, at: Date) {
  const [row] = await db.select({ proofAt: sessions.proofAt }).from(sessions).where(eq(sessions.id, sessionId));
  return Boolean(row?.proofAt && at.getTime() - row.proofAt.getTime() <= PROOF_MS);
}
const NEEDS_PROOF = { status: 'proof' } as const;

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

/**
 * A code of the member's authenticator (taken once: its step must be later than the last one taken) or an unused
 * recovery code (spent by the same statement that finds it).
 */
async function takeSecondFactor(db: Db, secret: string, userId: number, code: string, ip: string, at: Date) {
  if (/^\d{6}$/.test(code)) {
    const [user] = await db.select({ totp: users.totpSecret }).from(users).where(eq(users.id, userId));
    const plain = user?.totp ? decrypt(secret, SECRET_PURPOSE, user.totp) : null;
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
  if (spent) await audit(db, userId, 'recovery_code_used', ip, at);
  return Boolean(spent);
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

const LOOPBACK = /^(?:localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * The site's relying party: the visitor's host, and the site's whole origin (scheme, host and port), which the browser
 * must report: https on the site's own host and port; plain http only on a loopback host, where browsers allow WebAuthn.
 */
function relyingParty({ host, siteHost, originUrl }: Visitor) {
  if (!host) throw badInput('host');
  const site = siteHost || host;
  const origin = LOOPBACK.test(host) && originUrl === `http://${site}` ? originUrl : `https://${site}`;
  return { rpID: host, origin };
}

/** What a ceremony must show: the challenge this site issued, its origin and relying party, and a verified user. */
const expected = (challenge: string, origin: string, rpID: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: origin,
  expectedRPID: rpID,
  requireUserVerification: true,
});

/** A response the library refuses (a bad signature, a malformed body) is a failed ceremony, not a server error. */
async function refusedAsNull<T>(verify: () => Promise<T>): Promise<T | null> {
  try {
    return await verify();
  } catch {
    return null;
  }
}

const challengeOf = (clientDataJSON: string) => {
  try {
    const challenge = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
};

/** Spends a WebAuthn challenge: it answers once, within its five minutes, on the host it was made for. */
async function takeWebauthnChallenge(
  db: Db,
  challenge: string | null,
  purpose: 'register' | 'login',
  rpId: string,
  at: Date,
  userId?: number,
) {
  if (!challenge) return false;
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.rpId, rpId),
        gt(webauthnChallenges.expiresAt, at),
        userId === undefined ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length > 0;
}

async function storeWebauthnChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'login',
  rpId: string,
  at: Date,
  userId?: number,
) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
  await db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, rpId, userId: userId ?? null, expiresAt: new Date(at.getTime() + CHALLENGE_MS) });
}

const wirePasskey = (row: typeof passkeys.$inferSelect) => ({
  id: row.id,
  name: row.name,
  host: row.rpId,
  createdAt: iso(row.createdAt)!,
  lastUsedAt: iso(row.lastUsedAt),
});

/** A session's id as the member sees it: a digest, so the list never shows what the backend token carries. */
const publicSessionId = (sid: string) => sha256(`session:${sid}`).slice(0, 22);

const liveSessions = (db: Db, userId: number, at: Date) =>
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

const wireLogin = (row: typeof loginHistory.$inferSelect) => ({
  time: iso(row.createdAt)!,
  address: row.ip,
  device: row.device,
  method: row.method,
  success: row.success,
});

export const securityRoutes = {
  'get-two-factor': async (_, { db, member }) => {
    const [[user], [left]] = await Promise.all([
      db
        .select({ since: users.totpSince, on: sql<boolean>`${users.totpSecret} is not null` })
        .from(users)
        .where(eq(users.id, member.id)),
      db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, member.id), isNull(recoveryCodes.usedAt))),
    ]);
    return { status: 'success', on: user.on, since: iso(user.since), recoveryCodesLeft: user.on ? left.n : 0 };
  },

  'start-two-factor': async (_, { db, secret, config, member, host, now }) => {
    const [user] = await db
      .select({ on: sql<boolean>`${users.totpSecret} is not null` })
      .from(users)
      .where(eq(users.id, member.id));
    if (user.on) return { status: 'already' };
    if (!(await freshProof(db, member.sessionId, now()))) return NEEDS_PROOF;
    const base32 = new Secret({ size: 20 }).base32;
    await db
      .update(users)
      .set({ totpPending: encrypt(secret, SECRET_PURPOSE, base32) })
      .where(eq(users.id, member.id));
    return {
      status: 'success',
      secret: base32,
      otpauthUrl: totpOf(base32, member.userId, await brandOf(db, host, config.market)).toString(),
    };
  },

  'confirm-two-factor': async ({ code }, { db, secret, member, ip, host, now }) => {
    const at = now();
    const [user] = await db
      .select({ on: isNotNull(users.totpSecret), pending: users.totpPending })
      .from(users)
      .where(eq(users.id, member.id));
    if (user.on) return { status: 'already' };
    const plain = user.pending ? decrypt(secret, SECRET_PURPOSE, user.pending) : null;
    if (!plain) return { status: 'none' };
    const step = stepOfCode(plain, code, at);
    if (step === null) return { status: 'pass' };
    const codes = newRecoveryCodes();
    const confirmed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ totpSecret: user.pending, totpPending: null, totpSince: at, totpLastStep: step })
        .where(and(eq(users.id, member.id), isNull(users.totpSecret), eq(users.totpPending, user.pending!)))
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((c) => ({ userId: member.id, hash: recoveryHash(member.id, c) })));
      await tx.insert(securityAudit).values({ userId: member.id, action: 'two_factor_on', ip, createdAt: at });
      await noteSecurityChange(tx, member.id, 'two_factor_on', at, { host });
      return true;
    });
    return confirmed ? { status: 'success', recoveryCodes: codes } : { status: 'already' };
  },

  // The password and a code asked here are the proof itself.
  'disable-two-factor': async ({ password, code }, { db, secret, config, member, ip, host, now }) => {
    const at = now();
    const [user] = await db
      .select({ hash: users.passwordHash, on: sql<boolean>`${users.totpSecret} is not null` })
      .from(users)
      .where(eq(users.id, member.id));
    if (!user.on) return { status: 'none' };
    // The same count as user-change-password: a stolen session gets no more guesses than the login door gives.
    const key = `password:${member.userId.toLowerCase()}`;
    const wait = await takeAttempt(db, [{ key, max: config.login.maxFailures }], config.login.lockMs, at);
    if (wait) throw new Refusal('too_many_requests', undefined, wait);
    if (!(await verifyPassword(password, user.hash))) return { status: 'pass' };
    const step = await takeSecondStep(db, secret, member.id, code, { ip, host }, at);
    if (step.wait) throw new Refusal('too_many_requests', undefined, step.wait);
    if (!step.passed) return { status: 'pass' };
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, totpPending: null, totpSince: null, totpLastStep: null })
        .where(eq(users.id, member.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
      await tx.insert(securityAudit).values({ userId: member.id, action: 'two_factor_off', ip, createdAt: at });
      await noteSecurityChange(tx, member.id, 'two_factor_off', at, { host });
    });
    return { status: 'success' };
  },

  'verify-two-factor': async ({ challenge, code }, { db, secret, config, now, ...visitor }) => {
    const at = now();
    // The try is taken before the code is checked, so codes sent together cannot pass the five between them.
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
    if (!taken) return { status: 'expired' };
    const [user] = await db
      .select({ id: users.id, userId: users.userId, state: users.state, mustChange: users.mustChangePassword })
      .from(users)
      .where(eq(users.id, taken.userId));
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
    const end = () =>
      db
        .update(twoFactorChallenges)
        .set({ endedAt: at })
        .where(and(eq(twoFactorChallenges.id, challenge), isNull(twoFactorChallenges.endedAt)))
        .returning({ id: twoFactorChallenges.id });

    const step =
      user.state === 'active'
        ? await takeSecondStep(db, secret, user.id, code, visitor, at)
        : { passed: false, checked: true, wait: null };
    if (step.passed) {
      if ((await end()).length === 0) return { status: 'expired' };
      // One row for the whole login, naming both steps: the password alone left none.
      return completeLogin({ db, secret, config }, user, 'password-two-factor', visitor, at);
    }
    if (step.checked) await recordLogin(db, user.id, 'two-factor', false, visitor, at);
    // A wrong code counts as a wrong password would, toward the same lockout, and toward the account's own count.
    const wait = step.checked ? ((await takeAttempt(db, limits, config.login.lockMs, at)) ?? step.wait) : step.wait;
    const triesLeft = CHALLENGE_TRIES - taken.tries;
    if (triesLeft <= 0 || wait) await end();
    if (wait) return { status: 'time', retryAfter: wait };
    return { status: 'pass', triesLeft };
  },

  'start-passkey-registration': async (_, { db, secret, config, member, now, ...visitor }) => {
    const at = now();
    const { rpID } = relyingParty(visitor);
    if (!(await freshProof(db, member.sessionId, at))) return NEEDS_PROOF;
    const own = await db
      .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(and(eq(passkeys.userId, member.id), eq(passkeys.rpId, rpID)));
    const options = await generateRegistrationOptions({
      rpName: await brandOf(db, visitor.host, config.market),
      rpID,
      userName: member.userId,
      userDisplayName: member.nick,
      // Stable per member and opaque: the authenticator keeps one passkey per member and site.
      userID: createHmac('sha256', secret).update(`webauthn-user.${member.id}`).digest(),
      attestationType: 'none',
      excludeCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_MS,
    });
    await storeWebauthnChallenge(db, options.challenge, 'register', rpID, at, member.id);
    return { status: 'success', options: { ...options } };
  },

  'finish-passkey-registration': async ({ name, credential }, { db, member, now, ...visitor }) => {
    const at = now();
    const { rpID, origin } = relyingParty(visitor);
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!(await takeWebauthnChallenge(db, challenge, 'register', rpID, at, member.id))) return { status: 'expired' };
    const verification = await refusedAsNull(() =>
      verifyRegistrationResponse({
        response: credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        ...expected(challenge!, origin, rpID),
      }),
    );
    if (!verification?.verified) return { status: 'pass' };
    const { credential: made } = verification.registrationInfo;
    const [row] = await db
      .insert(passkeys)
      .values({
        userId: member.id,
        credentialId: made.id,
        publicKey: Buffer.from(made.publicKey).toString('base64url'),
        counter: made.counter,
        transports: credential.response.transports ?? [],
        rpId: rpID,
        name,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { status: 'already' };
    await audit(db, member.id, 'passkey_added', visitor.ip, at);
    await noteSecurityChange(db, member.id, 'passkey_added', at, { host: visitor.host, name });
    return { status: 'success', passkey: wirePasskey(row) };
  },

  'get-passkeys': async (_, { db, member }) => {
    const rows = await db.select().from(passkeys).where(eq(passkeys.userId, member.id)).orderBy(passkeys.id);
    return { status: 'success', passkeys: rows.map(wirePasskey) };
  },

  'remove-passkey': async ({ id }, { db, member, ip, host, now }) => {
    const at = now();
    const rows = await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, member.id)))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (rows.length === 0) return { status: 'none' };
    await audit(db, member.id, 'passkey_removed', ip, at);
    await noteSecurityChange(db, member.id, 'passkey_removed', at, { host, name: rows[0].name });
    return { status: 'success' };
  },

  'start-passkey-login': async (_, { db, now, ...visitor }) => {
    const { rpID } = relyingParty(visitor);
    // No id asked: the browser offers the passkeys it holds for this host.
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', timeout: CHALLENGE_MS });
    await storeWebauthnChallenge(db, options.challenge, 'login', rpID, now());
    return { status: 'success', options: { ...options } };
  },

  'finish-passkey-login': async ({ credential }, { db, secret, config, now, ...visitor }) => {
    const at = now();
    const { rpID, origin } = relyingParty(visitor);
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!(await takeWebauthnChallenge(db, challenge, 'login', rpID, at))) return { status: 'expired' };
    const [found] = await db
      .select({ key: passkeys, user: { id: users.id, state: users.state, mustChange: users.mustChangePassword } })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(and(eq(passkeys.credentialId, credential.id), eq(passkeys.rpId, rpID)));
    if (!found) return { status: 'pass' };
    const { key, user } = found;
    const verification = await refusedAsNull(() =>
      verifyAuthenticationResponse({
        response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        ...expected(challenge!, origin, rpID),
        credential: {
          id: key.credentialId,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
          counter: key.counter,
          transports: key.transports as never,
        },
      }),
    );
    // The counter moves on from the one read, in the same statement: a cloned authenticator's older count is refused.
    const moved =
      verification?.verified &&
      (
        await db
          .update(passkeys)
          .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: at })
          .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
          .returning({ id: passkeys.id })
      ).length > 0;
    if (!moved || user.state !== 'active') {
      await recordLogin(db, user.id, 'passkey', false, visitor, at);
      return { status: 'pass' };
    }
    return completeLogin({ db, secret, config }, user, 'passkey', visitor, at);
  },

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
    await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, target.id), isNull(sessions.revokedAt)));
    return { status: 'success' };
  },

  'end-other-sessions': async (_, { db, member, ip, now }) => {
    const at = now();
    if (!(await freshProof(db, member.sessionId, at))) return NEEDS_PROOF;
    const ended = await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(sessions.userId, member.id),
          isNull(sessions.revokedAt),
          ne(sessions.id, member.sessionId),
          gt(sessions.expiresAt, at),
        ),
      )
      .returning({ id: sessions.id });
    if (ended.length > 0) await audit(db, member.id, 'sessions_ended', ip, at);
    return { status: 'success', ended: ended.length };
  },

  'renew-recovery-codes': async (_, { db, member, ip, host, now }) => {
    const at = now();
    const [user] = await db
      .select({ on: isNotNull(users.totpSecret) })
      .from(users)
      .where(eq(users.id, member.id));
    if (!user.on) return { status: 'none' };
    if (!(await freshProof(db, member.sessionId, at))) return NEEDS_PROOF;
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((c) => ({ userId: member.id, hash: recoveryHash(member.id, c) })));
      await tx.insert(securityAudit).values({ userId: member.id, action: 'recovery_codes_renewed', ip, createdAt: at });
      await noteSecurityChange(tx, member.id, 'recovery_codes_renewed', at, { host });
    });
    return { status: 'success', recoveryCodes: codes };
  },

  'prove-identity': async (proof, { db, secret, config, member, ip, host, now }) => {
    const at = now();
    if ('password' in proof) {
      // The login's count for this id, as user-change-password: a stolen session gets no more guesses here.
      const key = `password:${member.userId.toLowerCase()}`;
      const wait = await takeAttempt(db, [{ key, max: config.login.maxFailures }], config.login.lockMs, at);
      if (wait) return { status: 'time', retryAfter: wait };
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
      if (!(await verifyPassword(proof.password, user.hash))) return { status: 'pass' };
      await clearFailures(db, key);
    } else {
      const [user] = await db
        .select({ on: isNotNull(users.totpSecret) })
        .from(users)
        .where(eq(users.id, member.id));
      if (!user.on) return { status: 'none' };
      const step = await takeSecondStep(db, secret, member.id, proof.code, { ip, host }, at);
      if (step.wait) return { status: 'time', retryAfter: step.wait };
      if (!step.passed) return { status: 'pass' };
    }
    await db.update(sessions).set({ proofAt: at }).where(eq(sessions.id, member.sessionId));
    return { status: 'success', until: new Date(at.getTime() + PROOF_MS).toISOString() };
  },

  'get-login-history': async (page, { db, member }) => {
    const { limit, offset } = paged(page);
    const mine = eq(loginHistory.userId, member.id);
    const current = db
      .select({ id: loginHistory.id })
      .from(loginHistory)
      .where(eq(loginHistory.sessionId, member.sessionId));
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
            ne(loginHistory.sessionId, member.sessionId),
            sql`${loginHistory.id} < coalesce((${current}), 2147483647)`,
          ),
        )
        .orderBy(desc(loginHistory.id))
        .limit(1),
    ]);
    return { status: 'success', list: rows.map(wireLogin), maxCount: all.n, lastLogin: last ? wireLogin(last) : null };
  },
} satisfies Partial<Handlers>;

export const securityAdminRoutes = {
  'reset-two-factor': async ({ userId }, { db, now }) => {
    const at = now();
    const [user] = await db
      .select({ id: users.id, on: sql<boolean>`${users.totpSecret} is not null` })
      .from(users)
      .where(eq(users.userId, userId));
    if (!user) throw badInput('userId');
    const ended = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, totpPending: null, totpSince: null, totpLastStep: null })
        .where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      // Whoever asked the operator to reset may not be the member: no way in that the account had survives.
      await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
      await noteSecurityChange(tx, user.id, 'two_factor_reset', at);
      await tx
        .update(twoFactorChallenges)
        .set({ endedAt: at })
        .where(and(eq(twoFactorChallenges.userId, user.id), isNull(twoFactorChallenges.endedAt)));
      await tx
        .insert(securityAudit)
        .values({ userId: user.id, action: 'two_factor_reset', ip: 'operator', createdAt: at });
      return revokeSessions(tx, user.id, at).returning({ id: sessions.id });
    });
    return { status: 'success', wasOn: user.on, sessionsEnded: ended.length };
  },
} satisfies Partial<AdminHandlers>;
