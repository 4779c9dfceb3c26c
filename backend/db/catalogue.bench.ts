// Times search-games on a large demo catalogue: `node --import tsx backend/db/catalogue.bench.ts [games] [requests]`
// (defaults 20000 and 650, 20 at a time). PGlite in memory, or with DATABASE_URL a scratch database on that server,
// dropped at the end. Prints the seed time, the plans of a few searches and the latency percentiles per search.
import { sql } from 'drizzle-orm';
import type { RequestOf } from '@/lib/contract';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { facetsQuery, searchPage } from '../routes/catalogue';
import { openDb, searchLocaleWarning } from '.';
import { scratchDatabase } from './scratch';
import { seedDemo } from './seed';

const CONCURRENCY = 20;
type Search = RequestOf<'search-games'>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `n=${sorted.length} p50=${percentile(sorted, 50).toFixed(1)} p95=${percentile(sorted, 95).toFixed(1)} max=${sorted[sorted.length - 1].toFixed(1)} ms`;
};

async function main() {
  const total = Number(process.argv[2] ?? 20_000);
  const requests = Number(process.argv[3] ?? 650);
  const url = process.env.DATABASE_URL;
  const database = url ? await scratchDatabase(url, 'bench') : await openDb({});
  try {
    const { db } = database;
    let started = performance.now();
    await seedDemo(db, { catalogue: total });
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [{ games, providers }] = await rows<{ games: number; providers: number }>(
      sql`select (select count(*)::int from games) as games, (select count(*)::int from vendors) as providers`,
    );
    console.log(
      `${database.driver}: seeded ${games} games / ${providers} providers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const warning = database.driver === 'postgres' ? await searchLocaleWarning(db) : null;
    if (warning) console.log(warning);
    await db.execute(sql`analyze`);

    for (const [label, filters] of [
      ['q=드래곤', { q: '드래곤' }],
      ['q=dragon', { q: 'dragon' }],
      ['q=ドラゴン', { q: 'ドラゴン' }],
    ] as const) {
      const plan = await rows<{ 'QUERY PLAN': string }>(
        sql`explain ${searchPage(db, filters, 'popular', 'ko', 48, null)}`,
      );
      const facets = await rows<{ 'QUERY PLAN': string }>(sql`explain ${facetsQuery(filters)}`);
      const uses = (lines: { 'QUERY PLAN': string }[]) =>
        lines
          .map((l) => l['QUERY PLAN'])
          .filter((l) => /Index|Seq Scan on games/.test(l))
          .map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
      console.log(`plan ${label}: page ${JSON.stringify(uses(plan))}; facets ${JSON.stringify(uses(facets))}`);
    }

    const config = loadConfig({ BACKEND_PUBLIC_URL: 'http://bench.test', SEED_DEMO: 'false' });
    const app = createApp({ db, config, secret: 'x'.repeat(48) });
    const search = async (params: Search) => {
      const begun = performance.now();
      const response = await app.request('/public/search-games', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ params }),
      });
      const body = (await response.json()) as {
        nextCursor?: string | null;
        facets?: { companies: { company: string }[] };
      };
      if (response.status !== 200)
        throw new Error(`search-games ${JSON.stringify(params)}: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - begun, body };
    };

    const first = await search({});
    const topCompany = first.body.facets!.companies[0].company;
    const scenarios: [string, Search][] = [
      ['lobby popular', {}],
      ['lobby new', { sort: 'new' }],
      ['slots popular', { kind: 'slot' }],
      ['q 드래곤', { q: '드래곤' }],
      ['q dragon en', { q: 'dragon', lang: 'en' }],
      ['q ドラゴン jp', { q: 'ドラゴン', lang: 'jp' }],
      ['casino q baccarat', { kind: 'casino', q: 'baccarat' }],
      ['provider az en', { companies: [topCompany], sort: 'az', lang: 'en' }],
      ['tag megaways new', { tags: ['megaways'], sort: 'new' }],
      ['q gold + bonus-buy', { q: 'gold', tags: ['bonus-buy'] }],
      ['az ko', { sort: 'az', lang: 'ko' }],
      ['page 2 popular', { cursor: first.body.nextCursor! }],
    ];
    for (const [, params] of scenarios) await search(params);
    // Typeahead: a new text each time, so its facets are counted, not served from the backend's short cache.
    const names = await rows<{ en: string; ko: string }>(
      sql`select name_en as en, name_ko as ko from games where id % 37 = 0 order by id`,
    );
    const typed = [
      ...new Set(names.flatMap(({ en, ko }, i) => [en.slice(0, 4 + (i % 6)).toLowerCase(), ko.slice(0, 2 + (i % 4))])),
    ].filter((q) => q.trim().length >= 2);
    const COLD = 'typeahead (uncached)';
    scenarios.push([COLD, {}]);

    const times = new Map<string, number[]>(scenarios.map(([label]) => [label, []]));
    let next = 0;
    started = performance.now();
    const cpu = process.cpuUsage();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < requests; i = next++) {
          const [label, fixed] = scenarios[i % scenarios.length];
          const params = label === COLD ? { q: typed[Math.floor(i / scenarios.length) % typed.length] } : fixed;
          times.get(label)!.push((await search(params)).ms);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    // CPU time says what a request costs whatever else the machine is doing (with PGlite it includes the database's).
    const cpuMs = (user + system) / 1000 / requests;
    console.log(
      `search-games, ${requests} requests, ${CONCURRENCY} at a time, ${(requests / elapsed).toFixed(0)} per second, ${cpuMs.toFixed(1)} ms CPU each in this process:`,
    );
    for (const [label, list] of times) console.log(`  ${label.padEnd(20)} ${summary(list)}`);
    console.log(`  ${'all'.padEnd(20)} ${summary([...times.values()].flat())}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
