import type { GetServerSidePropsContext } from 'next';
import type { ExtensionFeature } from '@/lib/contract/terms';
import type { RootState } from '@/store';
import { memberPageProps, prefetchOffered, type PageContext } from '@/loaders/pageProps';
import { selectHasFeature } from '@/store/pageSlice';
import { FIRST_HISTORY_PAGE, securityApi } from '@/store/securityApi';

export const SECURITY_FEATURES: readonly ExtensionFeature[] = ['two-factor', 'passkeys', 'sessions'];

/** The last login before this one, for the account page ("last signed in … from …"). */
export const loadLastLogin = (page: PageContext) =>
  prefetchOffered(page, 'sessions', securityApi.endpoints.loginHistory, FIRST_HISTORY_PAGE, { optional: true });

/** A backend with none of account security's extensions has no such page, as for any unknown address. */
export async function securityPageProps(ctx: GetServerSidePropsContext) {
  const page = await memberPageProps(ctx, {
    namespaces: ['account'],
    load: (page) =>
      Promise.all([
        prefetchOffered(page, 'two-factor', securityApi.endpoints.twoFactor, undefined),
        prefetchOffered(page, 'passkeys', securityApi.endpoints.passkeys, undefined),
        prefetchOffered(page, 'sessions', securityApi.endpoints.sessions, undefined),
        loadLastLogin(page),
      ]),
  });
  if (
    'props' in page &&
    !SECURITY_FEATURES.some((feature) => selectHasFeature(page.props.initialState as RootState, feature))
  )
    return { notFound: true as const };
  return page;
}
