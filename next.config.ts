import type { NextConfig } from 'next';
import { HSTS, securityHeaders } from './lib/securityHeaders';
import i18nConfig from './next-i18next.config.js';

const development = process.env.NODE_ENV === 'development';

const config: NextConfig = {
  i18n: i18nConfig.i18n,
  // Separate build folders let several builds (parallel checkouts, benchmarks) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Short class names in production keep the HTML light.
  compiler: { styledComponents: development ? true : { ssr: true, displayName: false, fileName: false, minify: true, pure: true } },
  // `npm run typecheck` checks the whole tree (backend and tests too) before any build; no second pass here.
  typescript: { ignoreBuildErrors: true },
  // The installable app's manifest and icons are per host (pages/api/manifest.ts, pages/api/icons), under the names
  // browsers expect; outside /api/, so deploy/nginx.conf micro-caches them per host like the public pages. Next matches
  // rewrites against the path with its locale (`/ko/…` for an unprefixed one), hence the documented `/:locale` form.
  async rewrites() {
    const locale = `:locale(${i18nConfig.i18n.locales.join('|')})`;
    return [
      { source: `/${locale}/manifest.webmanifest`, destination: '/api/manifest', locale: false },
      { source: `/${locale}/icons/:file`, destination: '/api/icons/:file', locale: false },
    ];
  },
  // Every response, static files and API included; each page sets its own with the operator's FRAME_ANCESTORS (lib/pageHeaders).
  async headers() {
    return [
      { source: '/:path*', locale: false, headers: Object.entries(securityHeaders({ development })).map(([key, value]) => ({ key, value })) },
      {
        source: '/:path*',
        locale: false,
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
      },
    ];
  },
};

export default config;
