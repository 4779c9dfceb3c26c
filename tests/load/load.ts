// `npx tsx tests/load/load.ts`: a bounded load run on loopback against a real backend and the built portal.
// Prints one row per scenario, writes tests/load/results.json, exits 1 on a 5xx, a failed connection, a lost or
// doubled money operation, or a p99 over 1 s in the health-check scenario. LOAD_CYCLES sets the 30-s poll cycles.
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createHistogram, performance, type RecordableHistogram } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import {
  HIGH_RATE_LIMITS,
  ROOT,
  admin,
  distDir,
  hasBuild,
  inBatches,
  loginThroughPortal,
  proxyCall,
  registerMember,
  startBackend,
  startPortal,
  tempDir,
  type Server,
} from '../support/servers';

const MEMBERS = 500;
const POLL_MS = 30_000;
const CYCLES = Math.max(1, Math.trunc(Number(process.env.LOAD_CYCLES ?? 1)) || 1);
const PAGE_SECONDS = 10;
const PAGE_CONNECTIONS = 10;
const PREPARE_CONCURRENCY = 8;
const P99_LIMIT_MS = 1_000;
const BURST = { members: 20, distinct: 8, doubleClicks: 2, amount: 30_000, funded: 180_000 };
const RESULTS = path.join(ROOT, 'tests', 'load', 'results.json');

interface Row {
  scenario: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  status5xx: number;
  errors: number;
}
interface Member {
  userId: string;
  password: string;
  cookie: string;
}
interface WalletRequest {
  id: number;
  requestId: string;
}

const rows: Row[] = [];
const failures: string[] = [];
const servers: Server[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const load = () => loadavg().map((value) => round(value, 2));
const began = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s] ${message}`);

const dataDir = tempDir('load');
let stopping: Promise<unknown> | undefined;
const stopAll = () =>
  (stopping ??= Promise.all(servers.map((server) => server.stop())).finally(() =>
    rmSync(dataDir, { recursive: true, force: true }),
  ));
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the backend and the portal`);
    void stopAll().finally(() => process.exit(code));
  });
}

/** Latencies in microseconds in a histogram, reported in milliseconds. */
class Latencies {
  readonly histogram: RecordableHistogram = createHistogram();
  time<T>(work: () => Promise<T>) {
    const started = performance.now();
    return work().finally(() => this.histogram.record(Math.max(1, Math.round((performance.now() - started) * 1000))));
  }
  percentile = (p: number) => (this.histogram.count ? round(this.histogram.percentile(p) / 1000) : 0);
}

function rowOf(scenario: string, result: Result): Row {
  return {
    scenario,
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

async function pages(portal: Server, member: Member) {
  const home = await fetch(`${portal.url}/`, { headers: { cookie: member.cookie } });
  const html = await home.text();
  check(
    home.status === 200 && html.includes(member.userId),
    `(b) the home page with a session cookie is not the member's page (${home.status})`,
  );
  for (let i = 0; i < 5; i++) {
    await (await fetch(`${portal.url}/`)).text();
    await (await fetch(`${portal.url}/`, { headers: { cookie: member.cookie } })).text();
  }
  const options = { url: `${portal.url}/`, connections: PAGE_CONNECTIONS, duration: PAGE_SECONDS };
  rows.push(rowOf(`(a) / logged out, ${PAGE_SECONDS} s × ${PAGE_CONNECTIONS} conn.`, await autocannon(options)));
  log('(a) done');
  rows.push(
    rowOf(
      `(b) / logged in, ${PAGE_SECONDS} s × ${PAGE_CONNECTIONS} conn.`,
      await autocannon({ ...options, headers: { cookie: member.cookie } }),
    ),
  );
  log('(b) done');
}

/** Every member polls health-check once per 30 s, the polls spread evenly (open loop: a slow answer delays nobody). */
async function healthChecks(portal: Server, members: Member[]) {
  for (const member of members.slice(0, 5)) await proxyCall(portal.url, 'health-check', undefined, member.cookie);
  const latencies = new Latencies();
  const counts = { non2xx: 0, status5xx: 0, errors: 0, wrong: 0 };
  const total = members.length * CYCLES;
  const interval = POLL_MS / members.length;
  const start = performance.now() + 50;
  const polls: Promise<void>[] = [];
  const poll = async (member: Member) => {
    try {
      const response = await latencies.time(async () => {
        const answer = await fetch(`${portal.url}/api/routes/health-check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: member.cookie },
          body: '{}',
          signal: AbortSignal.timeout(10_000),
        });
        return {
          status: answer.status,
          body: (await answer.json().catch(() => null)) as { status?: string; user?: { userId?: string } } | null,
        };
      });
      if (response.status < 200 || response.status > 299) counts.non2xx++;
      if (response.status >= 500) counts.status5xx++;
      else if (response.body?.status !== 'authenticated' || response.body.user?.userId !== member.userId)
        counts.wrong++;
    } catch {
      counts.errors++;
    }
  };
  for (let k = 0; k < total; k++) {
    const wait = start + k * interval - performance.now();
    if (wait > 0) await sleep(wait);
    polls.push(poll(members[k % members.length]));
  }
  await Promise.all(polls);
  const seconds = (performance.now() - start) / 1000;
  const row: Row = {
    scenario: `(c) health-check, ${members.length} members / 30 s × ${CYCLES}`,
    requests: total,
    reqPerSec: round(total / seconds),
    p50: latencies.percentile(50),
    p99: latencies.percentile(99),
    ...counts,
  };
  rows.push(row);
  check(counts.wrong === 0, `(c) ${counts.wrong} health checks did not answer "authenticated" for the polling member`);
  check(counts.non2xx === 0, `(c) ${counts.non2xx} health checks answered non-2xx`);
  check(row.p99 <= P99_LIMIT_MS, `(c) p99 ${row.p99} ms is over ${P99_LIMIT_MS} ms`);
  log('(c) done');
}

/**
 * 200 withdraws at once through the proxy: each member submits 8 distinct requests worth more than the balance,
 * two of them twice (double clicks). Each distinct accepted request must be held exactly once, nobody below zero.
 */
async function withdrawBurst(portal: Server, backend: Server, members: Member[]) {
  for (const m of members) {
    const { body } = await proxyCall(
      portal.url,
      'apply-user-deposit',
      { amount: BURST.funded, requestId: `fund-${m.userId}` },
      m.cookie,
    );
    await admin(backend.url, 'approve-deposit', { id: (body.request as WalletRequest).id });
  }
  const before = await admin<{ balance: number; held: number; ledgerBalance: number }>(backend.url, 'get-wallet-audit');
  const submissions = members.flatMap((m) => {
    const ids = Array.from({ length: BURST.distinct }, (_, k) => `burst-${m.userId}-${k}`);
    return [...ids, ...ids.slice(0, BURST.doubleClicks)].map((requestId) => ({ member: m, requestId }));
  });
  const latencies = new Latencies();
  const counts = { non2xx: 0, status5xx: 0, errors: 0 };
  const started = performance.now();
  const answers = await Promise.all(
    submissions.map(({ member, requestId }) =>
      latencies
        .time(() => proxyCall(portal.url, 'apply-user-withdraw', { amount: BURST.amount, requestId }, member.cookie))
        .then(({ status, body }) => {
          if (status < 200 || status > 299) counts.non2xx++;
          if (status >= 500) counts.status5xx++;
          return {
            member,
            requestId,
            status: String(body.status),
            id: (body.request as WalletRequest | undefined)?.id,
          };
        })
        .catch(() => {
          counts.errors++;
          return { member, requestId, status: 'network error', id: undefined };
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  rows.push({
    scenario: `(d) withdraw burst, ${submissions.length} at once, ${members.length} members`,
    requests: submissions.length,
    reqPerSec: round(submissions.length / seconds),
    p50: latencies.percentile(50),
    p99: latencies.percentile(99),
    ...counts,
  });
  check(
    counts.non2xx === 0 && counts.errors === 0,
    `(d) ${counts.non2xx} non-2xx answers, ${counts.errors} failed connections`,
  );

  let accepted = 0;
  for (const m of members) {
    const mine = answers.filter((a) => a.member === m);
    const byRequest = new Map<string, typeof mine>();
    for (const a of mine) byRequest.set(a.requestId, [...(byRequest.get(a.requestId) ?? []), a]);
    const acceptedIds = new Map<string, number>();
    for (const [requestId, same] of byRequest) {
      const outcomes = new Set(same.map((a) => `${a.status}:${a.id}`));
      check(
        outcomes.size === 1,
        `(d) ${requestId} answered differently to its double click: ${[...outcomes].join(', ')}`,
      );
      check(
        same.every((a) => a.status === 'success' || a.status === 'balance'),
        `(d) ${requestId}: ${same.map((a) => a.status).join(', ')}`,
      );
      if (same[0].status === 'success' && same[0].id) acceptedIds.set(requestId, same[0].id);
    }
    accepted += acceptedIds.size;
    const expected = Math.min(BURST.distinct, Math.floor(BURST.funded / BURST.amount));
    check(
      acceptedIds.size === expected,
      `(d) ${m.userId}: ${acceptedIds.size} withdraws accepted, ${expected} expected (balance allows ${expected})`,
    );

    const wallet = await admin<{
      balance: number;
      held: number;
      ledger: { reason: string; walletRequestId: number | null }[];
    }>(backend.url, 'get-user-wallet', { userId: m.userId });
    const holds = wallet.ledger.filter((e) => e.reason === 'withdraw').map((e) => e.walletRequestId);
    check(wallet.balance >= 0, `(d) ${m.userId} went negative: ${wallet.balance}`);
    check(
      wallet.held === acceptedIds.size * BURST.amount,
      `(d) ${m.userId}: held ${wallet.held}, accepted ${acceptedIds.size} × ${BURST.amount}`,
    );
    check(
      wallet.balance === BURST.funded - wallet.held,
      `(d) ${m.userId}: balance ${wallet.balance} + held ${wallet.held} ≠ funded ${BURST.funded}`,
    );
    check(
      holds.length === acceptedIds.size && [...acceptedIds.values()].every((id) => holds.includes(id)),
      `(d) ${m.userId}: ledger holds ${JSON.stringify(holds)} ≠ accepted ${JSON.stringify([...acceptedIds.values()])}`,
    );
    const { body } = await proxyCall(portal.url, 'get-withdraw-list', { size: 50 }, m.cookie);
    const listed = ((body.list ?? []) as WalletRequest[]).map((r) => r.requestId).sort();
    check(
      JSON.stringify(listed) === JSON.stringify([...acceptedIds.keys()].sort()),
      `(d) ${m.userId} sees ${listed.length} withdraws in the history, ${acceptedIds.size} accepted`,
    );
  }
  const after = await admin<{ balance: number; held: number; ledgerBalance: number }>(backend.url, 'get-wallet-audit');
  check(after.balance === after.ledgerBalance, `(d) audit: balances ${after.balance} ≠ ledger ${after.ledgerBalance}`);
  check(
    after.balance + after.held === before.balance + before.held,
    `(d) audit: balances + held moved by ${after.balance + after.held - before.balance - before.held}`,
  );
  check(
    after.held - before.held === accepted * BURST.amount,
    `(d) audit: held grew by ${after.held - before.held}, ${accepted} × ${BURST.amount} accepted`,
  );
  log(`(d) done: ${accepted} distinct withdraws accepted of ${members.length * BURST.distinct}, each held once`);
}

function report(seconds: number, loadAtStart: number[]) {
  const header = ['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '5xx', 'errors'];
  const table = rows.map((r) =>
    [r.scenario, r.requests, r.reqPerSec, r.p50, r.p99, r.non2xx, r.status5xx, r.errors].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((cells) => cells[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${table.map(line).join('\n')}`);
  console.log(
    `\n${seconds.toFixed(1)} s in all; load average ${loadAtStart.join(' ')} at the start, ${load().join(' ')} at the end (${cpus().length} CPUs)`,
  );
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: { start: loadAtStart, end: load() }, seconds: round(seconds), cycles: CYCLES, members: MEMBERS, rows, failures }, null, 2)}\n`,
  );
}

async function main() {
  if (!hasBuild())
    throw new Error(
      `no production build in ${distDir()}: run "npm run build" (or set NEXT_DIST_DIR to a built folder) first`,
    );
  const loadAtStart = load();
  log(`load average ${loadAtStart.join(' ')}; starting the backend and the portal`);
  const backend = await startBackend({ dataDir, env: HIGH_RATE_LIMITS });
  servers.push(backend);
  try {
    const ids = Array.from({ length: MEMBERS }, (_, i) => `load${String(i).padStart(3, '0')}`);
    const [portal, registered] = await Promise.all([
      startPortal({ backendUrl: backend.url }).then((started) => (servers.push(started), started)),
      inBatches(ids, PREPARE_CONCURRENCY, (id) => registerMember(backend.url, id)),
    ]);
    log(`portal up, ${MEMBERS} members registered`);
    const members = await inBatches(registered, PREPARE_CONCURRENCY, async (m) => ({
      ...m,
      cookie: await loginThroughPortal(portal.url, m),
    }));
    log(`${MEMBERS} members logged in through the portal`);

    await pages(portal, members[0]);
    await healthChecks(portal, members);
    await withdrawBurst(portal, backend, members.slice(0, BURST.members));

    for (const r of rows)
      check(
        r.status5xx === 0 && r.errors === 0,
        `${r.scenario}: ${r.status5xx} answers 5xx, ${r.errors} failed connections`,
      );
    report((performance.now() - began) / 1000, loadAtStart);
  } finally {
    await stopAll();
  }
  if (failures.length) {
    console.error(`\nLOAD RUN FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    console.error(
      'If only p99 failed: look at the load average above; rerun when the machine is quiet before concluding.',
    );
    process.exit(1);
  }
  console.log('load run passed');
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.stack : error);
  await stopAll();
  process.exit(1);
});
