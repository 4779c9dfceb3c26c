import type { AppProps } from 'next/app';
import Router from 'next/router';
import Head from 'next/head';
import { appWithTranslation, type SSRConfig } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { clientOnly } from '@/components/common/Island';
import { markHydrated } from '@/lib/hydrated';
import { LOCALE_TAGS, toLocale } from '@/lib/i18n';
import { TranslateProvider } from '@/lib/t';
import type { RootState } from '@/store';
import { StoreProvider } from '@/store/StoreProvider';
import { theme } from '@/styles/theme';

// The health check and RTK Query with it arrive right after hydration: the server render brought the member's data.
const SessionWatcher = clientOnly(() => import('@/components/auth/SessionWatcher').then((m) => m.SessionWatcher));

export interface PortalPageProps {
  initialState?: Partial<RootState>;
}

function PortalApp({ Component, pageProps }: AppProps<PortalPageProps>) {
  useEffect(markHydrated, []);

  // Next sets <html lang> to the route code (jp, vn, cn) after client navigation; put the BCP 47 tag back.
  useEffect(() => {
    const setLang = () => {
      document.documentElement.lang = LOCALE_TAGS[toLocale(Router.locale)];
    };
    Router.events.on('routeChangeComplete', setLang);
    return () => Router.events.off('routeChangeComplete', setLang);
  }, []);

  return (
    <StoreProvider initialState={pageProps.initialState}>
      <TranslateProvider>
        <ThemeProvider theme={theme}>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
          </Head>
          <SessionWatcher />
          <Component {...pageProps} />
        </ThemeProvider>
      </TranslateProvider>
    </StoreProvider>
  );
}

const TranslatedApp = appWithTranslation(PortalApp);

type Translations = SSRConfig['_nextI18Next'];

/**
 * A page rendered in the browser without translation props (the error page after a client-side failure) keeps the
 * ones already loaded: next-i18next would otherwise drop its provider and the page would show raw keys.
 */
export default function App(props: AppProps<PortalPageProps & Partial<SSRConfig>>) {
  const own = props.pageProps._nextI18Next;
  const [kept, setKept] = useState<Translations>(own);
  if (own && own !== kept) setKept(own);
  const translations = own ?? kept;
  const pageProps = translations === own ? props.pageProps : { ...props.pageProps, _nextI18Next: translations };
  return <TranslatedApp {...props} pageProps={pageProps as PortalPageProps & SSRConfig} />;
}
