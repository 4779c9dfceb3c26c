import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { randomId, seal, unseal } from './crypto';
import { deviceOf } from './device';
import type { Db, Tx } from './db';
import { helps, loginAttempts, notes, sessions, settings, users } from './db/schema';
import { hostCurrency } from './market';

export const SESSION_MS = 28_800_000;

export async function tokenSecret(db: Db, configured: string | undefined) {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: 'token_secret', value: randomId(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'token_secret'));
  return row.value;
}

export async function startSession(db: Db, secret: string, userId: number, ip: string, now: Date, userAgent = '') {
  const id = randomId();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  const balanceAtLogin = sql<number>`(select ${users.balance} from ${users} where ${users.id} = ${userId})`;
  const device = deviceOf(userAgent);
  // A login is a proof of who the member is: for five minutes it also lets them change how they sign in.
  await db.insert(sessions).values({
    id,
    userId,
    ip,
    createdAt: now,
    expiresAt,
    balanceAtLogin,
    userAgent,
    device,
    lastSeenAt: now,
    proofAt: now,
  });
  return { id, token: seal(secret, 'session', { sid: id, exp: expiresAt.getTime() }), expiresAt };
}

export const revokeSessions = (db: Db | Tx, userId: number, now: Date, except?: string) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));

const noteCount = sql<number>`(select count(*)::int from ${notes} where ${notes.userId} = ${users.id}
  and ${notes.readAt} is null and ${notes.deletedAt} is null)`;
const helpCount = sql<number>`(select count(*)::int from ${helps} where ${helps.userId} = ${users.id}
  and ${helps.answer} is not null and ${helps.answerReadAt} is null and ${helps.deletedAt} is null)`;

const memberColumns = {
  id: users.id,
  sessionId: sessions.id,
  userId: users.userId,
  nick: users.nick,
  phone: users.phone,
  rolling: users.rolling,
  balance: users.balance,
  bankname: users.bankname,
  bankOwner: users.bankOwner,
  banknum: users.banknum,
  level: users.level,
  gameMoney: users.gameMoney,
  currency: users.currency,
  homeHost: users.homeHost,
  lastSeenAt: sessions.lastSeenAt,
  // The session summary's start, read with the session itself.
  loginAt: sessions.createdAt,
  balanceAtLogin: sessions.balanceAtLogin,
};

/** The visitor's host and the default site's currency: a session is one only on a host of the member's currency. */
export interface HostMarket {
  host: string;
  defaultCurrency: string;
}

const live = (sessionId: string, now: Date, site?: HostMarket) =>
  and(
    eq(sessions.id, sessionId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    eq(users.state, 'active'),
    eq(users.mustChangePassword, false),
    site ? eq(users.currency, hostCurrency(site.host, site.defaultCurrency)) : undefined,
  );

/** The member behind a live session, in one SQL round trip. */
export async function memberOfSession(db: Db, sessionId: string, now: Date, site?: HostMarket) {
  const [row] = await db
    .select(memberColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(live(sessionId, now, site));
  return row ?? null;
}

/**
 * The same with the unread notes and answers, still one round trip: only health-check and login answer with them,
 * and counting was a third of every other authenticated request's work.
 */
export async function countedMemberOfSession(db: Db, sessionId: string, now: Date, site?: HostMarket) {
  const [row] = await db
    .select({ ...memberColumns, noteCount, helpCount })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(live(sessionId, now, site));
  return row ?? null;
}

export type Member = NonNullable<Awaited<ReturnType<typeof memberOfSession>>>;
export type CountedMember = NonNullable<Awaited<ReturnType<typeof countedMemberOfSession>>>;

const LAST_SEEN_STEP_MS = 60_000;

const bearerToken = (header: string | undefined) => /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header ?? '')?.[1];

/** The member a bearer token names, when its session lives and the visitor's host (`site`) is of the member's market. */
export async function memberOfAuthorization(
  db: Db,
  secret: string,
  header: string | undefined,
  now: Date,
  { counts = false, site }: { counts?: boolean; site?: HostMarket } = {},
): Promise<Member | CountedMember | null> {
  const token = bearerToken(header);
  const claims = token ? unseal(secret, 'session', token, now) : null;
  if (typeof claims?.sid !== 'string') return null;
  const member = await (counts ? countedMemberOfSession : memberOfSession)(db, claims.sid, now, site);
  // Last seen to the minute: most requests then write nothing.
  if (member && (!member.lastSeenAt || now.getTime() - member.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, member.sessionId));
  }
  return member;
}

/** The login's answer after reset-password: this token reaches user-change-password and nothing else. */
export const CHANGE_TOKEN_MS = 15 * 60_000;
export const changeToken = (secret: string, userId: number, expiresAt: Date) =>
  seal(secret, 'password-change', { uid: userId, exp: expiresAt.getTime() });

export async function changerOfAuthorization(db: Db, secret: string, header: string | undefined, now: Date) {
  const token = bearerToken(header);
  const claims = token ? unseal(secret, 'password-change', token, now) : null;
  if (typeof claims?.uid !== 'number') return null;
  const [row] = await db
    .select({ id: users.id, userId: users.userId })
    .from(users)
    .where(and(eq(users.id, claims.uid), eq(users.state, 'active'), eq(users.mustChangePassword, true)));
  return row ?? null;
}

export const wireUser = ({
  id: _id,
  sessionId: _sid,
  lastSeenAt: _seen,
  loginAt: _at,
  balanceAtLogin: _start,
  currency: _cur,
  homeHost: _home,
  gameMoney,
  ...user
}: CountedMember) => ({
  ...user,
  in_balance: gameMoney,
});

/** Milliseconds until every given throttle key is unlocked (0 when none is locked). */
export async function lockedFor(db: Db, keys: string[], now: Date) {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.lockedUntil, now)));
  return Math.max(0, ...rows.map((r) => r.lockedUntil!.getTime() - now.getTime()));
}

/**
 * Counts a login attempt in the key's window before its password is checked, and returns its number there. One
 * statement, so attempts sent together (or to another instance on the same database) each get their own number and
 * cannot all slip past a lock that none of them had reached yet; the attempt that reaches `max` locks the key. A
 * wrong password then needs nothing more, a right one takes its attempt back (`clearFailures`, `releaseAttempt`).
 */
export async function countAttempt(
  db: Db,
  key: string,
  max: number,
  lockMs: number,
  now: Date,
  windowMs = lockMs,
): Promise<number> {
  const windowOpen = sql`${loginAttempts.windowStart} > ${new Date(now.getTime() - windowMs)}::timestamptz`;
  const failures = sql`case when ${windowOpen} then ${loginAttempts.failures} + 1 else 1 end`;
  const lockedUntil = new Date(now.getTime() + lockMs);
  const notLocked = sql`(${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= ${now}::timestamptz)`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockedUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures,
        windowStart: sql`case when ${windowOpen} then ${loginAttempts.windowStart} else ${now}::timestamptz end`,
        // A lock already running is not pushed further by the attempts it refuses.
        lockedUntil: sql`case when ${failures} >= ${max}::int and ${notLocked} then ${lockedUntil}::timestamptz else ${loginAttempts.lockedUntil} end`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return row.failures;
}

/**
 * The gate before a password is checked: seconds to wait when a key is locked or this attempt goes past its key's
 * limit, else null (the attempt is counted; a right password then takes it back).
 */
export async function takeAttempt(
  db: Db,
  limits: { key: string; max: number; windowMs?: number }[],
  lockMs: number,
  now: Date,
): Promise<number | null> {
  const keys = limits.map(({ key }) => key);
  const waitSeconds = async () => Math.ceil((await lockedFor(db, keys, now)) / 1000);
  const locked = await waitSeconds();
  if (locked > 0) return locked;
  let over = false;
  for (const { key, max, windowMs } of limits)
    if ((await countAttempt(db, key, max, lockMs, now, windowMs)) > max) over = true;
  return over ? (await waitSeconds()) || Math.ceil(lockMs / 1000) : null;
}

/** Takes back an attempt `countAttempt` counted that was a success; a lock that only this attempt reached is lifted. */
export async function releaseAttempt(db: Db, key: string, max: number) {
  await db
    .update(loginAttempts)
    .set({
      failures: sql`greatest(${loginAttempts.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginAttempts.failures} - 1 < ${max}::int then null else ${loginAttempts.lockedUntil} end`,
    })
    .where(eq(loginAttempts.key, key));
}

type LoginLimitConfig = { login: { maxFailures: number; maxFailuresPerIp: number; maxFailuresPerId: number } };

/** The login door's counts for an id at an address: the pair, the address, and the id unless the address is the member's usual one. */
export const loginLimits = ({ login }: LoginLimitConfig, id: string, ip: string, usual: boolean) => [
  { key: `id-ip:${id}:${ip}`, max: login.maxFailures },
  { key: `ip:${ip}`, max: login.maxFailuresPerIp },
  ...(usual ? [] : [{ key: `id:${id}`, max: login.maxFailuresPerId }]),
];

/** A right password: the pair's failures are forgiven, the address's and the id's get this attempt back. */
export async function releaseLogin(db: Db, [pair, ...rest]: { key: string; max: number }[]) {
  await clearFailures(db, pair.key);
  for (const { key, max } of rest) await releaseAttempt(db, key, max);
}

export const clearFailures = (db: Db, key: string) => db.delete(loginAttempts).where(eq(loginAttempts.key, key));
