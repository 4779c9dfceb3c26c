// The JavaScript floor of a portal on the design card, for the benchmarks: the same next, next-i18next and
// styled-components as the portal, the same build and server settings, and a page that says hello with what the card
// adds (a Redux store with one RTK Query endpoint, next-auth's SessionProvider, a date through dayjs, sweetalert2 on
// a click). It has no package.json of its own: it builds with the repository's node_modules.
const { i18n } = require('./next-i18next.config.js');

module.exports = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  typescript: { ignoreBuildErrors: true },
};
