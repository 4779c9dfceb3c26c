import type { GetServerSidePropsContext } from 'next';
import type { RootState } from '@/store';
import { betsApi } from '@/store/betsApi';
import { memberPageProps, prefetchOffered, withProps } from '@/loaders/pageProps';
import { selectMarket } from '@/store/pageSlice';
import { betFilterFromQuery, betGamesArg, betListArg, siteDay } from '@/components/bets/betQuery';

/** The bet history, where the backend offers it: the page of the filter in the query, and the site's today. */
export async function betsPageProps(ctx: GetServerSidePropsContext) {
  const now = Date.now();
  const page = await memberPageProps(ctx, {
    namespaces: ['wallet'],
    requires: ['bet-history'],
    // Loaded once the site is known: "today" and the period's midnights are the site's, in its time zone.
    load: (page) => {
      const { timeZone } = selectMarket(page.store.getState());
      const filter = betFilterFromQuery(ctx.query, siteDay(now, timeZone));
      return Promise.all([
        prefetchOffered(page, 'bet-history', betsApi.endpoints.betList, betListArg(filter, timeZone)),
        prefetchOffered(page, 'bet-history', betsApi.endpoints.betList, betGamesArg(filter, timeZone)),
      ]);
    },
  });
  return withProps(page, (props) => ({
    today: siteDay(now, selectMarket(props.initialState as RootState).timeZone),
  }));
}
