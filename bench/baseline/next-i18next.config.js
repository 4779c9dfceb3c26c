const { existsSync } = require('node:fs');
const path = require('node:path');

// Turbopack rewrites __dirname in server bundles, so the bundles are found from the working directory: the
// repository root (`next start bench/baseline`, as the benchmarks run it) or this folder.
const localePath = ['bench/baseline/public/locales', 'public/locales']
  .map((folder) => path.resolve(folder))
  .find((folder) => existsSync(path.join(folder, 'ko', 'common.json')));

module.exports = {
  i18n: { defaultLocale: 'ko', locales: ['ko', 'en'], localeDetection: false },
  defaultNS: 'common',
  ns: ['common'],
  localePath,
  reloadOnPrerender: false,
};
