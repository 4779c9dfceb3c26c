import type { GetServerSidePropsContext } from 'next';
import { memberPageProps, prefetch, withProps } from '@/loaders/pageProps';
import { noticesApi } from '@/store/noticesApi';

/**
 * Members only, as the seed says; only this site's notices reach the browser (prefetch filters them for the host), and
 * the host goes with them for the screen to filter by again.
 */
export async function noticePageProps(ctx: GetServerSidePropsContext) {
  let host: string | null = null;
  const page = await memberPageProps(ctx, {
    load: (page) => {
      host = page.call.visitor?.host ?? null;
      return prefetch(page, noticesApi.endpoints.notices, undefined);
    },
  });
  return withProps(page, () => ({ host }));
}
