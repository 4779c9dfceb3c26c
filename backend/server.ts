import { serve } from '@hono/node-server';
import { createApp } from './app';
import { tokenSecret } from './auth';
import { loadConfig } from './config';
import { openDb, searchLocaleWarning } from './db';
import { DEMO_USER, seedDemo } from './db/seed';

const KEEP_ALIVE_MS = 65_000;
/** PGlite is one database on this thread: two requests at a time keep arrivals in order (see AppOptions.admit). */
const PGLITE_ADMITS = 2;

async function main() {
  const config = loadConfig();
  const database = await openDb(config);
  if (config.seedDemo && (await seedDemo(database.db, { catalogue: config.seedCatalogue, currency: config.market.currency }))) {
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
  const app = createApp({
    db: database.db,
    config,
    secret: await tokenSecret(database.db, config.tokenSecret),
    admit: database.driver === 'pglite' ? PGLITE_ADMITS : undefined,
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, ({ address, port }) =>
    console.log(`Backend (${database.driver}) listening on http://${address}:${port}`),
  );
  // Longer than its clients keep an idle connection (nginx 60 s, the portal 4 s): the client, not the backend, closes
  // it, so no request is sent on a connection the backend is closing.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close(() => void database.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
