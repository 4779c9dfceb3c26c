import { and, count, desc, eq, gt, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db';
import {
  compConversions,
  games,
  helps,
  ledger,
  notes,
  notices,
  popups,
  protectionAudit,
  users,
  vendors,
  walletRequests,
} from '../db/schema';
import { badInput, iso, paged, Refusal, type AdminHandlers } from '../ops';
import { settle } from '../wallet';
import { accountAdminRoutes } from './account';
import { bannerAdminRoutes } from './banners';
import { securityAdminRoutes } from './security';
import { siteAdminRoutes } from './site';

const userNamed = async (db: Db, userId: string) => {
  const [user] = await db
    .select({
      id: users.id,
      balance: users.balance,
      rolling: users.rolling,
      gameMoney: users.gameMoney,
      currency: users.currency,
      homeHost: users.homeHost,
    })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user) throw badInput('userId');
  return user;
};

const total = (column: Parameters<typeof sum>[0]) => sql<number>`coalesce(${sum(column)}, 0)`.mapWith(Number);
const held = and(eq(walletRequests.kind, 'withdraw'), eq(walletRequests.status, 'waiting'));

export const adminRoutes: AdminHandlers = {
  'approve-deposit': ({ id }, { db, now }) => settle(db, { id, kind: 'deposit', to: 'approved', now: now() }),
  'cancel-deposit': ({ id }, { db, now }) => settle(db, { id, kind: 'deposit', to: 'cancelled', now: now() }),
  'approve-withdraw': ({ id }, { db, now }) => settle(db, { id, kind: 'withdraw', to: 'approved', now: now() }),
  'cancel-withdraw': ({ id }, { db, now }) => settle(db, { id, kind: 'withdraw', to: 'cancelled', now: now() }),

  'list-waiting-requests': async ({ kind, ...page }, { db }) => {
    const { limit, offset } = paged(page);
    const where = and(eq(walletRequests.status, 'waiting'), kind ? eq(walletRequests.kind, kind) : undefined);
    const [rows, [all]] = await Promise.all([
      db
        .select({
          request: walletRequests,
          member: {
            userId: users.userId,
            nick: users.nick,
            domain: users.domain,
            bankname: users.bankname,
            bankOwner: users.bankOwner,
            banknum: users.banknum,
          },
        })
        .from(walletRequests)
        .innerJoin(users, eq(users.id, walletRequests.userId))
        .where(where)
        // The oldest first: the order an operator works through them.
        .orderBy(walletRequests.createdAt, walletRequests.id)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(walletRequests).where(where),
    ]);
    return {
      status: 'success',
      list: rows.map(({ request, member: { bankname, bankOwner, banknum, ...member } }) => ({
        id: request.id,
        kind: request.kind,
        ...member,
        amount: request.amount,
        regDate: iso(request.createdAt)!,
        bank: request.kind === 'withdraw' ? { bankname, bankOwner, banknum } : null,
      })),
      maxCount: all.n,
    };
  },

  'answer-help': async ({ id, answer, public: published }, { db, now }) => {
    const rows = await db
      .update(helps)
      .set({ answer, answeredAt: now(), answerReadAt: null, ...(published === undefined ? {} : { public: published }) })
      .where(eq(helps.id, id))
      .returning({ id: helps.id });
    if (!rows.length) throw badInput('id');
    return { status: 'success' };
  },

  'send-note': async ({ userId, title, contents }, { db }) => {
    const user = await userNamed(db, userId);
    const [row] = await db.insert(notes).values({ userId: user.id, title, contents }).returning({ id: notes.id });
    return { status: 'success', id: row.id };
  },

  'create-notice': async (values, { db }) => {
    const [row] = await db.insert(notices).values(values).returning({ id: notices.id });
    return { status: 'success', id: row.id };
  },

  'create-popup': async (values, { db }) => {
    const [row] = await db.insert(popups).values(values).returning({ id: popups.id });
    return { status: 'success', id: row.id };
  },

  'set-game-used': async ({ company, code, used }, { db }) => {
    const rows = code
      ? await db
          .update(games)
          .set({ used })
          .where(and(eq(games.vendorCode, company), eq(games.code, code)))
          .returning({ id: games.id })
      : await db.update(vendors).set({ used }).where(eq(vendors.code, company)).returning({ code: vendors.code });
    if (!rows.length) throw badInput(code ? 'code' : 'company');
    return { status: 'success' };
  },

  'set-user-state': async ({ userId, state }, { db }) => {
    const rows = await db.update(users).set({ state }).where(eq(users.userId, userId)).returning({ id: users.id });
    if (!rows.length) throw badInput('userId');
    return { status: 'success' };
  },

  'get-user-wallet': async ({ userId }, { db }) => {
    const user = await userNamed(db, userId);
    const [[hold], entries, conversions] = await Promise.all([
      db
        .select({ held: total(walletRequests.amount) })
        .from(walletRequests)
        .where(and(held, eq(walletRequests.userId, user.id))),
      db.select().from(ledger).where(eq(ledger.userId, user.id)).orderBy(desc(ledger.id)).limit(100),
      db
        .select()
        .from(compConversions)
        .where(eq(compConversions.userId, user.id))
        .orderBy(desc(compConversions.id))
        .limit(100),
    ]);
    return {
      status: 'success',
      currency: user.currency,
      homeHost: user.homeHost,
      balance: user.balance,
      rolling: user.rolling,
      gameMoney: user.gameMoney,
      held: hold.held,
      ledger: entries.map(
        ({ id, balanceDelta, rollingDelta, gameDelta, reason, walletRequestId, createdAt, currency, host }) => ({
          id,
          balanceDelta,
          rollingDelta,
          gameDelta,
          reason,
          walletRequestId,
          regDate: iso(createdAt)!,
          currency,
          host,
        }),
      ),
      conversions: conversions.map(({ id, requestId, requested, amount, createdAt, currency, host }) => ({
        id,
        requestId,
        requested,
        amount,
        regDate: iso(createdAt)!,
        currency,
        host,
      })),
    };
  },

  'get-wallet-audit': async (_, { db }) => {
    const [[wallets], [hold], [entries]] = await Promise.all([
      db
        .select({ balance: total(users.balance), rolling: total(users.rolling), gameMoney: total(users.gameMoney) })
        .from(users),
      db
        .select({ held: total(walletRequests.amount) })
        .from(walletRequests)
        .where(held),
      db
        .select({
          ledgerBalance: total(ledger.balanceDelta),
          ledgerRolling: total(ledger.rollingDelta),
          ledgerGame: total(ledger.gameDelta),
        })
        .from(ledger),
    ]);
    return { status: 'success', ...wallets, ...hold, ...entries };
  },

  'advance-clock': async ({ ms }, { advanceClock, now }) => {
    if (!advanceClock) throw new Refusal('not_found');
    advanceClock(ms);
    return { status: 'success', now: now().toISOString() };
  },

  'get-protection-audit': async ({ userId, ...page }, { db }) => {
    const user = await userNamed(db, userId);
    const { limit, offset } = paged(page);
    const own = eq(protectionAudit.userId, user.id);
    const [rows, [all]] = await Promise.all([
      db.select().from(protectionAudit).where(own).orderBy(desc(protectionAudit.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(protectionAudit).where(own),
    ]);
    return {
      status: 'success',
      list: rows.map(({ id, action, period, amount, minutes, until, ip, createdAt }) => ({
        id,
        action,
        period,
        amount,
        minutes,
        until: iso(until),
        ip,
        regDate: iso(createdAt)!,
      })),
      maxCount: all.n,
    };
  },

  // Members on a break or excluded may still withdraw: the operator sees who holds money (or comp money) meanwhile.
  'get-restricted-members': async (page, { db, now }) => {
    const { limit, offset } = paged(page);
    const where = and(gt(users.restrictedUntil, now()), or(gt(users.balance, 0), gt(users.rolling, 0)));
    const holds = db
      .select({ userId: walletRequests.userId, held: total(walletRequests.amount).as('held') })
      .from(walletRequests)
      .where(held)
      .groupBy(walletRequests.userId)
      .as('holds');
    const [rows, [all]] = await Promise.all([
      db
        .select({
          userId: users.userId,
          nick: users.nick,
          kind: users.restriction,
          until: users.restrictedUntil,
          balance: users.balance,
          rolling: users.rolling,
          held: sql<number>`coalesce(${holds.held}, 0)`.mapWith(Number),
        })
        .from(users)
        .leftJoin(holds, eq(holds.userId, users.id))
        .where(where)
        .orderBy(desc(users.balance), users.id)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return {
      status: 'success',
      list: rows.map(({ kind, until, ...row }) => ({ ...row, kind: kind!, until: iso(until)! })),
      maxCount: all.n,
    };
  },

  ...siteAdminRoutes,
  ...accountAdminRoutes,
  ...securityAdminRoutes,
  ...bannerAdminRoutes,
};
