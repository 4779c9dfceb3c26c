import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fillNickKeys } from '../nickname';
import { TracedPGlite } from './traced';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  client?: PGlite;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, else PGlite in `<dataDir>/pgdata`, else PGlite in memory (optionally from a dump). */
export interface DbLocation {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** A span per SQL statement on PGlite (tracing on; node-postgres is traced by instrumentation-pg). */
  traceSql?: boolean;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite keeps no lock of its own: two backends on one data folder would each work on their own copy and one
 * side's commits would be lost. A pid file refuses a second backend while the first runs; a crashed one's is taken over.
 */
function lockDataDir(dataDir: string) {
  const file = join(dataDir, 'backend.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another backend (process ${holder}); stop it first or choose another DATA_DIR`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take ${file}`);
}

const MIGRATION_LOCK = 7_310_411;

/**
 * drizzle's migrator takes no lock: backends starting together on one database would fail on each other's CREATE
 * statements, so they take turns on a PostgreSQL advisory lock.
 */
async function migrateInTurn(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const locked = drizzleNodePg({ client, schema });
    await migrateNodePg(locked, { migrationsFolder });
    await fillNickKeys(locked as unknown as Db);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  } catch (error) {
    // Destroyed rather than returned to the pool, which also ends the session and so its lock.
    client.release(true);
    throw error;
  }
}

export async function openDb({ databaseUrl, dataDir, loadDataDir, traceSql }: DbLocation): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) is replaced on the next query; unheard, it would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
    await migrateInTurn(pool);
    const db = drizzleNodePg({ client: pool, schema });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const dir = dataDir ? join(dataDir, 'pgdata') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const options = { ...(dir ? { dataDir: dir } : { loadDataDir }), extensions: { pg_trgm } };
    const client = traceSql ? await TracedPGlite.open(options) : await PGlite.create(options);
    // PGlite's pages are in memory: a random read costs what a sequential one does, so index scans are priced as such.
    await client.exec('set random_page_cost = 1.1');
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await fillNickKeys(db as unknown as Db);
    return { db: db as unknown as Db, driver: 'pglite', client, close: () => client.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * pg_trgm takes its letters from the database's LC_CTYPE: under C or POSIX it indexes only ASCII, so a Hangul, kana
 * or Thai search still answers right but reads every game. Returns a warning for such a database, else null.
 */
export async function searchLocaleWarning(db: Db) {
  const { rows } = (await db.execute(
    sql`select datctype from pg_database where datname = current_database()`,
  )) as unknown as {
    rows: { datctype: string }[];
  };
  const ctype = rows[0]?.datctype ?? '';
  return /^(C|POSIX)$/i.test(ctype)
    ? `The database's LC_CTYPE is ${ctype}: game search indexes only ASCII letters. Create the database with a UTF-8 ` +
        "LC_CTYPE (e.g. CREATE DATABASE … TEMPLATE template0 LC_CTYPE 'C.UTF-8') so names in every language use the index."
    : null;
}
