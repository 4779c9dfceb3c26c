import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Database } from '.';

/**
 * A new, migrated, empty database on the server of `url`, dropped again by `close()` (tests and benchmarks).
 * It is made as the operator guide advises for search: a UTF-8 LC_CTYPE, so pg_trgm indexes Hangul, kana and Thai,
 * and random_page_cost 1.1 as on SSD storage. A server without C.UTF-8 gets its defaults; searches answer the same.
 */
export async function scratchDatabase(url: string, prefix = 'test'): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
  } catch {
    await admin.query(`create database ${name}`);
  }
  await admin.query(`alter database ${name} set random_page_cost = 1.1`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDb({ databaseUrl: target.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // pool.end() resolves before its sockets close: forcing the drop under them would abort their goodbye.
      const open = async () =>
        (await dropper.query('select 1 from pg_stat_activity where datname = $1', [name])).rowCount;
      for (let tries = 0; tries < 100 && (await open()); tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
