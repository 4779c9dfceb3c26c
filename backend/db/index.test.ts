import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupBackend } from '../testing';

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
});
