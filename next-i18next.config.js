// @ts-check

// The bundles a page adds to common (PAGE_NAMESPACES in lib/i18n.ts) each keep their own top-level key, so
// t('wallet.deposit.title') misses common and is found in wallet.
const pageBundles = ['wallet', 'register', 'account', 'help', 'banks', 'info', 'protection', 'play'];

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  // Locales with a bundle. Each host enables its own (get-site-config `languages`, lib/site.ts); the switcher shows those.
  i18n: {
    defaultLocale: 'ko',
    locales: ['ko', 'en', 'jp', 'vn', 'cn', 'th'],
    localeDetection: false,
  },
  defaultNS: 'common',
  // Every bundle, named here so the server does not list the locale folders on each request.
  ns: ['common', ...pageBundles],
  fallbackNS: pageBundles,
  fallbackLng: false,
  localePath: typeof window === 'undefined' ? require('node:path').resolve('./public/locales') : '/locales',
  // _app passes this file to appWithTranslation, so page props carry no server path.
  serializeConfig: false,
  reloadOnPrerender: false,
  interpolation: { escapeValue: false },
};
