// The portal's production server: Next.js's documented custom server, so that every response carries the security
// headers (HSTS too, which next.config.js cannot decide: it is built before TRUST_PROXY is known), including the
// redirects Next.js answers before next.config's headers() apply (`/user/`, `//notice`).
// Run by scripts/start.mjs as `node --import tsx scripts/portal-server.ts`, with PORT and HOST.
import { createServer } from 'node:http';
import { parse } from 'node:url';
import next from 'next';
import { parseServerEnv } from '../lib/env';
import { securityHeaders } from '../lib/securityHeaders';
import { siteFromEnv } from '../lib/site';
import { servedOverHttps } from '../lib/visitor';

// A bad variable stops the start with its name, rather than failing the first request that reads it.
try {
  parseServerEnv(process.env);
  siteFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '127.0.0.1';

const dev = process.argv.includes('--dev');
const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();

/**
 * The installable app's manifest and icons are per-host API routes (pages/api/manifest.ts, pages/api/icons), served
 * under the names browsers expect; next.config rewrites or a proxy would add router code to every page's JavaScript.
 */
function apiAlias(url: string | undefined): string | null {
  const [path, query = ''] = (url ?? '/').split('?', 2);
  if (path === '/manifest.webmanifest') return `/api/manifest${query && `?${query}`}`;
  return /^\/icons\/[\w.-]+$/.test(path) ? `/api${path}${query && `?${query}`}` : null;
}

const server = createServer((req, res) => {
  // The same defaults next.config sends everywhere; pages and routes replace them with their own.
  const headers = securityHeaders({ development: dev, https: servedOverHttps(req) });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const alias = apiAlias(req.url);
  void handle(req, res, alias ? parse(alias, true) : undefined);
});
// Idle connections outlive nginx's upstream keep-alive (60 s), so the proxy never reuses one the portal is closing.
server.keepAliveTimeout = 65_000;
void app.prepare().then(() => server.listen(port, hostname, () => console.log(`The portal is listening on http://${hostname}:${port}`)));

// Requests in flight are answered first; an idle keep-alive connection must not hold the exit back.
const close = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
