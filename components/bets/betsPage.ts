import type { GetServerSidePropsContext } from 'next';
import type { RootState } from '@/store';
import { betsApi } from '@/store/betsApi';
import { memberPageProps, prefetchOffered } from '@/store/pageProps';
import { selectHasFeature } from '@/store/pageSlice';
import { betFilterFromQuery, betGamesArg, betListArg, siteDay } from './betQuery';

/** The page of the filter in the query; a backend without bet history has no such page, as for any unknown address. */
export async function betsPageProps(ctx: GetServerSidePropsContext) {
  const today = siteDay(Date.now());
  const filter = betFilterFromQuery(ctx.query, today);
  const list = betListArg(filter);
  const games = betGamesArg(filter);
  const page = await memberPageProps(ctx, {
    namespaces: ['wallet'],
    load: (page) =>
      Promise.all([
        prefetchOffered(page, 'bet-history', betsApi.endpoints.betList, list),
        prefetchOffered(page, 'bet-history', betsApi.endpoints.betList, games),
      ]),
  });
  if (!('props' in page)) return page;
  if (!selectHasFeature(page.props.initialState as RootState, 'bet-history')) return { notFound: true as const };
  return { props: { ...page.props, today } };
}
