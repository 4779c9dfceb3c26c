// @ts-check
const i18nConfig = require('./next-i18next.config.js');
const { securityHeaders } = require('./lib/securityHeaders.js');

const development = process.env.NODE_ENV === 'development';

/** @type {import('next').NextConfig} */
const config = {
  i18n: i18nConfig.i18n,
  // Separate build folders let several builds (parallel checkouts, benchmarks) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // A page's data carries RTK Query's request ids and times, so no two renders match: an ETag would only cost a hash.
  generateEtags: false,
  // Short class names in production keep the HTML light.
  compiler: {
    styledComponents: development ? true : { ssr: true, displayName: false, fileName: false, minify: true, pure: true },
  },
  // The OpenTelemetry SDK (lib/observe/tracing.ts, loaded by instrumentation.ts only when tracing is on) hooks Node's
  // own require: loaded from node_modules at run time, as its documentation asks, rather than bundled.
  serverExternalPackages: [
    '@opentelemetry/sdk-node',
    '@opentelemetry/instrumentation-http',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/exporter-trace-otlp-proto',
  ],
  // `npm run typecheck` checks the whole tree (backend and tests too) before any build; no second pass here.
  typescript: { ignoreBuildErrors: true },
  webpack(webpackConfig, { isServer, dev, webpack }) {
    if (!isServer && !dev) {
      // V8's explicit compile hint: Chrome compiles a first-load chunk on a background thread while it downloads,
      // instead of each function on the main thread when it first runs. After minifying (which drops comments).
      webpackConfig.plugins.push(
        new webpack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          entryOnly: true,
          test: /\.js$/,
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
      );
    }
    return webpackConfig;
  },
  // Every response, static files and API included; each page sets its own with the operator's FRAME_ANCESTORS
  // (lib/pageHeaders). HSTS is not here: this list is fixed at build time, and whether a request came over HTTPS
  // depends on TRUST_PROXY at run time (scripts/portal-server.ts and lib/pageHeaders decide it).
  async headers() {
    return [
      {
        source: '/:path*',
        locale: false,
        headers: Object.entries(securityHeaders({ development })).map(([key, value]) => ({ key, value })),
      },
    ];
  },
};

module.exports = config;
