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
  fallbackLng: false,
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: false,
  interpolation: { escapeValue: false },
};
