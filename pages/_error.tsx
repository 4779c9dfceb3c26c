import type { NextPageContext } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { PortalPageProps } from './_app';
import { pageSlice, serverYear } from '@/store/pageSlice';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';
import i18nConfig from '../next-i18next.config.js';

interface ErrorProps extends Partial<SSRConfig>, PortalPageProps {
  statusCode: number;
}

/** Not found and server errors, rendered per request with the portal's own headers. */
function ErrorPage({ statusCode }: ErrorProps) {
  return statusCode === 404 ? <NotFoundScreen /> : <ServerErrorScreen />;
}

ErrorPage.getInitialProps = async ({ req, res, err, locale }: NextPageContext): Promise<ErrorProps> => {
  // An exception in the browser carries no status: it is a server error to the visitor, not a missing page.
  const statusCode = res?.statusCode ?? err?.statusCode ?? (err ? 500 : 404);
  // The bundles are read from disk on the server; a client-side error keeps the translations already loaded.
  if (typeof window === 'undefined') {
    const [{ serverSideTranslations }, { setPageCaching, setPageHeaders }, { toLocale }] = await Promise.all([
      import('next-i18next/pages/serverSideTranslations'),
      import('@/lib/pageHeaders'),
      import('@/lib/i18n'),
    ]);
    if (res) {
      setPageHeaders(req, res);
      setPageCaching(res, false);
    }
    // The footer's year, as on every page (PageState.year).
    const translations = await serverSideTranslations(toLocale(locale), ['common'], i18nConfig);
    return {
      statusCode,
      ...translations,
      initialState: { page: { ...pageSlice.getInitialState(), year: serverYear() } },
    };
  }
  return { statusCode };
};

export default ErrorPage;
