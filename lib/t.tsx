import { useTranslation } from 'next-i18next/pages';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

type Translate = ReturnType<typeof useTranslation>['t'];

const TranslateContext = createContext<Translate | null>(null);

/** Server renders in production: a key's text per language, the same for every request (the bundles are static). */
const serverTexts = new Map<string, Map<string, string>>();
const SERVER_TEXTS_PER_LANGUAGE = 2000;

/**
 * t with a cache for plain keys (no options) on the production server, where every request brought a new i18next
 * instance and each lookup (~6% of a lobby render) gave the same text. A key that is not found is not cached.
 */
export function cachedT(t: Translate, language: string): Translate {
  let texts = serverTexts.get(language);
  if (!texts) serverTexts.set(language, (texts = new Map()));
  const table = texts;
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const cached = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    const known = table.get(key);
    if (known !== undefined) return known;
    const text = translate(key);
    if (typeof text === 'string' && text !== key && table.size < SERVER_TEXTS_PER_LANGUAGE) table.set(key, text);
    return text;
  };
  // TFunction is branded for its types only; at run time it is a function of (key, options).
  return cached as unknown as Translate;
}

const cacheOnServer = typeof window === 'undefined' && process.env.NODE_ENV === 'production';

/**
 * The app's one useTranslation('common'): react-i18next builds a wrapper of the i18n instance for every call in a
 * server render (a new instance per request), which cost the lobby ~5% of its render time. Components share this t;
 * it changes with the language, so they re-render when it does.
 */
export function TranslateProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n?.language;
  const shared = useMemo(() => (cacheOnServer && language ? cachedT(t, language) : t), [t, language]);
  return <TranslateContext.Provider value={shared}>{children}</TranslateContext.Provider>;
}

export function useT(): { t: Translate } {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('useT() needs <TranslateProvider> above it (pages/_app.tsx, tests/utils/renderWithProviders.tsx)');
  return { t };
}
