import { and, arrayContains, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { calendarDate, nameLanguages, searchFacets, type GameSort, type RequestOf } from '@/lib/contract';
import { artUrl } from '../art';
import type { Db } from '../db';
import { favoriteGames, games, recentGames, sortName, vendors } from '../db/schema';
import { badInput, type Handlers } from '../ops';

export const SEARCH_LIMIT_DEFAULT = 48;
export const RECENT_MAX = 20;
/** get-favorite-games lists this many, newest first. */
export const FAVORITES_MAX = 500;

type Lang = (typeof nameLanguages)[number];
type SearchParams = RequestOf<'search-games'>;
type Filters = Pick<SearchParams, 'q' | 'kind' | 'companies' | 'tags'>;

const otherLanguages = ['jp', 'vn', 'cn', 'th'] as const;

const gameColumns = {
  id: games.id,
  vendorCode: games.vendorCode,
  code: games.code,
  nameKo: games.nameKo,
  nameEn: games.nameEn,
  names: games.names,
  kind: games.kind,
  tags: games.tags,
  releasedAt: games.releasedAt,
  launches: games.launches,
  rtp: games.rtp,
  volatility: games.volatility,
  used: games.used,
  company: vendors.gameCompany,
  providerKo: vendors.nameKo,
  providerEn: vendors.nameEn,
  vendorUsed: vendors.used,
};
type GameRow = {
  [K in keyof typeof gameColumns]:
    (typeof gameColumns)[K]['_']['data'] | ((typeof gameColumns)[K]['_']['notNull'] extends true ? never : null);
};

/** A game as one JSON value built by the database: the driver parses one value per row, not 17 typed columns. */
const gameJson = sql<GameRow>`json_build_object(${sql.join(
  Object.entries(gameColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`.as('game');

const wireGame = (row: GameRow, publicUrl: string) => ({
  company: row.company,
  code: row.code,
  kind: row.kind,
  names: {
    ko: row.nameKo,
    en: row.nameEn,
    ...Object.fromEntries(
      otherLanguages.flatMap((lang) => (typeof row.names?.[lang] === 'string' ? [[lang, row.names[lang]]] : [])),
    ),
  },
  provider: { ko: row.providerKo, en: row.providerEn },
  tags: row.tags,
  releasedAt: row.releasedAt,
  launches: row.launches,
  ...(row.rtp === null ? {} : { rtp: row.rtp / 100 }),
  ...(row.volatility === null ? {} : { volatility: row.volatility }),
  used: row.used === 'n' || row.vendorUsed === 'n' ? ('n' as const) : ('y' as const),
  imgUrl: artUrl(publicUrl, 'game', `${row.vendorCode}.${row.code}`),
});

/** `q` as a literal substring for LIKE: its own %, _ and \ are escaped. */
const substring = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE conditions of a search, over games joined to their vendors. */
function matching({ q, kind, companies, tags }: Filters) {
  return [
    // search_text is lower-cased already: LIKE on the lower-cased pattern is ILIKE without folding every row again.
    q ? sql`${games.searchText} like lower(${substring(q)})` : undefined,
    kind ? eq(games.kind, kind) : undefined,
    companies?.length ? inArray(vendors.gameCompany, companies) : undefined,
    tags?.length ? arrayContains(games.tags, tags) : undefined,
  ];
}

const id = z.int().min(1).max(2_147_483_647);
const cursorShape = z.union([
  z.tuple([z.literal('popular'), z.int().min(0).max(2_147_483_647), id]),
  z.tuple([z.literal('new'), calendarDate, id]),
  z.tuple([z.literal('az'), z.enum(nameLanguages), id]),
]);
type Cursor = z.infer<typeof cursorShape>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor of the page before, which must come from a search with the same sort (and language, for az). */
function decodeCursor(text: string, sort: GameSort, lang: Lang): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badInput('cursor');
  }
  const cursor = cursorShape.safeParse(parsed);
  if (!cursor.success || cursor.data[0] !== sort || (sort === 'az' && cursor.data[1] !== lang))
    throw badInput('cursor');
  return cursor.data;
}

function ordering(sort: GameSort, lang: Lang, after: Cursor | null): { orderBy: SQL[]; after?: SQL } {
  switch (sort) {
    case 'popular':
      return {
        orderBy: [desc(games.launches), desc(games.id)],
        after: after ? sql`(${games.launches}, ${games.id}) < (${after[1]}, ${after[2]})` : undefined,
      };
    case 'new':
      return {
        orderBy: [desc(games.releasedAt), desc(games.id)],
        after: after ? sql`(${games.releasedAt}, ${games.id}) < (${after[1]}::date, ${after[2]})` : undefined,
      };
    case 'az': {
      const orderBy = [asc(sortName(lang, games)), asc(games.id)];
      if (!after) return { orderBy };
      // The cursor names the last game; its sort name is read again here, so a cursor stays short whatever the name.
      const last = alias(games, 'last');
      const key = sql`(select ${sortName(lang, last)} from ${games} as ${sql.identifier('last')} where ${last.id} = ${after[2]})`;
      return { orderBy, after: sql`(${sortName(lang, games)}, ${games.id}) > (${key}, ${after[2]})` };
    }
  }
}

const cursorAfter = (sort: GameSort, lang: Lang, row: GameRow): Cursor =>
  sort === 'popular'
    ? ['popular', row.launches, row.id]
    : sort === 'new'
      ? ['new', row.releasedAt, row.id]
      : ['az', lang, row.id];

interface FacetRow {
  facet: 'company' | 'tag';
  key: string;
  name_ko: string | null;
  name_en: string | null;
  n: number;
}

/**
 * Both facets in one statement over the games matching q and kind. Each leaves out its own filter, so it counts what
 * choosing another value would give: providers are counted under the tag filter, tags under the provider filter.
 */
export function facetsQuery(filters: Filters) {
  const base = and(...matching({ q: filters.q, kind: filters.kind }));
  return sql`
    with matched as materialized (
      select ${games.vendorCode} as vendor_code, ${vendors.gameCompany} as company, ${games.tags} as tags
      from ${games} join ${vendors} on ${vendors.code} = ${games.vendorCode}
      ${base ? sql`where ${base}` : sql``}
    ),
    companies as (
      select vendor_code, count(*)::int as n from matched
      ${filters.tags?.length ? sql`where tags @> ${sql.param(filters.tags, games.tags)}` : sql``}
      group by vendor_code
    )
    select 'company' as facet, v.game_company as key, v.name_ko, v.name_en, c.n, v.sort
      from companies c join ${vendors} v on v.code = c.vendor_code
    union all
    select 'tag', t.tag, null, null, count(*)::int, null
      from matched cross join lateral unnest(matched.tags) as t(tag)
      ${filters.companies?.length ? sql`where matched.company in ${filters.companies}` : sql``}
      group by t.tag
    order by n desc, sort nulls last, key`;
}

/** The facets, and the search's `total`: the providers' counts summed, over the chosen providers if any. */
async function countFacets(db: Db, filters: Filters) {
  const { rows } = (await db.execute(facetsQuery(filters))) as unknown as { rows: FacetRow[] };
  const chosen = filters.companies?.length ? new Set(filters.companies) : null;
  const companies = rows
    .filter((r) => r.facet === 'company')
    .map((r) => ({ company: r.key, names: { ko: r.name_ko ?? '', en: r.name_en ?? '' }, count: r.n }));
  return {
    total: companies.reduce((sum, c) => sum + (!chosen || chosen.has(c.company) ? c.count : 0), 0),
    facets: { companies, tags: rows.filter((r) => r.facet === 'tag').map((r) => ({ tag: r.key, count: r.n })) },
  };
}

type Facets = Awaited<ReturnType<typeof countFacets>>;
/** Counts depend only on the filters and change only with the catalogue, while a lobby asks the same few again and again. */
const FACETS_TTL_MS = 30_000;
const facetCaches = new WeakMap<Db, LRUCache<string, Facets, Filters>>();

function facetsOf(db: Db, filters: Filters) {
  let cache = facetCaches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Facets, Filters>({
      max: 1_000,
      ttl: FACETS_TTL_MS,
      fetchMethod: (_key, _stale, { context }) => countFacets(db, context),
    });
    facetCaches.set(db, cache);
  }
  const sorted = (list?: string[]) => [...new Set(list ?? [])].sort();
  const key = JSON.stringify([filters.q ?? '', filters.kind ?? '', sorted(filters.companies), sorted(filters.tags)]);
  return cache.fetch(key, { context: filters }) as Promise<Facets>;
}

/**
 * Whether a search collects its matches through the trigram index before sorting them. Walking the sort's index is
 * cheaper while matches are spread along it, but reads most of the catalogue when they sit at its far end (a-z by a
 * first word late in the alphabet) or are few (a name and a tag). pg_trgm needs three characters to narrow anything.
 */
const collectsFirst = ({ q, tags }: Filters, sort: GameSort) =>
  q !== undefined && [...q].length >= 3 && (sort === 'az' || Boolean(tags?.length));

/** The page of a search: keyset after the cursor, one row more than asked to know whether another page follows. */
export function searchPage(db: Db, filters: Filters, sort: GameSort, lang: Lang, limit: number, after: Cursor | null) {
  const order = ordering(sort, lang, after);
  const answer = (source: typeof games | SQL) =>
    db.select({ game: gameJson }).from(source).innerJoin(vendors, eq(vendors.code, games.vendorCode));
  if (!collectsFirst(filters, sort)) {
    return answer(games)
      .where(and(...matching(filters), order.after))
      .orderBy(...order.orderBy)
      .limit(limit + 1);
  }
  // MATERIALIZED keeps the planner from folding the matches back into a walk of the sort's index. The page is cut
  // from them before the outer query builds the answer's JSON, which would otherwise be built for every match.
  const { q, kind, tags, companies } = filters;
  const rest = and(...matching({ companies }), order.after);
  const page = sql`(
    with matched as materialized (select * from ${games} where ${and(...matching({ q, kind, tags }))})
    select ${games}.* from matched as ${games} join ${vendors} on ${vendors.code} = ${games.vendorCode}
    ${rest ? sql`where ${rest}` : sql``}
    order by ${sql.join(order.orderBy, sql`, `)} limit ${limit + 1}
  ) as ${games}`;
  return answer(page).orderBy(...order.orderBy);
}

/** A member's favourites or recently played, newest first. */
function memberGames(
  db: Db,
  list: typeof favoriteGames | typeof recentGames,
  newest: PgColumn,
  userId: number,
  max: number,
) {
  return db
    .select({ game: gameJson })
    .from(list)
    .innerJoin(games, eq(games.id, list.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(eq(list.userId, userId))
    .orderBy(desc(newest), desc(list.gameId))
    .limit(max);
}

async function gameOf(db: Db, company: string, code: string) {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(and(eq(vendors.gameCompany, company), eq(games.code, code)));
  if (!game) throw badInput('code');
  return game.id;
}

/** Records a launch: one more for the game's popularity, and the game first in the member's recently played. */
export async function recordLaunch(db: Db, userId: number, gameId: number, now: Date) {
  const newest = db
    .select({ gameId: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.userId, userId))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
    .limit(RECENT_MAX);
  await Promise.all([
    db
      .update(games)
      .set({ launches: sql`${games.launches} + 1` })
      .where(eq(games.id, gameId)),
    db
      .insert(recentGames)
      .values({ userId, gameId, playedAt: now })
      .onConflictDoUpdate({ target: [recentGames.userId, recentGames.gameId], set: { playedAt: now } })
      // Only the newest RECENT_MAX are ever listed: the rest are dropped so the table stays small.
      .then(() =>
        db
          .delete(recentGames)
          .where(and(eq(recentGames.userId, userId), sql`${recentGames.gameId} not in (${newest})`)),
      ),
  ]);
}

export const catalogueRoutes = {
  'search-games': async (
    {
      q,
      kind,
      companies,
      tags,
      sort = 'popular',
      lang = 'ko',
      cursor,
      limit = SEARCH_LIMIT_DEFAULT,
      facets: asked = searchFacets,
    },
    { db, config },
  ) => {
    const after = cursor ? decodeCursor(cursor, sort, lang) : null;
    const filters = { q: q || undefined, kind, companies, tags };
    const [rows, { total, facets }] = await Promise.all([
      searchPage(db, filters, sort, lang, limit, after),
      facetsOf(db, filters),
    ]);
    const page = rows.slice(0, limit).map((row) => row.game);
    return {
      status: 'success',
      games: page.map((row) => wireGame(row, config.publicUrl)),
      nextCursor: rows.length > limit ? encodeCursor(cursorAfter(sort, lang, page[page.length - 1])) : null,
      total,
      facets: Object.fromEntries(asked.map((facet) => [facet, facets[facet]])),
    };
  },

  'get-favorite-games': async (_, { db, config, member }) => {
    const rows = await memberGames(db, favoriteGames, favoriteGames.createdAt, member.id, FAVORITES_MAX);
    return { status: 'success', games: rows.map((row) => wireGame(row.game, config.publicUrl)) };
  },

  'set-favorite-game': async ({ company, code, on }, { db, member, now }) => {
    const gameId = await gameOf(db, company, code);
    if (on)
      await db.insert(favoriteGames).values({ userId: member.id, gameId, createdAt: now() }).onConflictDoNothing();
    else
      await db.delete(favoriteGames).where(and(eq(favoriteGames.userId, member.id), eq(favoriteGames.gameId, gameId)));
    return { status: 'success', on };
  },

  'get-recent-games': async (_, { db, config, member }) => {
    const rows = await memberGames(db, recentGames, recentGames.playedAt, member.id, RECENT_MAX);
    return { status: 'success', games: rows.map((row) => wireGame(row.game, config.publicUrl)) };
  },
} satisfies Partial<Handlers>;
