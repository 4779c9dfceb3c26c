import type { AppProps } from 'next/app';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { appWithTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { hydrated, makeServerStore, makeStore } from '../lib/store';

interface FloorProps {
  initialState?: Record<string, unknown>;
  session?: Session | null;
}

function App({ Component, pageProps }: AppProps<FloorProps>) {
  const [store] = useState(() => {
    if (typeof window !== 'undefined') return makeStore(pageProps.initialState);
    const server = makeServerStore();
    if (pageProps.initialState) server.dispatch(hydrated(pageProps.initialState));
    return server;
  });
  return (
    <SessionProvider session={pageProps.session}>
      <Provider store={store}>
        <Component {...pageProps} />
      </Provider>
    </SessionProvider>
  );
}

export default appWithTranslation(App);
