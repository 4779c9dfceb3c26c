import type { GetServerSidePropsContext } from 'next';
import { loadCompanyGames } from '@/loaders/games';
import { companyPage, TOP_PROVIDERS } from '@/components/common/games/useGameLists';
import type { RequestOf } from '@/lib/contract';
import { companyFromQuery } from '@/lib/paths';
import { bannersApi } from '@/store/bannersApi';
import { catalogueApi } from '@/store/catalogueApi';
import { prefetch, prefetchOffered, publicPageProps, type PageContext } from '@/loaders/pageProps';
import { gamesApi } from '@/store/gamesApi';
import { helpApi } from '@/store/helpApi';
import { noticesApi } from '@/store/noticesApi';
import { cleanBanners } from '@/components/home/cleanBanners';
import { LATEST } from '@/components/home/NoticePanel';

/** The lobby, the same for every visitor without a session; closed to a member on a break or self-excluded. */
export const lobbyPageProps = (ctx: GetServerSidePropsContext) =>
  publicPageProps(ctx, { shareable: true, closedWhenRestricted: true, load: (page) => loadLobby(page, ctx.query) });

// prefetch filters the notices, so no other domain's notice reaches the browser.
export async function loadLobby(page: PageContext, query: Record<string, unknown>) {
  const company = companyFromQuery(query.company);
  const searchable = page.offers('game-search');
  const slots = prefetch(page, gamesApi.endpoints.slotList, undefined);
  // The game rows (LobbyRows) and a member's support replies (HelpPanel) come after the page: below the fold, they
  // would double the elements React hydrates in its first task, and a member's three calls would slow every page.
  await Promise.all([
    prefetch(page, gamesApi.endpoints.casinoList, undefined),
    slots,
    prefetch(page, gamesApi.endpoints.jackpot, undefined),
    loadNotices(page),
    loadBanners(page),
    page.member === null ? loadPublicHelp(page) : null,
    company ? Promise.all([searchable, slots]).then(([paged]) => loadCompany(page, company, paged)) : null,
  ]);
  keepTopProviders(page, company);
}

async function loadNotices(page: PageContext) {
  if (!(await prefetch(page, noticesApi.endpoints.notices, undefined))) return;
  page.store.dispatch(
    noticesApi.util.updateQueryData('notices', undefined, (draft) => {
      draft.notices = draft.notices.slice(0, LATEST);
    }),
  );
}

/** A visitor's panel: what the operator published, the same for every visitor of the host, so the page stays cacheable. */
async function loadPublicHelp(page: PageContext) {
  if (!(await prefetchOffered(page, 'public-help', helpApi.endpoints.publicHelpList, undefined))) return;
  page.store.dispatch(
    helpApi.util.updateQueryData('publicHelpList', undefined, (draft) => {
      draft.helps = draft.helps.slice(0, LATEST);
    }),
  );
}

/** Operator content is cleaned before it reaches the store, and so the page's HTML and props. */
async function loadBanners(page: PageContext) {
  if (!(await prefetchOffered(page, 'banners', bannersApi.endpoints.banners, undefined))) return;
  page.store.dispatch(
    bannersApi.util.updateQueryData('banners', undefined, (draft) => cleanBanners(draft, page.call.visitor?.host)),
  );
}

/** A page of search results; the lobby's arguments ask for no facets. */
async function loadSearch(page: PageContext, arg: RequestOf<'search-games'>) {
  await prefetch(page, catalogueApi.endpoints.searchGames, arg);
}

/** The slot modal's games, after the slot list: a company it does not name is not a failed load, the modal says it does not exist. */
async function loadCompany(page: PageContext, company: string, paged: boolean) {
  if (!paged) return void (await loadCompanyGames(page, company));
  const listed = gamesApi.endpoints.slotList.select()(page.store.getState()).data?.slot;
  if (listed && !listed.some((item) => item.code === company)) return;
  await loadSearch(page, companyPage(company));
}

/** The lobby lists the top providers and links to /game for the rest: only they (and an open modal's company) travel with the page. */
function keepTopProviders(page: PageContext, company: string | null) {
  const keep = <T extends { code: string }>(items: T[]) =>
    items.filter((item, index) => index < TOP_PROVIDERS || item.code === company);
  const state = page.store.getState();
  if (gamesApi.endpoints.casinoList.select()(state).data) {
    page.store.dispatch(
      gamesApi.util.updateQueryData('casinoList', undefined, (draft) => {
        draft.casiono = keep(draft.casiono);
      }),
    );
  }
  if (gamesApi.endpoints.slotList.select()(state).data) {
    page.store.dispatch(
      gamesApi.util.updateQueryData('slotList', undefined, (draft) => {
        draft.slot = keep(draft.slot);
      }),
    );
  }
}
