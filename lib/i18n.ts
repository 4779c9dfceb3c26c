export type Locale = 'ko' | 'en' | 'jp' | 'vn' | 'cn' | 'th';

/** Mirrors next-i18next.config.js (a test keeps the two equal; that file is read by Node, this one by the browser). */
export const LOCALES: readonly Locale[] = ['ko', 'en', 'jp', 'vn', 'cn', 'th'];
export const DEFAULT_LOCALE: Locale = 'ko';

/** The switcher's languages on a page in `current`: the site's, and a bundled one outside them while it is the page's. */
export function switcherLocales(current: Locale, offered: readonly Locale[]): readonly Locale[] {
  return offered.includes(current) ? offered : [...offered, current];
}

/** Each language is named in itself, whatever the page language is. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ko: '한국어',
  en: 'English',
  jp: '日本語',
  vn: 'Tiếng Việt',
  cn: '简体中文',
  th: 'ไทย',
};

/** BCP 47 tags for Intl and the html lang attribute (our route codes are legacy). */
export const LOCALE_TAGS: Record<Locale, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  jp: 'ja-JP',
  vn: 'vi-VN',
  cn: 'zh-CN',
  th: 'th-TH',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The bundles beside `common`: each holds one part of the app under its own top-level key (`wallet.json` is
 * `{ "wallet": { … } }`), so a key reads the same wherever its string lives; i18next finds them through `fallbackNS`.
 */
export const PAGE_NAMESPACES = [
  'wallet',
  'register',
  'account',
  'help',
  'banks',
  'info',
  'protection',
  'play',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
