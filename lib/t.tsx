import { useTranslation } from 'next-i18next/pages';
import { createContext, useContext, type ReactNode } from 'react';

type Translate = ReturnType<typeof useTranslation>['t'];

const TranslateContext = createContext<Translate | null>(null);

/**
 * The app's one useTranslation('common'): react-i18next builds a wrapper of the i18n instance for every call in a
 * server render (a new instance per request), which cost the lobby ~5% of its render time. Components share this t;
 * it changes with the language, so they re-render when it does.
 */
export function TranslateProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

export function useT(): { t: Translate } {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('useT() needs <TranslateProvider> above it (pages/_app.tsx, tests/utils/renderWithProviders.tsx)');
  return { t };
}
