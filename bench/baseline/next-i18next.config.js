const path = require('node:path');

module.exports = {
  i18n: { defaultLocale: 'ko', locales: ['ko', 'en'], localeDetection: false },
  defaultNS: 'common',
  ns: ['common'],
  localePath: path.resolve(__dirname, 'public/locales'),
  reloadOnPrerender: false,
};
