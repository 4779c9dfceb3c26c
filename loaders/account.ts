import type { GetServerSidePropsContext } from 'next';
import { loadLastLogin } from '@/loaders/security';
import { memberPageProps, prefetchOffered, type PageContext } from '@/loaders/pageProps';
import { userApi } from '@/store/userApi';

/** My page's data: the last login, and the member's record where the backend offers get-member. */
export const loadAccount = (page: PageContext) =>
  Promise.all([
    loadLastLogin(page),
    prefetchOffered(page, 'member-info', userApi.endpoints.memberRecord, undefined, { optional: true }),
  ]);

/** My page: the member's figures (every member page has them) and loadAccount's. */
export const accountPageProps = (ctx: GetServerSidePropsContext) =>
  memberPageProps(ctx, { namespaces: ['account', 'banks'], load: loadAccount });
