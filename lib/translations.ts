import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SSRConfig, UserConfig } from 'next-i18next/pages';
import config from '../next-i18next.config.js';
import { toLocale, type Locale } from './i18n';

/**
 * The bundles beside `common`: each holds one part of the app under its own top-level key (`wallet.json` is
 * `{ "wallet": { … } }`), so the components' keys read the same wherever a string lives. i18next finds them
 * through `fallbackNS` (next-i18next.config.js). A page names the ones it renders; the lobby needs none.
 */
export const PAGE_NAMESPACES = ['wallet', 'register', 'account', 'help', 'banks'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * What the browser's i18next needs of next-i18next.config.js: next-i18next would send the whole file, the server
 * path of the bundles (`localePath`) included.
 */
const { localePath, i18n, reloadOnPrerender: _serverOnly, ...clientConfig } = config;
export const CLIENT_I18N_CONFIG: UserConfig = {
  ...clientConfig,
  i18n: { defaultLocale: i18n.defaultLocale, locales: i18n.locales },
};

const LOCALE_DIR = localePath as string;
const cache = new Map<string, SSRConfig>();

function readBundle(locale: Locale, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALE_DIR, locale, `${ns}.json`), 'utf8'));
}

/**
 * The props next-i18next's appWithTranslation reads (`_nextI18Next`), for `common` and the page's own bundles.
 * Server-only. In production each bundle is read once and the props are shared by every render of that locale
 * and set (serverSideTranslations built an i18next instance and read the files on every request); in
 * development they are read afresh, so an edited bundle shows on reload.
 */
export function pageTranslations(locale: string | undefined, namespaces: readonly PageNamespace[] = []): SSRConfig {
  const lng = toLocale(locale);
  const ns = ['common', ...namespaces];
  const key = `${lng}:${ns.join(',')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const props: SSRConfig = {
    _nextI18Next: {
      initialI18nStore: { [lng]: Object.fromEntries(ns.map((name) => [name, readBundle(lng, name)])) },
      initialLocale: lng,
      ns,
      userConfig: CLIENT_I18N_CONFIG,
    },
  };
  if (process.env.NODE_ENV === 'production') cache.set(key, props);
  return props;
}
