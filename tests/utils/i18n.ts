import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, PAGE_NAMESPACES, type Locale } from '@/lib/i18n';

export function loadNamespace(locale: Locale, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', locale, `${ns}.json`), 'utf8'));
}

/** Every string of a locale: common and the page bundles, whose top-level keys never overlap (lib/i18n.test.ts). */
export function loadBundle(locale: Locale): Record<string, unknown> {
  return Object.assign(loadNamespace(locale, 'common'), ...PAGE_NAMESPACES.map((ns) => loadNamespace(locale, ns)));
}

/** A real i18next instance over the real bundles, as next-i18next builds it for a page. */
export function createTestI18n(locale: Locale = 'ko'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: Object.fromEntries(LOCALES.map((l) => [l, { common: loadBundle(l) }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
