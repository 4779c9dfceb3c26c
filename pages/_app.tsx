import type { AppProps } from 'next/app';
import Head from 'next/head';
import dynamic from 'next/dynamic';
import Router from 'next/router';
import { appWithTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { GameMoneyWatcher } from '@/components/layout/GameMoneyWatcher';
import { SiteHead } from '@/components/layout/SiteHead';
import { ServiceWorker } from '@/components/offline/ServiceWorker';
import { DialogsProvider } from '@/components/common/dialogs';
import { TranslationProvider } from '@/components/common/translation';
import { LOCALE_TAGS, toLocale } from '@/lib/i18n';
import type { RootState } from '@/store';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { StoreProvider } from '@/store/StoreProvider';
import { theme } from '@/styles/theme';
import i18nConfig from '../next-i18next.config.js';

// The health check needs the browser: the server render already brought the member's data.
const SessionWatcher = dynamic(() => import('@/components/auth/SessionWatcher').then((m) => m.SessionWatcher), {
  ssr: false,
});
const RealityCheck = dynamic(() => import('@/components/auth/RealityCheck').then((m) => m.RealityCheck), {
  ssr: false,
});

/** A visitor has no session to watch, and downloads no watcher. */
function MemberSessionWatcher() {
  const member = useAppSelector(selectLoggedOut) === false;
  const protection = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  if (!member) return null;
  return (
    <>
      <SessionWatcher />
      {protection ? <RealityCheck /> : null}
    </>
  );
}

export interface PortalPageProps {
  initialState?: Partial<RootState>;
}

function PortalApp({ Component, pageProps }: AppProps<PortalPageProps>) {
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
      <TranslationProvider>
        <ThemeProvider theme={theme}>
          <DialogsProvider>
            <Head>
              <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
            </Head>
            <SiteHead />
            <MemberSessionWatcher />
            <GameMoneyWatcher />
            <ServiceWorker />
            <Component {...pageProps} />
          </DialogsProvider>
        </ThemeProvider>
      </TranslationProvider>
    </StoreProvider>
  );
}

// The config is passed here rather than serialised into every page's props (serializeConfig: false).
export default appWithTranslation(PortalApp, i18nConfig);
