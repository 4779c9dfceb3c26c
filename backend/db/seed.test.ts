import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { LocalizedText } from '@/lib/contract/localized';
import { describe, expect, it } from 'vitest';
import { facetsQuery, searchPage } from '../routes/catalogue';
import { emptyDatabase, setupBackend } from '../testing';
import { searchLocaleWarning } from '.';
import { demoCatalogue, providersFor } from './demoCatalogue';
import { demoPlay, seedDemo } from './seed';
import { games, helps, ledger, notes, notices, popups, users, vendors } from './schema';

const backend = setupBackend();

/** The portal's page routes, from the files under pages/ (not its API, not Next's special files). */
function portalRoutes(): Set<string> {
  const pages = fileURLToPath(new URL('../../pages/', import.meta.url));
  const files = readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/^(api[\\/]|_)/.test(file),
  );
  return new Set(
    files.map((file) => `/${file.replace(/\\/g, '/').replace(/\.tsx?$/, '')}`.replace(/\/index$/, '') || '/'),
  );
}

const hrefs = (html: LocalizedText | null) =>
  (typeof html === 'string' || !html ? [html ?? ''] : Object.values(html)).flatMap((each) =>
    [...each.matchAll(/\bhref\s*=\s*["']([^"']*)["']/gi)].map((match) => match[1]),
  );

describe('the demo seed', () => {
  it('links only to pages the portal has', async () => {
    const { db } = backend.database;
    const html = [
      ...(await db.select({ html: notices.contents }).from(notices)).map((row) => row.html),
      ...(await db.select({ html: popups.contents }).from(popups)).map((row) => row.html),
      ...(await db.select({ html: notes.contents }).from(notes)).map((row) => row.html),
      ...(await db.select({ contents: helps.contents, answer: helps.answer }).from(helps)).flatMap((row) => [
        row.contents,
        row.answer,
      ]),
    ];
    const links = html.flatMap(hrefs);
    expect(links.length).toBeGreaterThan(0);

    const routes = portalRoutes();
    expect(routes).toContain('/notice');
    const broken = links.filter(
      (href) =>
        !href.startsWith('/') || href.startsWith('//') || !routes.has(new URL(href, 'http://portal.test').pathname),
    );
    expect(broken).toEqual([]);
  });

  it('gives the demo member evenings of play that My bets and Recently played show, with books that balance', async () => {
    const token = await backend.login();
    const month = await backend.call(
      'get-bet-list',
      { from: new Date(Date.now() - 30 * 86_400_000).toISOString() },
      token,
    );
    const play = demoPlay(new Date());
    expect(month.maxCount).toBe(play.flatMap((session) => session.spins).length);
    expect(month.totals.net).toBe(play.reduce((sum, { net }) => sum + net, 0));
    expect(month.totals.won).toBeGreaterThan(0);
    const week = await backend.call(
      'get-bet-list',
      { from: new Date(Date.now() - 7 * 86_400_000).toISOString() },
      token,
    );
    expect(week.maxCount).toBeGreaterThan(0);
    expect(week.maxCount).toBeLessThan(month.maxCount);
    // The most recent evening was at jade-dragon, which the lobby lists first.
    const recent = await backend.call('get-recent-games', {}, token);
    expect(recent.games.map((game) => game.company)).toEqual([
      'jade-dragon',
      'sakura-spins',
      'pharaoh-gold',
      'ocean-treasure',
    ]);

    const { db } = backend.database;
    const books = await db
      .select({
        userId: users.userId,
        balance: users.balance,
        gameMoney: users.gameMoney,
        ledgerBalance: sql<string>`sum(${ledger.balanceDelta})`,
        ledgerGame: sql<string>`sum(${ledger.gameDelta})`,
      })
      .from(users)
      .innerJoin(ledger, sql`${ledger.userId} = ${users.id}`)
      .groupBy(users.id);
    for (const row of books)
      expect([Number(row.ledgerBalance), Number(row.ledgerGame)], row.userId).toEqual([row.balance, row.gameMoney]);
    expect(books.find((row) => row.userId === 'demo')).toMatchObject({ balance: 1_000_000, gameMoney: 0 });
  });
});

describe('the demo catalogue', () => {
  const { call } = backend;

  it('has about 40 providers and 2,000 games, the legacy lobby first', async () => {
    const { db } = backend.database;
    const [[{ providers }], [{ total }]] = await Promise.all([
      db.select({ providers: count() }).from(vendors),
      db.select({ total: count() }).from(games),
    ]);
    expect(providers).toBe(40);
    expect(total).toBe(2_000);
    const kinds = await db.select({ kind: games.kind, n: count() }).from(games).groupBy(games.kind);
    const of = (kind: string) => kinds.find((k) => k.kind === kind)?.n ?? 0;
    expect(of('slot')).toBeGreaterThan(1_500);
    expect(of('casino')).toBeGreaterThan(50);
    expect(of('sport')).toBeGreaterThan(2);

    expect((await call('get-casino-setting')).casiono.slice(0, 8).map((v) => v.code)).toEqual([
      'aurora-live',
      'dragon-pearl',
      'royal-baccarat',
      'sapphire-hall',
      'golden-lotus',
      'midnight-club',
      'crystal-table',
      'neon-roulette',
    ]);
    expect((await call('get-sport-setting')).sport.slice(0, 2).map((v) => v.code)).toEqual([
      'victory-sports',
      'arena-bet',
    ]);
    const slot = (await call('get-slot-setting')).slot;
    expect(slot.slice(0, 8).map((v) => v.code)).toEqual([
      'lucky-star',
      'jade-dragon',
      'pharaoh-gold',
      'ocean-treasure',
      'wild-west',
      'sakura-spins',
      'fruit-factory',
      'thunder-reels',
    ]);
    expect(slot.length).toBeGreaterThan(20);
  });

  it('names every game in ko and en, and a good share in jp, vn, cn and th', async () => {
    const rows = (await backend.database.db.execute(sql`select
      count(*) filter (where name_ko = '' or name_en = '')::int as unnamed,
      count(*) filter (where names ? 'jp')::int as jp, count(*) filter (where names ? 'vn')::int as vn,
      count(*) filter (where names ? 'cn')::int as cn, count(*) filter (where names ? 'th')::int as th,
      count(*) filter (where 'new' = any(tags))::int as fresh, count(*) filter (where rtp is not null)::int as rtp,
      count(*) filter (where released_at < current_date - 365)::int as older
      from games`)) as unknown as { rows: Record<string, number>[] };
    const [shares] = rows.rows;
    expect(shares.unnamed).toBe(0);
    for (const lang of ['jp', 'vn', 'cn', 'th']) expect(shares[lang], lang).toBeGreaterThan(700);
    expect(shares.fresh).toBeGreaterThan(10);
    expect(shares.rtp).toBeGreaterThan(1_500);
    expect(shares.older).toBeGreaterThan(1_000);
  });

  it('is generated the same on every run, scaling providers with games', () => {
    const now = new Date('2026-01-15T00:00:00Z');
    const legacy = { vendors: 18, games: 79 };
    expect(demoCatalogue(2_000, legacy, now)).toEqual(demoCatalogue(2_000, legacy, now));
    expect(demoCatalogue(79, legacy, now).games).toEqual([]);
    expect([providersFor(2_000), providersFor(20_000)]).toEqual([40, 300]);
  });

  it(
    'seeds 20,000 games across 300 providers in batches, searched through the trigram index',
    { timeout: 180_000 },
    async () => {
      const database = await emptyDatabase();
      try {
        const { db } = database;
        await seedDemo(db, { catalogue: 20_000 });
        const [[{ providers }], [{ total }]] = await Promise.all([
          db.select({ providers: count() }).from(vendors),
          db.select({ total: count() }).from(games),
        ]);
        expect([providers, total]).toEqual([300, 20_000]);
        const plans = async (q: string) => {
          const explain = async (query: Parameters<typeof sql>[1]) =>
            ((await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }).rows
              .map((r) => Object.values(r)[0])
              .join('\n');
          return `${await explain(facetsQuery({ q }))}\n${await explain(searchPage(db, { q }, 'az', 'en', 48, null))}`;
        };
        const queries = (await searchLocaleWarning(db))
          ? ['dragon', 'golden']
          : ['dragon', '드래곤', 'ドラゴン', 'golden'];
        for (const q of queries) expect(await plans(q), q).toMatch(/Bitmap Index Scan on games_search_idx/);
      } finally {
        await database.close();
      }
    },
  );
});
