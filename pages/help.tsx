import type { GetServerSideProps } from 'next';
import { HelpScreen } from '@/components/support/HelpScreen';
import { helpPaging } from '@/components/support/paging';
import { memberPageProps, prefetch } from '@/loaders/pageProps';
import { helpApi } from '@/store/helpApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, {
    namespaces: ['help'],
    load: (page) => {
      const paging = helpPaging(ctx.query.page);
      return prefetch(page, helpApi.endpoints.helpList, paging);
    },
  });

export default HelpScreen;
