// The portal's production server: Next.js's documented custom server, so that every response carries the security
// headers (HSTS too, which next.config.js cannot decide: it is built before TRUST_PROXY is known), including the
// redirects Next.js answers before next.config's headers() apply (`/user/`, `//notice`).
// Run by scripts/start.mjs as `node --import tsx scripts/portal-server.ts`, with PORT and HOST.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parse } from 'node:url';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import next from 'next';
import i18nConfig from '../next-i18next.config.js';
import { parseOperationsEnv, parseServerEnv, type OperationsEnv } from '../lib/env';
import { logger } from '../lib/observe/log';
import { portalMetrics } from '../lib/observe/metrics';
import { requestIdOf, runWithRequest } from '../lib/observe/requestContext';
import { pageRoutes, routeMatcher } from '../lib/observe/routes';
import { runShutdownTasks } from '../lib/observe/shutdown';
import { securityHeaders } from '../lib/securityHeaders';
import { siteFromEnv } from '../lib/site';
import { servedOverHttps, trustedHops, visitorOf } from '../lib/visitor';

// A bad variable stops the start with its name, rather than failing the first request that reads it.
let operations: OperationsEnv;
try {
  parseServerEnv(process.env);
  siteFromEnv(process.env);
  operations = parseOperationsEnv(process.env);
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

const log = logger();
const routeOf = routeMatcher(pageRoutes('pages'), i18nConfig.i18n.locales);
const trustsProxy = trustedHops() > 0;

/**
 * One line per request once it is answered (LOG_LEVEL info; a 5xx at error) and the request's histogram, both with
 * the route template (lib/observe/routes.ts), never the path.
 */
function observe(req: IncomingMessage, res: ServerResponse, requestId: string) {
  const started = performance.now();
  const span = trace.getActiveSpan()?.spanContext();
  const ids = span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
  res.once('close', () => {
    // 499: the visitor went away before the answer was sent.
    const status = res.writableFinished ? res.statusCode : 499;
    // Quiet by default: with no metrics and no request lines nothing more is done.
    if (status < 500 && !portalMetrics() && !log.isLevelEnabled('info')) return;
    const route = routeOf(req.url);
    const seconds = (performance.now() - started) / 1000;
    portalMetrics()?.httpDuration.observe({ method: req.method ?? 'GET', route, status: String(status) }, seconds);
    const line = {
      request_id: requestId,
      ...ids,
      method: req.method,
      route,
      status,
      duration_ms: Math.round(seconds * 1000),
      host: visitorOf(req).host,
    };
    if (status >= 500) log.error(line, `${req.method} ${route} answered ${status}`);
    else log.info(line, `${req.method} ${route} ${status}`);
  });
}

const server = createServer((req, res) => {
  // The id goes on the answer, on every line of the request and with each backend call made for it.
  const requestId = requestIdOf(req.headers, trustsProxy);
  res.setHeader('X-Request-Id', requestId);
  observe(req, res, requestId);
  // The same defaults next.config sends everywhere; pages and routes replace them with their own.
  const headers = securityHeaders({ development: dev, https: servedOverHttps(req) });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const alias = apiAlias(req.url);
  runWithRequest({ requestId }, () => void handle(req, res, alias ? parse(alias, true) : undefined));
});
// Idle connections outlive nginx's upstream keep-alive (60 s), so the proxy never reuses one the portal is closing.
server.keepAliveTimeout = 65_000;

let metricsServer: Server | undefined;
async function start() {
  if (operations.METRICS_PORT) {
    const { startMetricsServer } = await import('../lib/observe/metricsServer');
    metricsServer = await startMetricsServer(operations.METRICS_PORT, operations.METRICS_HOST);
    console.log(`Metrics on http://${operations.METRICS_HOST}:${operations.METRICS_PORT}/metrics`);
  }
  await app.prepare();
  server.listen(port, hostname, () => console.log(`The portal is listening on http://${hostname}:${port}`));
}
start().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

/**
 * No new connection from the signal on; requests in flight are answered (up to SHUTDOWN_SECONDS, then their
 * connections are closed); an idle keep-alive connection does not hold the exit back. Then the last spans, exit 0.
 */
let stopping = false;
const close = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `${signal}: finishing the requests in flight, then stopping`);
  metricsServer?.close();
  server.close(() => void runShutdownTasks(2_000).then(() => process.exit(0)));
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    log.warn(
      { signal },
      `requests still in flight after SHUTDOWN_SECONDS (${operations.SHUTDOWN_SECONDS} s): closing them`,
    );
    server.closeAllConnections();
  }, operations.SHUTDOWN_SECONDS * 1000).unref();
};
process.on('SIGTERM', () => close('SIGTERM'));
process.on('SIGINT', () => close('SIGINT'));
