import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDb({ databaseUrl, dataDir, loadDataDir }: DbLocation): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const dir = dataDir ? join(dataDir, 'pgdata') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ? { dataDir: dir } : { loadDataDir });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', client, close: () => client.close() };
}
