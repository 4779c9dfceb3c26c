import { z } from 'zod';
import { amount, date, empty, op, reply, yesNo } from './common';
import { gameCode } from './games';
import { gameKinds, gameSorts, nameLanguages, SEARCH_LIMIT_MAX, SEARCH_TEXT_MAX, searchFacets } from './terms';

export * from './terms';

const tag = z.string().regex(/^[a-z0-9-]{1,32}$/);
/** ko and en at least; any other language the operator supplies. */
const names = z.looseObject({ ko: z.string(), en: z.string() }).catchall(z.string());

/** A game of the catalogue: launched with open-game {company, code}. */
const catalogueGame = z.looseObject({
  company: gameCode,
  code: gameCode,
  kind: z.string(),
  names,
  /** The provider's name. */
  provider: names,
  tags: z.array(z.string()),
  releasedAt: date,
  /** Popularity: how often it was launched. */
  launches: amount,
  rtp: amount.optional(),
  volatility: z.string().optional(),
  used: yesNo,
  imgUrl: z.string(),
});
export type CatalogueGame = z.infer<typeof catalogueGame>;

/** Only the facets the request named (`facets`, both by default). */
const facets = z.looseObject({
  companies: z.array(z.looseObject({ company: gameCode, names, count: amount })).optional(),
  tags: z.array(z.looseObject({ tag: z.string(), count: amount })).optional(),
});
export type SearchFacets = z.infer<typeof facets>;

export const catalogueOps = [
  op({
    name: 'search-games',
    auth: false,
    extension: 'game-search',
    request: z.strictObject({
      q: z.string().normalize('NFKC').trim().max(SEARCH_TEXT_MAX).optional(),
      kind: z.enum(gameKinds).optional(),
      companies: z.array(gameCode).max(20).optional(),
      tags: z.array(tag).max(10).optional(),
      sort: z.enum(gameSorts).optional(),
      /** The page's language: `az` sorts by the name in it. */
      lang: z.enum(nameLanguages).optional(),
      cursor: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,200}$/)
        .optional(),
      limit: z.int().min(1).max(SEARCH_LIMIT_MAX).optional(),
      /** Which counts to answer beside the page; both when left out. */
      facets: z.array(z.enum(searchFacets)).max(searchFacets.length).optional(),
    }),
    response: reply('success', {
      games: z.array(catalogueGame),
      nextCursor: z.string().nullable(),
      total: amount,
      facets,
    }),
  }),
  op({
    name: 'get-favorite-games',
    auth: true,
    extension: 'favorite-games',
    request: empty,
    response: reply('success', { games: z.array(catalogueGame) }),
  }),
  op({
    name: 'set-favorite-game',
    auth: true,
    extension: 'favorite-games',
    request: z.strictObject({ company: gameCode, code: gameCode, on: z.boolean() }),
    response: reply('success', { on: z.boolean() }),
  }),
  op({
    name: 'get-recent-games',
    auth: true,
    extension: 'recent-games',
    request: empty,
    response: reply('success', { games: z.array(catalogueGame) }),
  }),
] as const;
