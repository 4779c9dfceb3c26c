import { render, type RenderOptions } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { Locale } from '@/lib/i18n';
import { TranslateProvider } from '@/lib/t';
import { makeStore, type RootState } from '@/store';
import { theme } from '@/styles/theme';
import { createTestI18n } from './i18n';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  initialState?: Partial<RootState>;
  router?: Partial<NextRouter>;
}

/** Next's router is a boundary we do not own: a plain object stands in for it. */
export function createTestRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  const noop = async () => true;
  return {
    route: '/',
    pathname: '/',
    query: {},
    asPath: '/',
    basePath: '',
    locale: 'ko',
    locales: ['ko', 'en', 'jp', 'vn', 'cn', 'th'],
    defaultLocale: 'ko',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: noop,
    replace: noop,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
    ...overrides,
  };
}

/** Each test gets a new store, a real i18n instance over the real bundles, the theme and a router. */
export function renderWithProviders(ui: ReactElement, { locale = 'ko', initialState, router, ...options }: ProviderOptions = {}) {
  const store = makeStore(initialState);
  const i18n = createTestI18n(locale);
  const testRouter = createTestRouter({ locale, ...router });

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RouterContext.Provider value={testRouter}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <TranslateProvider>
              <ThemeProvider theme={theme}>{children}</ThemeProvider>
            </TranslateProvider>
          </I18nextProvider>
        </Provider>
      </RouterContext.Provider>
    );
  }

  return { store, i18n, router: testRouter, ...render(ui, { wrapper: Wrapper, ...options }) };
}
