import { and, asc, eq } from 'drizzle-orm';
import type { SiteLanguage } from '@/lib/contract/terms';
import { artUrl } from '../art';
import { seal } from '../crypto';
import type { Db } from '../db';
import { games, jackpots, vendors } from '../db/schema';
import { transferIn } from '../gameWallet';
import { languageOfHost } from '../market';
import { badInput, type Handlers } from '../ops';
import { restrictionOf } from '../protection';
import { recordLaunch } from './catalogue';

export const TICKET_MS = 10 * 60_000;

/**
 * The demo game's launch ticket: it names the member, session, game, launch time (`act`) and the language of the site
 * it was opened on (`lng`), and dies with the session.
 */
export const gameTicket = (
  secret: string,
  claims: { uid: number; sid: string; gid: number; act: number; lng: SiteLanguage },
  now: Date,
) => seal(secret, 'game', { ...claims, exp: now.getTime() + TICKET_MS });

const vendorsOf = async (db: Db, kind: 'casino' | 'slot' | 'sport', publicUrl: string) => {
  const rows = await db
    .select()
    .from(vendors)
    .where(eq(vendors.kind, kind))
    .orderBy(asc(vendors.sort), asc(vendors.code));
  return rows.map(({ code, gameCompany, nameKo, nameEn, used }) => ({
    code,
    gameCompany,
    nameKo,
    nameEn,
    used,
    imgUrl: artUrl(publicUrl, kind, code),
  }));
};

export const gameRoutes = {
  'get-casino-setting': async (_, { db, config }) => ({
    status: 'success',
    casiono: await vendorsOf(db, 'casino', config.publicUrl),
  }),

  'get-slot-setting': async (_, { db, config }) => ({
    status: 'success',
    slot: (await vendorsOf(db, 'slot', config.publicUrl)).map(({ gameCompany: _, ...company }) => company),
  }),

  'get-sport-setting': async (_, { db, config }) => ({
    status: 'success',
    sport: await vendorsOf(db, 'sport', config.publicUrl),
  }),

  'get-slot-by-company': async ({ company }, { db, config }) => {
    const [vendor] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.code, company), eq(vendors.kind, 'slot')));
    if (!vendor) throw badInput('company');
    const rows = await db
      .select()
      .from(games)
      .where(eq(games.vendorCode, company))
      .orderBy(asc(games.sort), asc(games.code));
    return {
      status: 'success',
      games: rows.map(({ code, nameKo, nameEn, used }) => ({
        code,
        gameCompany: vendor.gameCompany,
        nameKo,
        nameEn,
        used,
        imgUrl: artUrl(config.publicUrl, 'game', `${company}.${code}`),
      })),
    };
  },

  'open-game': async ({ code, company, amount }, { db, config, secret, member, host, now }) => {
    const [game] = await db
      .select({ id: games.id, used: games.used, vendorUsed: vendors.used })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(and(eq(vendors.gameCompany, company), eq(games.code, code)));
    if (!game) throw badInput('code');
    const restriction = await restrictionOf(db, member.id, now());
    if (restriction) return { status: 'restricted', restriction };
    if (game.used === 'n' || game.vendorUsed === 'n') return { status: 'time' };
    if (!(await transferIn(db, member.id, amount, host))) return { status: 'balance' };
    await recordLaunch(db, member.id, game.id, now());
    const ticket = gameTicket(
      secret,
      {
        uid: member.id,
        sid: member.sessionId,
        gid: game.id,
        act: now().getTime(),
        lng: await languageOfHost(db, config, host),
      },
      now(),
    );
    return { status: 'success', gameUrl: `${config.publicUrl}/demo-game/${encodeURIComponent(code)}?ticket=${ticket}` };
  },

  'get-jackpot': async (_, { db }) => {
    const rows = await db.select().from(jackpots);
    const of = (tier: string) => rows.find((r) => r.tier === tier)?.amount ?? 0;
    return { status: 'success', mega: of('mega'), major: of('major'), minor: of('minor') };
  },
} satisfies Partial<Handlers>;
