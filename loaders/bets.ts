import type { GetServerSidePropsContext } from 'next';
import type { RootState } from '@/store';
import { betsApi } from '@/store/betsApi';
import { memberPageProps, prefetchOffered } from '@/loaders/pageProps';
import { selectHasFeature, selectMarket } from '@/store/pageSlice';
import { betFilterFromQuery, betGamesArg, betListArg, siteDay } from '@/components/bets/betQuery';

/** The page of the filter in the query; a backend without bet history has no such page, as for any unknown address. */
export async function betsPageProps(ctx: GetServerSidePropsContext) {
  const now = Date.now();
  const page = await memberPageProps(ctx, {
    namespaces: ['wallet'],
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
  if (!('props' in page)) return page;
  const state = page.props.initialState as RootState;
  if (!selectHasFeature(state, 'bet-history')) return { notFound: true as const };
  return { props: { ...page.props, today: siteDay(now, selectMarket(state).timeZone) } };
}
