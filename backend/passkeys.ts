import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from './db';
import { passkeys, users, webauthnChallenges } from './db/schema';
import { CHALLENGE_MS } from './twoFactor';

type Purpose = 'register' | 'login';

/** Keeps a WebAuthn challenge for five minutes, for the host (and, registering, the member) it was made for. */
export async function storeWebauthnChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  rpId: string,
  at: Date,
  userId?: number,
) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
  await db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, rpId, userId: userId ?? null, expiresAt: new Date(at.getTime() + CHALLENGE_MS) });
}

/** Spends a WebAuthn challenge: it answers once, within its five minutes, on the host it was made for. */
export async function takeWebauthnChallenge(
  db: Db,
  challenge: string | null,
  purpose: Purpose,
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

export type Passkey = typeof passkeys.$inferSelect;

/** The member's passkeys on one host, which a new one must not repeat. */
export const passkeysOnHost = (db: Db, userId: number, rpId: string) =>
  db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.rpId, rpId)));

/** The new passkey's row; undefined when its credential is known already. */
export async function addPasskey(db: Db, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row;
}

export const passkeysOf = (db: Db, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.id);

/** The removed passkey's name; null when the member has no passkey of that id. */
export async function removePasskey(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id, name: passkeys.name });
  return rows.length > 0 ? rows[0].name : null;
}

/** The passkey a login presents on this host, and its member. */
export async function passkeyForLogin(db: Db, credentialId: string, rpId: string) {
  const [found] = await db
    .select({ key: passkeys, user: { id: users.id, state: users.state, mustChange: users.mustChangePassword } })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.credentialId, credentialId), eq(passkeys.rpId, rpId)));
  return found;
}

/**
 * Moves the counter on from the one read, in the same statement, so a cloned authenticator's older count is refused;
 * false when it had moved meanwhile.
 */
export async function movePasskeyCounter(db: Db, key: Passkey, counter: number, at: Date) {
  const moved = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: at })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  return moved.length > 0;
}
