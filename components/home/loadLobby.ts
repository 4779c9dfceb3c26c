import { loadCompanyGames } from '@/components/games/loadGames';
import { companyFromQuery } from '@/lib/paths';
import { prefetch, type PageContext } from '@/store/pageProps';
import { gamesApi } from '@/store/gamesApi';
import { helpApi } from '@/store/helpApi';
import { noticesApi } from '@/store/noticesApi';
import { HOME_HELP_PAGING } from './HelpPanel';
import { LATEST } from './NoticePanel';

// prefetch filters the notices, so no other domain's notice reaches the browser.
export function loadLobby(page: PageContext, query: Record<string, unknown>) {
  const company = companyFromQuery(query.company);
  const slots = prefetch(page, { op: 'get-slot-setting', endpoint: gamesApi.endpoints.slotList, arg: undefined });
  return Promise.all([
    prefetch(page, { op: 'get-casino-setting', endpoint: gamesApi.endpoints.casinoList, arg: undefined }),
    slots,
    prefetch(page, { op: 'get-jackpot', endpoint: gamesApi.endpoints.jackpot, arg: undefined }),
    loadNotices(page),
    page.member ? prefetch(page, { op: 'get-help-list', params: HOME_HELP_PAGING, endpoint: helpApi.endpoints.helpList, arg: HOME_HELP_PAGING }) : null,
    company ? slots.then(() => loadCompanyGames(page, company)) : null,
  ]);
}

async function loadNotices(page: PageContext) {
  if (!(await prefetch(page, { op: 'get-user-notices', endpoint: noticesApi.endpoints.notices, arg: undefined }))) return;
  page.store.dispatch(
    noticesApi.util.updateQueryData('notices', undefined, (draft) => {
      draft.notices = draft.notices.slice(0, LATEST);
    }),
  );
}
