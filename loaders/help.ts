import type { GetServerSidePropsContext } from 'next';
import { helpPaging } from '@/components/support/paging';
import { memberPageProps, prefetch } from '@/loaders/pageProps';
import { helpApi } from '@/store/helpApi';

/** The member's support conversations, the page the query names. */
export const helpPageProps = (ctx: GetServerSidePropsContext) =>
  memberPageProps(ctx, {
    namespaces: ['help'],
    load: (page) => prefetch(page, helpApi.endpoints.helpList, helpPaging(ctx.query.page)),
  });
