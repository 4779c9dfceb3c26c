import type { NextPageContext } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { PortalPageProps } from './_app';
import { pageSlice, serverYear } from '@/store/pageSlice';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';

interface ErrorProps extends Partial<SSRConfig>, PortalPageProps {
  statusCode: number;
}

/**
 * Not found and server errors, rendered per request (not prerendered) so that they carry the page nonce of
 * their Content-Security-Policy like every other page.
 */
function ErrorPage({ statusCode }: ErrorProps) {
  return statusCode === 404 ? <NotFoundScreen /> : <ServerErrorScreen />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext): Promise<ErrorProps> => {
  // An exception in the browser carries no status: it is a server error to the visitor, not a missing page.
  const statusCode = res?.statusCode ?? err?.statusCode ?? (err ? 500 : 404);
  // The bundles are read from disk on the server; a client-side error keeps the translations already loaded.
  if (typeof window === 'undefined') {
    const { pageTranslations } = await import('@/lib/translations');
    // The footer's year, as on every page (PageState.year).
    return { statusCode, ...pageTranslations(locale), initialState: { page: { ...pageSlice.getInitialState(), year: serverYear() } } };
  }
  return { statusCode };
};

export default ErrorPage;
