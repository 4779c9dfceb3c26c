import type { AppProps } from 'next/app';
import Head from 'next/head';
import { appWithTranslation } from 'next-i18next/pages';
import { useLayoutEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore, type RootState } from '@/store';
import { pageHydrated } from '@/store/actions';
import { GlobalStyle } from '@/styles/GlobalStyle';
import { theme } from '@/styles/theme';

export interface PortalPageProps {
  initialState?: Partial<RootState>;
}

function PortalApp({ Component, pageProps }: AppProps<PortalPageProps>) {
  const { initialState } = pageProps;
  const [store] = useState(() => makeStore(initialState));
  const hydrated = useRef(initialState);

  // Client-side navigation brings the next page's server state; merge it before children subscribe.
  useLayoutEffect(() => {
    if (initialState && hydrated.current !== initialState) {
      hydrated.current = initialState;
      store.dispatch(pageHydrated(initialState));
    }
  }, [initialState, store]);

  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        </Head>
        <GlobalStyle />
        <Component {...pageProps} />
      </ThemeProvider>
    </Provider>
  );
}

export default appWithTranslation(PortalApp);
