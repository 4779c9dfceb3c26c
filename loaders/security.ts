import type { GetServerSidePropsContext } from 'next';
import type { ExtensionFeature } from '@/lib/contract/terms';
import { memberPageProps, prefetchOffered, type PageContext } from '@/loaders/pageProps';
import { FIRST_HISTORY_PAGE, securityApi } from '@/store/securityApi';

export const SECURITY_FEATURES: readonly ExtensionFeature[] = ['two-factor', 'passkeys', 'sessions'];

/** The last login before this one, for the account page ("last signed in … from …"). */
export const loadLastLogin = (page: PageContext) =>
  prefetchOffered(page, 'sessions', securityApi.endpoints.loginHistory, FIRST_HISTORY_PAGE, { optional: true });

/** Account security, where the backend offers any of its extensions: two-step sign-in, passkeys, sessions. */
export const securityPageProps = (ctx: GetServerSidePropsContext) =>
  memberPageProps(ctx, {
    namespaces: ['account'],
    requires: SECURITY_FEATURES,
    load: (page) =>
      Promise.all([
        prefetchOffered(page, 'two-factor', securityApi.endpoints.twoFactor, undefined),
        prefetchOffered(page, 'passkeys', securityApi.endpoints.passkeys, undefined),
        prefetchOffered(page, 'sessions', securityApi.endpoints.sessions, undefined),
        loadLastLogin(page),
      ]),
  });
