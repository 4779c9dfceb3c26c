import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadConfig } from './config';
import { log, operationsEnv } from './observe';
import { startTracing } from './tracing';

const KEEP_ALIVE_MS = 65_000;
/** PGlite is one database on this thread: two requests at a time keep arrivals in order (see AppOptions.admit). */
const PGLITE_ADMITS = 2;

async function main() {
  const config = loadConfig();
  const operations = operationsEnv.parse(process.env);
  // The SDK first, so that instrumentation-pg sees `pg` load; without OTEL_EXPORTER_OTLP_ENDPOINT it is never loaded.
  const tracing = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const sdk = tracing ? await startTracing() : undefined;
  const [{ createApp }, { tokenSecret }, { openDb, searchLocaleWarning }, { DEMO_USER, seedDemo }] = await Promise.all([
    import('./app'),
    import('./auth'),
    import('./db'),
    import('./db/seed'),
  ]);

  const database = await openDb({ ...config, traceSql: tracing });
  if (
    config.seedDemo &&
    (await seedDemo(database.db, { catalogue: config.seedCatalogue, currency: config.market.currency }))
  ) {
    console.log(`Seeded demo data: member ${DEMO_USER.userId} / ${DEMO_USER.password}`);
  }
  const localeWarning = database.driver === 'postgres' ? await searchLocaleWarning(database.db) : null;
  if (localeWarning) console.warn(localeWarning);
  if (!config.portalKey) {
    console.warn(
      'PORTAL_KEY is not set: X-Forwarded-For and X-Forwarded-Host are not believed, so every visitor of a portal counts ' +
        "as the portal's own address (rate limits, login lockouts) and domains are read from the backend's own Host. " +
        'Give the backend and its portals the same PORTAL_KEY.',
    );
  }
  const metrics = operations.BACKEND_METRICS_PORT ? (await import('./metrics')).createBackendMetrics() : undefined;
  const app = createApp({
    db: database.db,
    config,
    secret: await tokenSecret(database.db, config.tokenSecret),
    admit: database.driver === 'pglite' ? PGLITE_ADMITS : undefined,
    metrics,
    tracing,
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, ({ address, port }) =>
    console.log(`Backend (${database.driver}) listening on http://${address}:${port}`),
  );
  // Longer than its clients keep an idle connection (nginx 60 s, the portal 4 s): the client, not the backend, closes
  // it, so no request is sent on a connection the backend is closing.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;

  // Prometheus's listener, apart from the public port (loopback unless METRICS_HOST says otherwise).
  const metricsApp = metrics && new Hono().get('/metrics', metrics.printMetrics);
  const metricsServer =
    metricsApp &&
    serve(
      { fetch: metricsApp.fetch, hostname: operations.METRICS_HOST, port: operations.BACKEND_METRICS_PORT },
      ({ address, port }) => console.log(`Backend metrics on http://${address}:${port}/metrics`),
    );

  /**
   * No new connection from the signal on; requests in flight are answered (up to SHUTDOWN_SECONDS, then cut), idle
   * keep-alive connections closed; then the database closes, the last spans go out, and the process exits 0.
   */
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    metricsServer?.close();
    server.close(
      () =>
        void database
          .close()
          .then(() => sdk?.shutdown())
          .catch((error: Error) => log.error({ err: error }, 'the stop did not finish cleanly'))
          .finally(() => process.exit(0)),
    );
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
      setTimeout(() => {
        log.warn(
          { signal },
          `requests still in flight after SHUTDOWN_SECONDS (${operations.SHUTDOWN_SECONDS} s): closing them`,
        );
        server.closeAllConnections();
      }, operations.SHUTDOWN_SECONDS * 1000).unref();
    }
    // A database that does not close is not waited for forever.
    setTimeout(() => process.exit(1), (operations.SHUTDOWN_SECONDS + 10) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
