import type { GetServerSideProps } from 'next';
import { NoticesScreen, type NoticesScreenProps } from '@/components/notices/NoticesScreen';
import { portalProps, prefetch, type PortalProps } from '@/store/pageProps';
import { noticesApi } from '@/store/noticesApi';

/** Only this site's notices reach the browser: prefetch filters the list for the visitor's host before it is sent. */
export const getServerSideProps: GetServerSideProps<PortalProps & NoticesScreenProps> = async (ctx) => {
  let host: string | null = null;
  const props = await portalProps(ctx, async (page) => {
    host = page.call.visitor?.host ?? null;
    await prefetch(page, { op: 'get-user-notices', endpoint: noticesApi.endpoints.notices, arg: undefined });
  });
  return { props: { ...props, host } };
};

export default NoticesScreen;
