// @ts-check
const path = require('node:path');

/** Locales with a bundle. The switcher shows SWITCHER_LOCALES from lib/i18n.ts (th is bundled but hidden). */
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'ko',
    locales: ['ko', 'en', 'jp', 'vn', 'cn', 'th'],
    localeDetection: false,
  },
  defaultNS: 'common',
  ns: ['common'],
  // The bundles a page adds to common (lib/translations.ts PAGE_NAMESPACES): each keeps its own top-level key, so
  // t('wallet.deposit.title') misses common and is found in wallet.
  fallbackNS: ['wallet', 'register', 'account', 'help', 'banks'],
  fallbackLng: false,
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: false,
  interpolation: { escapeValue: false },
};
