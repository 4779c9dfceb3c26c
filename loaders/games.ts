import { categoryFromQuery, companyFromQuery } from '@/lib/paths';
import { catalogueApi } from '@/store/catalogueApi';
import { gamesApi } from '@/store/gamesApi';
import type { GetServerSidePropsContext } from 'next';
import { prefetch, prefetchOffered, prefetchPages, publicPageProps, type PageContext } from '@/loaders/pageProps';
import { filtersFromQuery, pagesFromQuery, searchArg, type CatalogueFilters } from '@/components/games/catalogueQuery';

/** The pages of results the URL names (?pages=) that the server renders; the browser loads any further ones. */
export const SERVER_PAGES_MAX = 5;

/** /game, the same for every visitor without a session; closed to a member on a break or self-excluded. */
export const gamesPageProps = (ctx: GetServerSidePropsContext) =>
  publicPageProps(ctx, {
    shareable: true,
    closedWhenRestricted: true,
    load: (page) => loadGames(page, ctx.query, ctx.locale),
  });

/** /game's data: the pages of the catalogue search the URL names when the backend offers it, else the per-provider lists. */
export async function loadGames(page: PageContext, query: Record<string, unknown>, locale: string | undefined) {
  if (await page.offers('game-search')) {
    return Promise.all([
      searchPages(page, filtersFromQuery(query), locale, Math.min(pagesFromQuery(query), SERVER_PAGES_MAX)),
      page.member && prefetchOffered(page, 'favorite-games', catalogueApi.endpoints.favoriteGames, undefined),
    ]);
  }
  const category = categoryFromQuery(query.category);
  const company = category === 'slot' ? companyFromQuery(query.company) : null;
  if (category === 'casino') return prefetch(page, gamesApi.endpoints.casinoList, undefined);
  if (category === 'sport') return prefetch(page, gamesApi.endpoints.sportList, undefined);
  const slots = prefetch(page, gamesApi.endpoints.slotList, undefined);
  return Promise.all([slots, company ? slots.then(() => loadCompanyGames(page, company)) : null]);
}

function searchPages(page: PageContext, filters: CatalogueFilters, locale: string | undefined, pages: number) {
  return prefetchPages(page, catalogueApi.endpoints.searchPages, searchArg(filters, locale), pages);
}

/** After the slot list: a company it does not name is not a failed load, the page says it does not exist. */
export function loadCompanyGames(page: PageContext, company: string) {
  const listed = gamesApi.endpoints.slotList.select()(page.store.getState()).data?.slot;
  if (listed && !listed.some((item) => item.code === company)) return null;
  return prefetch(page, gamesApi.endpoints.slotGames, company);
}
