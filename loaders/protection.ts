import type { GetServerSidePropsContext } from 'next';
import { memberPageProps, prefetchOffered } from '@/loaders/pageProps';
import { protectionApi } from '@/store/protectionApi';

/** Responsible gaming, where the backend offers player protection: the member's limits. */
export const protectionPageProps = (ctx: GetServerSidePropsContext) =>
  memberPageProps(ctx, {
    namespaces: ['protection'],
    requires: ['player-protection'],
    load: (page) => prefetchOffered(page, 'player-protection', protectionApi.endpoints.playLimits, undefined),
  });
