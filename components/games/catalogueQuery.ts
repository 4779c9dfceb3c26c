import type { RequestOf } from '@/lib/contract';
import { gameSorts, nameLanguages, SEARCH_TEXT_MAX, searchFacets, type GameSort } from '@/lib/contract/terms';
import { GAME_CATEGORIES, paths, type GameCategory } from '@/lib/paths';

/** What /game?category=&q=&company=&tag=&sort= asks the catalogue for; no category means every kind. */
export interface CatalogueFilters {
  kind: GameCategory | null;
  q: string;
  companies: string[];
  tags: string[];
  sort: GameSort;
  /** The provider list is open (?providers=1): only then does a search ask for the per-provider counts. */
  providers: boolean;
}

export type SearchArg = RequestOf<'search-games'>;

/** One page of results: a multiple of 2, 3, 4 and 6 columns, so every full page ends on a full row. */
export const SEARCH_PAGE_SIZE = 48;
const COMPANIES_MAX = 20;
const TAGS_MAX = 10;
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const TAG = /^[a-z0-9-]{1,32}$/;
const PAGES = /^[1-9][0-9]{0,2}$/;

export const noFilters: CatalogueFilters = {
  kind: null,
  q: '',
  companies: [],
  tags: [],
  sort: 'popular',
  providers: false,
};

const values = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
const first = (value: unknown) => values(value)[0];
/** Distinct and in a fixed order: the same choice is the same URL and the same cache entry. */
const set = (items: string[], valid: RegExp, max: number) =>
  [...new Set(items.filter((item) => valid.test(item)))].sort().slice(0, max);

/** The search text as search-games reads it (NFKC, trimmed, at most SEARCH_TEXT_MAX). */
export const searchText = (value: string) => value.normalize('NFKC').trim().slice(0, SEARCH_TEXT_MAX).trim();

/** The URL's query as filters; anything unexpected is dropped. */
export function filtersFromQuery(query: Record<string, unknown>): CatalogueFilters {
  const kind = first(query.category);
  const sort = first(query.sort);
  return {
    kind: (GAME_CATEGORIES as readonly unknown[]).includes(kind) ? (kind as GameCategory) : null,
    q: searchText(first(query.q) ?? ''),
    companies: set(values(query.company), CODE, COMPANIES_MAX),
    tags: set(values(query.tag), TAG, TAGS_MAX),
    sort: (gameSorts as readonly unknown[]).includes(sort) ? (sort as GameSort) : 'popular',
    providers: first(query.providers) === '1',
  };
}

/** How many pages of results "load more" has shown (?pages=); anything unexpected is one. */
export function pagesFromQuery(query: Record<string, unknown>): number {
  const pages = first(query.pages);
  return pages && PAGES.test(pages) ? Number(pages) : 1;
}

/** The filters (and the pages shown) as the URL's query, in the order of the page's form; defaults are left out. */
export function queryFromFilters(
  { kind, q, companies, tags, sort, providers }: CatalogueFilters,
  pages = 1,
): Record<string, string | string[]> {
  return {
    ...(kind ? { category: kind } : {}),
    ...(q ? { q } : {}),
    ...(companies.length > 0 ? { company: companies } : {}),
    ...(tags.length > 0 ? { tag: tags } : {}),
    ...(sort === 'popular' ? {} : { sort }),
    ...(providers ? { providers: '1' } : {}),
    ...(pages > 1 ? { pages: String(pages) } : {}),
  };
}

/** A link to /game showing these filters (and these many pages). */
export const gamesHref = (filters: CatalogueFilters, pages?: number) => ({
  pathname: paths.game,
  query: queryFromFilters(filters, pages),
});

/**
 * The search-games argument for one page of results. The server's prefetch and the page's queries both build it
 * here, so the server-rendered page is the cache entry the browser reads. Only `az` depends on the page's language.
 * The counts come with the first page only, the providers' (one entry per provider) only while their list is open.
 */
export function searchArg(
  { kind, q, companies, tags, sort, providers }: CatalogueFilters,
  locale: string | undefined,
  cursor?: string,
): SearchArg {
  const lang = (nameLanguages as readonly unknown[]).includes(locale) ? (locale as SearchArg['lang']) : 'ko';
  return {
    ...(q ? { q } : {}),
    ...(kind ? { kind } : {}),
    ...(companies.length > 0 ? { companies } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    sort,
    ...(sort === 'az' ? { lang } : {}),
    ...(cursor ? { cursor } : {}),
    limit: SEARCH_PAGE_SIZE,
    facets: cursor ? [] : providers ? [...searchFacets] : ['tags'],
  };
}

export const hasFilters = (filters: CatalogueFilters) =>
  filters.q !== '' || filters.companies.length > 0 || filters.tags.length > 0;

/** The chosen entries first, also those the current results no longer count, so each can be unticked. */
export function withChosen<T>(
  items: readonly T[],
  chosen: readonly string[],
  missing: (key: string) => T,
  key: (item: T) => string,
): T[] {
  const picked = chosen.map((value) => items.find((item) => key(item) === value) ?? missing(value));
  return [...picked, ...items.filter((item) => !chosen.includes(key(item)))];
}
