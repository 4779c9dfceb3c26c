import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupBackend } from '../testing';
import { migrationsFolder, openDb } from '.';

const backend = setupBackend();
const rowsOf = async <T>(query: SQL) => ((await backend.database.db.execute(query)) as unknown as { rows: T[] }).rows;

afterEach(() => {
  vi.restoreAllMocks();
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('keeps serving after the server drops its idle connections', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await Promise.all(Array.from({ length: 4 }, () => rowsOf(sql`select pg_sleep(0.05)`)));

    const [{ dropped }] = await rowsOf<{ dropped: number }>(sql`select count(pg_terminate_backend(pid))::int as dropped
      from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    expect(dropped).toBeGreaterThan(0);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(dropped));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^PostgreSQL dropped an idle connection/));

    const answers = await Promise.all(Array.from({ length: 4 }, () => rowsOf<{ one: number }>(sql`select 1 as one`)));
    expect(answers).toEqual(Array(4).fill([{ one: 1 }]));
  });

  it('lets backends that start together migrate an empty database in turn', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await server.connect();
    await server.query(`create database ${name}`);
    const target = new URL(process.env.DATABASE_URL!);
    target.pathname = `/${name}`;
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => openDb({ databaseUrl: target.toString() })));
      const opened = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      const rows = (await opened[0].db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0].n).toBe(readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length);
      await Promise.all(opened.map((database) => database.close()));
      // pool.end() resolves before its sockets close: dropping the database under them would log their termination.
      const open = async () =>
        (await server.query('select 1 from pg_stat_activity where datname = $1', [name])).rowCount;
      for (let tries = 0; tries < 100 && (await open()); tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});
