import type { GetServerSidePropsContext } from 'next';
import type { RootState } from '@/store';
import { memberPageProps, prefetchOffered } from '@/loaders/pageProps';
import { selectHasFeature } from '@/store/pageSlice';
import { protectionApi } from '@/store/protectionApi';

/** A backend without player protection has no such page, as for any unknown address. */
export async function protectionPageProps(ctx: GetServerSidePropsContext) {
  const page = await memberPageProps(ctx, {
    namespaces: ['protection'],
    load: (page) => prefetchOffered(page, 'player-protection', protectionApi.endpoints.playLimits, undefined),
  });
  if ('props' in page && !selectHasFeature(page.props.initialState as RootState, 'player-protection'))
    return { notFound: true as const };
  return page;
}
