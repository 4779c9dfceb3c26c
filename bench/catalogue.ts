// Issue 20's catalogue budgets: search-games through the portal with a large catalogue, and the lobby's HTML and
// render time with it against the default seed.
import type { Options } from 'autocannon';
import { median } from './cannon';
import { searchFacets } from '../lib/contract/terms';

export const CATALOGUE_GAMES = 20_000;
export const SEARCH_CONNECTIONS = 20;
export const SEARCH_P95_MS = 150;
export const LOBBY_HTML_MAX_RATIO = 1.2;
export const LOBBY_RENDER_MAX_RATIO = 1.3;

/**
 * What players type and pick: parts of names in several languages, kinds, tags and each sort, each a first page of
 * /game as it asks for it (the tag counts; the provider counts too while the provider list is open, two of twelve).
 */
const PROVIDERS_OPEN = [...searchFacets];
const SEARCHES: Record<string, unknown>[] = [
  { q: '드래곤' },
  { q: 'dragon' },
  { q: 'gold', sort: 'new' },
  { q: '포춘', kind: 'slot', facets: PROVIDERS_OPEN },
  { q: 'ドラゴン' },
  { kind: 'slot' },
  { q: 'wild', sort: 'az', lang: 'en' },
  { tags: ['new'] },
  { q: '다이아몬드', sort: 'az', lang: 'ko' },
  { q: 'mega', tags: ['jackpot'], facets: PROVIDERS_OPEN },
  { kind: 'casino', sort: 'new' },
  { q: '黄金' },
];

/** autocannon's request list: each connection goes through the searches in turn, so every request searches anew. */
export const searchRequests = (): NonNullable<Options['requests']> =>
  SEARCHES.map((params) => ({
    method: 'POST',
    path: '/api/routes/search-games',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ params: { facets: ['tags'], ...params, limit: 48 } }),
  }));

/** One answer checked before timing: a search that fails would be timed as a fast one. */
export async function checkSearch(portalUrl: string) {
  const response = await fetch(`${portalUrl}/api/routes/search-games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ params: { q: 'dragon', limit: 48 } }),
  });
  const body = (await response.json()) as { status?: string; total?: number };
  if (response.status !== 200 || body.status !== 'success')
    throw new Error(`search-games through the portal: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.total ?? 0;
}

/** The lobby's HTML size, the same on every request for a visitor; the median of a few. */
export async function lobbyBytes(portalUrl: string) {
  const sizes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${portalUrl}/`);
    if (response.status !== 200) throw new Error(`/ answered ${response.status}`);
    sizes.push(Buffer.byteLength(await response.text()));
  }
  return median(sizes);
}
