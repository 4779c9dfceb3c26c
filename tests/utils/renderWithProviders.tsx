import { render, type RenderOptions } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { DialogsProvider } from '@/components/common/dialogs';
import { TranslationProvider } from '@/components/common/translation';
import type { Locale } from '@/lib/i18n';
import { makeStore, type RootState } from '@/store';
import { theme } from '@/styles/theme';
import { createTestI18n } from './i18n';
import { createTestRouter, setTestRouter } from './router';

export { createTestRouter } from './router';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  initialState?: Partial<RootState>;
  router?: Partial<NextRouter>;
  /** Rendered on the server first and hydrated over that HTML, as a page is; `serverHtml` is what the server sent. */
  hydrated?: boolean;
}

/** Each test gets a new store, a real i18n instance over the real bundles, the theme and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'ko', initialState, router, hydrated = false, ...options }: ProviderOptions = {},
) {
  const store = makeStore(initialState);
  const i18n = createTestI18n(locale);
  const testRouter = createTestRouter({ locale, ...router });
  setTestRouter(testRouter);

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <TranslationProvider>
            <ThemeProvider theme={theme}>
              <DialogsProvider>{children}</DialogsProvider>
            </ThemeProvider>
          </TranslationProvider>
        </I18nextProvider>
      </Provider>
    );
  }

  if (!hydrated)
    return { store, i18n, router: testRouter, serverHtml: '', ...render(ui, { wrapper: Wrapper, ...options }) };
  const serverHtml = renderToString(<Wrapper>{ui}</Wrapper>);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = serverHtml;
  return {
    store,
    i18n,
    router: testRouter,
    serverHtml,
    ...render(ui, { wrapper: Wrapper, ...options, container, hydrate: true }),
  };
}
