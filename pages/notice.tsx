import type { GetServerSideProps } from 'next';
import { NoticesScreen } from '@/components/notices/NoticesScreen';
import { memberPageProps, prefetch } from '@/loaders/pageProps';
import { noticesApi } from '@/store/noticesApi';

/** Members only, as the seed says; only this site's notices reach the browser (prefetch filters them for the host). */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  let host = null as string | null;
  const result = await memberPageProps(ctx, async (page) => {
    host = page.call.visitor?.host ?? null;
    await prefetch(page, noticesApi.endpoints.notices, undefined);
  });
  return 'props' in result ? { props: { ...result.props, host } } : result;
};

export default NoticesScreen;
