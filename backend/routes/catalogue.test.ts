import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueGame, RequestOf, ResponseOf } from '@/lib/contract';
import { games, recentGames, users, vendors } from '../db/schema';
import { PUBLIC_URL, setupBackend } from '../testing';
import { facetsQuery } from './catalogue';

const backend = setupBackend();
const { call, post, login } = backend;

type Search = RequestOf<'search-games'>;
type Found = Extract<ResponseOf<'search-games'>, { status: 'success' }>;

interface Row {
  company: string;
  code: string;
  kind: string;
  names: string[];
  tags: string[];
  launches: number;
}
/** Every game as the database holds it: the expectations below are worked out here, in JavaScript, independently. */
let catalogue: Row[] = [];
let providers = new Map<string, { ko: string; en: string }>();

const search = (params: Search = {}) => call('search-games', params) as Promise<Found>;
const keyOf = (g: { company: string; code: string }) => `${g.company}/${g.code}`;
const named = (row: Row, q: string) =>
  row.names.some((name) => name.normalize('NFKC').toLowerCase().includes(q.toLowerCase()));

async function everyPage(params: Search, limit: number) {
  const pages: Found[] = [];
  let cursor: string | undefined;
  do {
    const page = await search({ ...params, limit, ...(cursor ? { cursor } : {}) });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 500);
  return { pages, total: pages[0].total, games: pages.flatMap((p) => p.games) };
}

const advance = (ms = 1000) => {
  backend.clock.now = new Date(backend.clock.now.getTime() + ms);
};
const open = (company: string, code: string, token: string) =>
  call('open-game', { company, code, timeStemp: Date.now() }, token);

beforeAll(async () => {
  const { db } = backend.database;
  // A provider whose gameCompany is not its code, and a name with LIKE's wildcards in it.
  await db.insert(vendors).values({
    code: 'split-vendor',
    kind: 'slot',
    gameCompany: 'SPLIT_CO',
    nameKo: '스플릿 스튜디오',
    nameEn: 'Split Studio',
    sort: 999,
  });
  await db.insert(games).values({
    vendorCode: 'split-vendor',
    code: 'percent-spins',
    nameKo: '백 퍼센트 핫_스핀',
    nameEn: '100% Hot_Spins',
    kind: 'slot',
    names: { jp: 'ひゃくパーセント' },
    tags: ['new', 'test-only'],
    releasedAt: '2020-01-01',
    launches: 5,
    rtp: 9650,
    volatility: 'high',
  });
  const rows = await db
    .select({
      company: vendors.gameCompany,
      code: games.code,
      kind: games.kind,
      nameKo: games.nameKo,
      nameEn: games.nameEn,
      names: games.names,
      tags: games.tags,
      launches: games.launches,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode));
  const list = await db.select({ company: vendors.gameCompany, ko: vendors.nameKo, en: vendors.nameEn }).from(vendors);
  providers = new Map(list.map(({ company, ...names }) => [company, names]));
  catalogue = rows.map(({ nameKo, nameEn, names, ...row }) => ({
    ...row,
    names: [nameKo, nameEn, ...Object.values(names ?? {})],
  }));
});

describe('search-games: what matches', () => {
  it('finds a Hangul substring across providers', async () => {
    const { games: found, total } = await everyPage({ q: '드래곤' }, 96);
    const expected = catalogue.filter((row) => named(row, '드래곤'));
    expect(total).toBe(expected.length);
    expect(new Set(found.map(keyOf))).toEqual(new Set(expected.map(keyOf)));
    const names = found.map((g) => g.names.ko);
    expect(names).toContain('다이아몬드 드래곤');
    expect(names).toContain('슈퍼 드래곤');
    expect(new Set(found.map((g) => g.company)).size).toBeGreaterThan(10);
  });

  it('matches English case-insensitively', async () => {
    const lower = await search({ q: 'dragon', limit: 96 });
    const upper = await search({ q: 'DrAgOn', limit: 96 });
    expect(upper.total).toBe(lower.total);
    expect(upper.games.map(keyOf)).toEqual(lower.games.map(keyOf));
    expect(lower.total).toBe(catalogue.filter((row) => named(row, 'dragon')).length);
    for (const game of lower.games)
      expect(Object.values(game.names).some((n) => n.toLowerCase().includes('dragon'))).toBe(true);
  });

  it('matches a name given only in Japanese', async () => {
    const { games: found, total } = await everyPage({ q: 'ダイヤモンド' }, 96);
    expect(total).toBe(catalogue.filter((row) => named(row, 'ダイヤモンド')).length);
    expect(found.map((g) => g.code)).toContain('diamond-dragon');
    for (const game of found) {
      expect(game.names.jp).toContain('ダイヤモンド');
      expect(`${game.names.ko}${game.names.en}`).not.toContain('ダイヤモンド');
    }
  });

  it('takes %, _ and \\ in the text literally', async () => {
    const only = (result: Found) => result.games.map(keyOf);
    expect(only(await search({ q: '%' }))).toEqual(['SPLIT_CO/percent-spins']);
    expect(only(await search({ q: '_' }))).toEqual(['SPLIT_CO/percent-spins']);
    expect(only(await search({ q: '0% hot_s' }))).toEqual(['SPLIT_CO/percent-spins']);
    expect((await search({ q: 'hot%s' })).total).toBe(0);
    expect((await search({ q: 'h_t' })).total).toBe(0);
    expect((await search({ q: '\\' })).total).toBe(0);
  });

  it('answers every game for an empty or blank text', async () => {
    expect((await search({ q: '   ' })).total).toBe(catalogue.length);
    expect((await search({})).total).toBe(catalogue.length);
  });

  it('filters by kind, by providers (their gameCompany) and by tags (a game must carry them all)', async () => {
    const casino = await search({ kind: 'casino', limit: 96 });
    expect(casino.total).toBe(catalogue.filter((row) => row.kind === 'casino').length);
    expect(casino.games.every((g) => g.kind === 'casino')).toBe(true);

    const two = await everyPage({ companies: ['lucky-star', 'SPLIT_CO'] }, 96);
    expect(two.total).toBe(catalogue.filter((row) => ['lucky-star', 'SPLIT_CO'].includes(row.company)).length);
    expect(new Set(two.games.map((g) => g.company))).toEqual(new Set(['lucky-star', 'SPLIT_CO']));
    expect((await search({ companies: ['split-vendor'] })).total).toBe(0);

    const both = await everyPage({ tags: ['megaways', 'bonus-buy'] }, 96);
    expect(both.total).toBe(
      catalogue.filter((row) => row.tags.includes('megaways') && row.tags.includes('bonus-buy')).length,
    );
    expect(both.total).toBeGreaterThan(0);
    expect(both.games.every((g) => g.tags.includes('megaways') && g.tags.includes('bonus-buy'))).toBe(true);

    const all = await search({ q: 'dragon', kind: 'slot', tags: ['free-spins'] });
    expect(all.total).toBe(
      catalogue.filter((row) => named(row, 'dragon') && row.kind === 'slot' && row.tags.includes('free-spins')).length,
    );
  });

  it('answers the wire shape: names per language, provider, rtp in percent, maintenance as used n', async () => {
    const [game] = (await search({ q: '100% hot' })).games;
    expect(game).toEqual({
      company: 'SPLIT_CO',
      code: 'percent-spins',
      kind: 'slot',
      names: { ko: '백 퍼센트 핫_스핀', en: '100% Hot_Spins', jp: 'ひゃくパーセント' },
      provider: { ko: '스플릿 스튜디오', en: 'Split Studio' },
      tags: ['new', 'test-only'],
      releasedAt: '2020-01-01',
      launches: 5,
      rtp: 96.5,
      volatility: 'high',
      used: 'y',
      imgUrl: `${PUBLIC_URL}/art/game/split-vendor.percent-spins.webp`,
    } satisfies CatalogueGame);
    const art = await backend.app.request(new URL(game.imgUrl).pathname);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/webp');

    const lobby = (await search({ kind: 'casino', q: 'lobby', limit: 96 })).games.find((g) => g.code === 'aurora-live');
    expect(lobby).toMatchObject({ names: { ko: '오로라 라이브 로비', en: 'Aurora Live Lobby' }, kind: 'casino' });
    expect(lobby).not.toHaveProperty('rtp');

    const phoenix = (await search({ q: 'wild phoenix', companies: ['lucky-star'] })).games;
    expect(phoenix.map((g) => [g.code, g.used])).toEqual([['wild-phoenix', 'n']]);
    const thunder = await search({ companies: ['thunder-reels'], limit: 96 });
    expect(thunder.games.length).toBeGreaterThan(0);
    expect(thunder.games.every((g) => g.used === 'n')).toBe(true);
  });
});

describe('search-games: order and pages', () => {
  it('sorts popular by launches, new by release date, az by the name in the page language', async () => {
    const popular = (await search({ limit: 96 })).games;
    expect(popular.map((g) => g.launches)).toEqual([...popular.map((g) => g.launches)].sort((a, b) => b - a));
    expect(popular[0].launches).toBe(Math.max(...catalogue.map((row) => row.launches)));

    const fresh = (await search({ sort: 'new', limit: 96 })).games;
    expect(fresh.map((g) => g.releasedAt)).toEqual([...fresh.map((g) => g.releasedAt)].sort().reverse());

    const byte = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    for (const lang of ['en', 'ko', 'jp', 'th'] as const) {
      const { games: list } = await everyPage({ sort: 'az', lang, q: 'dragon' }, 9);
      const keys = list.map((g) => (g.names[lang] ?? g.names.en).toLowerCase());
      expect(keys, lang).toEqual([...keys].sort(byte));
    }
  });

  it('walks every page once, without repeats, whatever the sort', async () => {
    for (const sort of ['popular', 'new', 'az'] as const) {
      const { games: list, pages } = await everyPage({ q: 'gold', sort, lang: 'en' }, 7);
      const expected = catalogue.filter((row) => named(row, 'gold'));
      expect(pages[0].total).toBe(expected.length);
      expect(list.length, sort).toBe(expected.length);
      expect(new Set(list.map(keyOf)).size, sort).toBe(expected.length);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      expect(pages.slice(0, -1).every((p) => p.games.length === 7)).toBe(true);
    }
    const whole = await everyPage({}, 96);
    expect(whole.games.length).toBe(catalogue.length);
    expect(new Set(whole.games.map(keyOf)).size).toBe(catalogue.length);
  });

  it('pages through exactly the matching games, in order, when a name comes with a tag and providers', async () => {
    const matching = catalogue.filter((row) => named(row, 'dragon') && row.tags.includes('free-spins'));
    const companies = [...new Set(matching.map((row) => row.company))].slice(0, 4);
    const expected = matching.filter((row) => companies.includes(row.company));
    expect(expected.length).toBeGreaterThan(4);
    const { games: list } = await everyPage({ q: 'dragon', tags: ['free-spins'], companies }, 2);
    expect(new Set(list.map(keyOf))).toEqual(new Set(expected.map(keyOf)));
    expect(list.length).toBe(expected.length);
    expect(list.map((g) => g.launches)).toEqual([...list.map((g) => g.launches)].sort((a, b) => b - a));
  });

  it('defaults to 48 a page and refuses more than 96', async () => {
    expect((await search()).games).toHaveLength(48);
    for (const limit of [97, 0, 1.5]) {
      const response = await post('/public/search-games', { params: { limit } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_request', field: 'limit' });
    }
  });

  it('answers 400 naming the cursor for a bad one, or one from another sort or language', async () => {
    const { nextCursor: popular } = await search({ limit: 2 });
    const { nextCursor: az } = await search({ sort: 'az', lang: 'en', limit: 2 });
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      { cursor: 'not-a-cursor' },
      { cursor: 'a b' },
      { cursor: encode({ launches: 1 }) },
      { cursor: encode(['popular', -1, 5]) },
      { cursor: encode(['popular', 1, 2 ** 40]) },
      { cursor: encode(['new', '2024-02-31', 5]) },
      ...['0000-01-01', '1899-12-31', '10000-01-01', '-0001-01-01', '+010000-01-01'].map((day) => ({
        sort: 'new',
        cursor: encode(['new', day, 5]),
      })),
      { cursor: popular!, sort: 'new' },
      { cursor: az!, sort: 'az', lang: 'ko' },
    ];
    for (const params of bad) {
      const response = await post('/public/search-games', { params });
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'cursor' });
    }
  });
});

describe('search-games: facets', () => {
  const counts = (rows: Row[], key: (row: Row) => string[]) => {
    const map = new Map<string, number>();
    for (const row of rows) for (const k of key(row)) map.set(k, (map.get(k) ?? 0) + 1);
    return map;
  };
  const asMap = (list: { count: number }[], key: (e: never) => string) =>
    new Map(list.map((e) => [key(e as never), e.count]));

  it('counts providers under every filter but the providers, and tags under every filter but the tags', async () => {
    const params: Search = { q: 'dragon', companies: ['lucky-star', 'jade-dragon'], tags: ['free-spins'] };
    const { facets, total } = await search(params);
    const matched = catalogue.filter((row) => named(row, 'dragon'));
    const byCompany = counts(
      matched.filter((row) => row.tags.includes('free-spins')),
      (row) => [row.company],
    );
    const byTag = counts(
      matched.filter((row) => params.companies!.includes(row.company)),
      (row) => row.tags,
    );
    expect(asMap(facets.companies!, (e: { company: string }) => e.company)).toEqual(byCompany);
    expect(asMap(facets.tags!, (e: { tag: string }) => e.tag)).toEqual(byTag);
    expect(total).toBe(params.companies!.reduce((sum, c) => sum + (byCompany.get(c) ?? 0), 0));

    for (const entry of facets.companies!) expect(entry.names).toEqual(providers.get(entry.company));
    const sorted = facets.companies!.map((e) => e.count);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it('sums the provider counts to the total when no provider is chosen', async () => {
    const { facets, total } = await search({ kind: 'slot' });
    expect(facets.companies!.reduce((sum, e) => sum + e.count, 0)).toBe(total);
    expect(facets.companies!.length).toBe(
      new Set(catalogue.filter((row) => row.kind === 'slot').map((row) => row.company)).size,
    );
  });

  it('answers only the facets asked for, with the same page and total', async () => {
    const params: Search = { q: 'dragon', tags: ['free-spins'] };
    const both = await search(params);
    const tagsOnly = await search({ ...params, facets: ['tags'] });
    const none = await search({ ...params, facets: [] });
    expect(tagsOnly.facets).toEqual({ tags: both.facets.tags });
    expect(none.facets).toEqual({});
    for (const answer of [tagsOnly, none]) {
      expect(answer.total).toBe(both.total);
      expect(answer.games).toEqual(both.games);
    }
    const response = await post('/public/search-games', { params: { facets: ['providers'] } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'facets.0' });
  });
});

describe('favourites', () => {
  it('adds and removes idempotently, newest first, per member', async () => {
    const first = await backend.member();
    const second = await backend.member();
    const favorites = async (token: string) => (await call('get-favorite-games', {}, token)).games.map(keyOf);
    const set = (token: string, company: string, code: string, on: boolean) =>
      call('set-favorite-game', { company, code, on }, token);

    expect(await set(first.token, 'lucky-star', 'golden-fortune', true)).toEqual({ status: 'success', on: true });
    advance();
    await set(first.token, 'aurora-live', 'aurora-live', true);
    advance();
    await set(first.token, 'SPLIT_CO', 'percent-spins', true);
    advance();
    await set(first.token, 'lucky-star', 'golden-fortune', true);
    expect(await favorites(first.token)).toEqual([
      'SPLIT_CO/percent-spins',
      'aurora-live/aurora-live',
      'lucky-star/golden-fortune',
    ]);
    expect(await favorites(second.token)).toEqual([]);

    await set(first.token, 'aurora-live', 'aurora-live', false);
    expect(await set(first.token, 'aurora-live', 'aurora-live', false)).toEqual({ status: 'success', on: false });
    expect(await favorites(first.token)).toEqual(['SPLIT_CO/percent-spins', 'lucky-star/golden-fortune']);

    await set(second.token, 'aurora-live', 'aurora-live', true);
    expect(await favorites(second.token)).toEqual(['aurora-live/aurora-live']);
    expect(await favorites(first.token)).toHaveLength(2);
  });

  it('lists games in the catalogue shape, under maintenance too', async () => {
    const { token } = await backend.member();
    await call('set-favorite-game', { company: 'lucky-star', code: 'wild-phoenix', on: true }, token);
    const [game] = (await call('get-favorite-games', {}, token)).games;
    expect(game).toMatchObject({
      company: 'lucky-star',
      code: 'wild-phoenix',
      used: 'n',
      names: { ko: '와일드 피닉스', en: 'Wild Phoenix' },
    });
  });

  it('answers 400 naming the code for an unknown game, a vendor code instead of its gameCompany, or a bad flag; 401 without a token', async () => {
    const { token } = await backend.member();
    const auth = { authorization: `Bearer ${token}` };
    for (const params of [
      { company: 'lucky-star', code: 'no-such-game', on: true },
      { company: 'no-such-company', code: 'golden-fortune', on: true },
      { company: 'split-vendor', code: 'percent-spins', on: true },
    ]) {
      const response = await post('/public/set-favorite-game', { params }, auth);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'code' });
    }
    const flag = await post(
      '/public/set-favorite-game',
      { params: { company: 'lucky-star', code: 'golden-fortune', on: 'yes' } },
      auth,
    );
    expect(await flag.json()).toMatchObject({ field: 'on' });
    expect((await call('get-favorite-games', {}, token)).games).toEqual([]);
    expect((await post('/public/get-favorite-games', {})).status).toBe(401);
    expect(
      (await post('/public/set-favorite-game', { params: { company: 'lucky-star', code: 'golden-fortune', on: true } }))
        .status,
    ).toBe(401);
  });
});

describe('recently played', () => {
  const recent = async (token: string) => (await call('get-recent-games', {}, token)).games.map(keyOf);

  it('lists the games opened, most recent first, each once', async () => {
    const { token } = await backend.member();
    expect(await recent(token)).toEqual([]);
    await open('lucky-star', 'golden-fortune', token);
    advance();
    await open('aurora-live', 'aurora-live', token);
    advance();
    await open('SPLIT_CO', 'percent-spins', token);
    advance();
    await open('lucky-star', 'golden-fortune', token);
    expect(await recent(token)).toEqual([
      'lucky-star/golden-fortune',
      'SPLIT_CO/percent-spins',
      'aurora-live/aurora-live',
    ]);
    expect(await recent((await backend.member()).token)).toEqual([]);
  });

  it('does not record a game that did not open', async () => {
    const { token } = await backend.member();
    expect(await open('lucky-star', 'wild-phoenix', token)).toEqual({ status: 'time' });
    expect(await open('neon-roulette', 'neon-roulette', token)).toEqual({ status: 'time' });
    expect(
      (
        await post(
          '/public/open-game',
          { params: { company: 'lucky-star', code: 'nope', timeStemp: 1 } },
          { authorization: `Bearer ${token}` },
        )
      ).status,
    ).toBe(400);
    expect(await recent(token)).toEqual([]);
  });

  it('keeps the last 20 distinct games', async () => {
    const { userId, token } = await backend.member();
    const slots = (
      await search({
        kind: 'slot',
        companies: ['jade-dragon', 'pharaoh-gold', 'ocean-treasure'],
        sort: 'az',
        lang: 'en',
        limit: 25,
      })
    ).games;
    expect(slots.length).toBe(25);
    for (const game of slots) {
      advance();
      expect(await open(game.company, game.code, token)).toMatchObject({ status: 'success' });
    }
    const list = await recent(token);
    expect(list).toEqual(slots.slice(-20).reverse().map(keyOf));
    const { db } = backend.database;
    const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
    const [{ n }] = await db.select({ n: count() }).from(recentGames).where(eq(recentGames.userId, id));
    expect(n).toBe(20);
  });

  it('counts each launch in the game popularity, not a refused one', async () => {
    const token = await login();
    const launches = async (company: string, code: string) => {
      const [row] = await backend.database.db
        .select({ launches: games.launches })
        .from(games)
        .where(and(eq(games.vendorCode, company), eq(games.code, code)));
      return row.launches;
    };
    const before = await launches('lucky-star', 'golden-fortune');
    await open('lucky-star', 'golden-fortune', token);
    await open('lucky-star', 'golden-fortune', token);
    expect(await launches('lucky-star', 'golden-fortune')).toBe(before + 2);
    const maintenance = await launches('lucky-star', 'wild-phoenix');
    await open('lucky-star', 'wild-phoenix', token);
    expect(await launches('lucky-star', 'wild-phoenix')).toBe(maintenance);
    const [found] = (await search({ q: 'golden fortune', companies: ['lucky-star'] })).games;
    expect(found.launches).toBe(before + 2);
  });

  it('needs a member', async () => {
    expect((await post('/public/get-recent-games', {})).status).toBe(401);
  });
});

describe('the search index', () => {
  it('serves the text search on every language, Hangul included', async () => {
    const { db } = backend.database;
    for (const q of ['드래곤', 'dragon', 'ドラゴン', 'มังกร']) {
      // With full scans priced out, the plan shows whether the trigram index can serve the condition at all.
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        return (await tx.execute(sql`explain ${facetsQuery({ q })}`)) as unknown as { rows: Record<string, string>[] };
      });
      expect(plan.rows.map((r) => Object.values(r)[0]).join('\n'), q).toMatch(/Bitmap Index Scan on games_search_idx/);
    }
  });
});
