import type { GetServerSidePropsContext } from 'next';
import { prefetch, publicPageProps } from '@/loaders/pageProps';
import { registerApi } from '@/store/registerApi';

/** A member has nothing to register: home. Visitors get the form with the operator domain already resolved. */
export const registerPageProps = (ctx: GetServerSidePropsContext) =>
  publicPageProps(ctx, {
    visitorsOnly: 'home',
    namespaces: ['register', 'banks'],
    load: (page) => prefetch(page, registerApi.endpoints.regDomain, undefined),
  });
