import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { hashPassword, randomId } from '../crypto';
import type { Db } from '../db';
import {
  bets,
  compConversions,
  games,
  ledger,
  passkeys,
  passwordResets,
  securityAudit,
  users,
  vendors,
  walletLocks,
  walletRequests,
} from '../db/schema';
import { transferMore, transferOut } from '../gameWallet';
import { moneyRow } from '../market';
import { restrictionOf } from '../protection';
import { revokeSessions } from '../auth';
import { badInput, iso, paged, type AdminHandlers, type Handlers } from '../ops';
import { noteSecurityChange } from '../securityNotes';
import { atomically, walletLocksOf } from '../wallet';

const total = (column: Parameters<typeof sum>[0]) => sql<number>`coalesce(${sum(column)}, 0)`.mapWith(Number);

const userNamed = async (db: Db, userId: string) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
  if (!user) throw badInput('userId');
  return user;
};

export const accountRoutes = {
  // Recorded only for a member that exists, but answered alike for any id and phone: it tells nobody who is a member.
  // One statement either way, so an id that exists does not answer later (an extra round trip) than one that does not.
  'request-password-reset': async ({ userId, phone }, { db, ip, now }) => {
    const digits = digitsOf(phone);
    const column = (c: { name: string }) => sql.identifier(c.name);
    const { userId: user, phone: phoneColumn, phoneMatches, ip: ipColumn, createdAt } = passwordResets;
    await db.execute(sql`insert into ${passwordResets} (${column(user)}, ${column(phoneColumn)}, ${column(phoneMatches)}, ${column(ipColumn)}, ${column(createdAt)})
      select ${users.id}, ${phone}, ${digits} <> '' and regexp_replace(${users.phone}, '[^0-9]', '', 'g') = ${digits}, ${ip}, ${now().toISOString()}::timestamptz
      from ${users} where ${users.userId} = ${userId}
      on conflict do nothing`);
    return { status: 'success' };
  },

  'transfer-out': async (_, { db, member, host }) => ({
    status: 'success',
    ...(await transferOut(db, member.id, host)),
  }),

  // Refused as a launch is: a member on a break or self-excluded moves nothing into a game.
  'transfer-in': async ({ amount }, { db, member, now, host }) => {
    const restriction = await restrictionOf(db, member.id, now());
    if (restriction) return { status: 'restricted', restriction };
    const moved = await transferMore(db, member.id, amount, host);
    return moved ? { status: 'success', ...moved } : { status: 'balance' };
  },

  'get-bet-list': async ({ from, to, company, code, ...page }, { db, member }) => {
    const { limit, offset } = paged(page);
    const where = and(
      eq(bets.userId, member.id),
      from ? gte(bets.createdAt, new Date(from)) : undefined,
      to ? lt(bets.createdAt, new Date(to)) : undefined,
      company ? eq(vendors.gameCompany, company) : undefined,
      code ? eq(games.code, code) : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          id: bets.id,
          company: vendors.gameCompany,
          code: games.code,
          nameKo: games.nameKo,
          nameEn: games.nameEn,
          stake: bets.stake,
          win: bets.win,
          createdAt: bets.createdAt,
        })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .innerJoin(vendors, eq(vendors.code, games.vendorCode))
        .where(where)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count(), staked: total(bets.stake), won: total(bets.win) })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .innerJoin(vendors, eq(vendors.code, games.vendorCode))
        .where(where),
    ]);
    return {
      status: 'success',
      list: rows.map(({ createdAt, ...bet }) => ({ ...bet, regDate: iso(createdAt)! })),
      maxCount: totals.n,
      totals: { staked: totals.staked, won: totals.won, net: totals.won - totals.staked },
    };
  },

  'get-wallet-locks': async (_, { db, member, now }) => ({
    status: 'success',
    locks: await walletLocksOf(db, member.id, now()),
  }),

  // Soft: the entries stay for the operator and the ledger, which refers to them.
  'del-wallet-history': async ({ kind, id }, { db, member, now }) => {
    const own = and(
      eq(walletRequests.userId, member.id),
      eq(walletRequests.kind, kind),
      isNull(walletRequests.hiddenAt),
    );
    if (id) {
      const [row] = await db
        .select({ status: walletRequests.status })
        .from(walletRequests)
        .where(and(own, eq(walletRequests.id, id)));
      if (!row) throw badInput('id');
      if (row.status === 'waiting') return { status: 'wait' };
    }
    const hidden = await db
      .update(walletRequests)
      .set({ hiddenAt: now() })
      .where(
        and(own, id ? eq(walletRequests.id, id) : undefined, inArray(walletRequests.status, ['approved', 'cancelled'])),
      )
      .returning({ id: walletRequests.id });
    return { status: 'success', deleted: hidden.length };
  },

  // roll-to-balance in reverse: the member's row lock orders conversions, so a repeated requestId moves nothing more.
  'change-to-point': async ({ amount, requestId }, { db, member, host }) => {
    const market = moneyRow(member.id, host);
    const moved = await atomically(db, async (tx) => {
      const [figures] = await tx
        .select({ balance: users.balance, rolling: users.rolling })
        .from(users)
        .where(eq(users.id, member.id))
        .for('update');
      const [earlier] = await tx
        .select()
        .from(compConversions)
        .where(and(eq(compConversions.userId, member.id), eq(compConversions.requestId, requestId)));
      if (earlier) {
        if (earlier.kind !== 'to_point' || earlier.amount !== amount) throw badInput('requestId');
        return { amount, ...figures };
      }
      if (amount > figures.balance) return null;
      const [after] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} - ${amount}`, rolling: sql`${users.rolling} + ${amount}` })
        .where(eq(users.id, member.id))
        .returning({ balance: users.balance, rolling: users.rolling });
      await tx
        .insert(compConversions)
        .values({ userId: member.id, requestId, kind: 'to_point', requested: amount, amount, ...market });
      await tx.insert(ledger).values({
        userId: member.id,
        balanceDelta: -amount,
        rollingDelta: amount,
        reason: 'change_to_point',
        ...market,
      });
      return { amount, ...after };
    });
    return moved ? { status: 'success', ...moved } : { status: 'balance' };
  },
} satisfies Partial<Handlers>;

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

const lockActive = (at: Date): SQL =>
  and(isNull(walletLocks.liftedAt), or(isNull(walletLocks.endsAt), gt(walletLocks.endsAt, at)))!;

export const accountAdminRoutes = {
  'get-password-resets': async ({ open, ...page }, { db }) => {
    const { limit, offset } = paged(page);
    const where =
      open === undefined ? undefined : open ? isNull(passwordResets.doneAt) : isNotNull(passwordResets.doneAt);
    const [rows, [all]] = await Promise.all([
      db
        .select({ reset: passwordResets, userId: users.userId, nick: users.nick })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(where)
        .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(passwordResets).where(where),
    ]);
    return {
      status: 'success',
      list: rows.map(({ reset, userId, nick }) => ({
        id: reset.id,
        userId,
        nick,
        phone: reset.phone,
        phoneMatches: reset.phoneMatches,
        ip: reset.ip,
        regDate: iso(reset.createdAt)!,
        doneDate: iso(reset.doneAt),
      })),
      maxCount: all.n,
    };
  },

  // Shown once to the operator, who passes it on; only its hash is kept, every session of the member ends and their
  // passkeys go (whoever asked for the reset may not be the member).
  'reset-password': async ({ userId }, { db, now }) => {
    const user = await userNamed(db, userId);
    const password = randomId(9);
    const hash = await hashPassword(password);
    const at = now();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: hash, mustChangePassword: true }).where(eq(users.id, user.id));
      await tx
        .update(passwordResets)
        .set({ doneAt: at })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.doneAt)));
      await revokeSessions(tx, user.id, at);
      await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
      await tx
        .insert(securityAudit)
        .values({ userId: user.id, action: 'password_reset', ip: 'operator', createdAt: at });
      await noteSecurityChange(tx, user.id, 'password_reset', at);
    });
    return { status: 'success', password };
  },

  'lock-wallet': async ({ kind, userId, reason, until }, { db, now }) => {
    const at = now();
    const endsAt = until ? new Date(until) : null;
    if (endsAt && endsAt <= at) throw badInput('until');
    const owner = userId ? (await userNamed(db, userId)).id : null;
    const [row] = await db
      .insert(walletLocks)
      .values({ kind, userId: owner, reason, endsAt, createdAt: at })
      .returning({ id: walletLocks.id });
    return { status: 'success', id: row.id };
  },

  'unlock-wallet': async ({ id }, { db, now }) => {
    const at = now();
    const [row] = await db
      .update(walletLocks)
      .set({ liftedAt: at })
      .where(and(eq(walletLocks.id, id), lockActive(at)))
      .returning({ id: walletLocks.id });
    if (row) return { status: 'success' };
    const [exists] = await db.select({ id: walletLocks.id }).from(walletLocks).where(eq(walletLocks.id, id));
    if (!exists) throw badInput('id');
    return { status: 'already' };
  },

  'list-wallet-locks': async ({ active, ...page }, { db, now }) => {
    const { limit, offset } = paged(page);
    const at = now();
    const where = active === undefined ? undefined : active ? lockActive(at) : sql`not (${lockActive(at)})`;
    const [rows, [all]] = await Promise.all([
      db
        .select({ lock: walletLocks, userId: users.userId })
        .from(walletLocks)
        .leftJoin(users, eq(users.id, walletLocks.userId))
        .where(where)
        .orderBy(desc(walletLocks.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(walletLocks).where(where),
    ]);
    return {
      status: 'success',
      list: rows.map(({ lock, userId }) => ({
        id: lock.id,
        kind: lock.kind,
        userId,
        reason: lock.reason,
        until: iso(lock.endsAt),
        liftedDate: iso(lock.liftedAt),
        regDate: iso(lock.createdAt)!,
        active: !lock.liftedAt && (!lock.endsAt || lock.endsAt > at),
      })),
      maxCount: all.n,
    };
  },
} satisfies Partial<AdminHandlers>;
