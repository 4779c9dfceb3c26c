// The framework's floor for the benchmarks: the same next, next-i18next and styled-components as the portal,
// the same build and server settings, and a page that says hello.
const { i18n } = require('./next-i18next.config.js');

module.exports = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  typescript: { ignoreBuildErrors: true },
};
