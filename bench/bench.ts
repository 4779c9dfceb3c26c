// `npm run bench`: the portal against references, side by side in one run, on loopback. Builds what is missing (the
// portal, bench/baseline, and today's code in a worktree: bench/reference.ts), starts the reference backend, the portal,
// the floor app (bench/baseline: hello world plus what the design card adds), the reference portal and nginx with
// deploy/nginx.conf, measures, stops them all, prints a table, writes bench/results.json and exits 1 when a budget is
// missed. About 10 minutes.
// How each figure is measured:
// - first-load JS: a 390×844 phone Chromium loads the page until the network is idle; its scripts, gzipped, summed;
//   `/` against the floor's page.
// - Lighthouse: mobile defaults (simulated throttling), pages alternated, the median of the runs per figure; performance,
//   TBT and main-thread work held to the floor's of the same run.
// - INP: a 4×-throttled phone taps three lobby controls as soon as they are drawn, beside the floor's button (bench/inp.ts).
// - throughput: autocannon, targets alternated within each round, the median over the rounds; the cached lobby goes
//   through nginx, everything else straight to its server; the reference portal runs with PAGE_CACHE_SECONDS=0 and
//   is held to this portal on a backend without extensions (the same lobby), today's fuller lobby printed beside it.
// `npm run bench -- ssr proxy` runs only the named sections (first-load, lighthouse, inp, ssr, memory, proxy, health, catalogue,
// sql, reset) and leaves bench/results.json alone, for iterating on one figure; `sql` and `reset` alone need no build. Under scripts/with-postgres.sh the catalogue
// section measures search on PostgreSQL too.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BASELINE_DIR,
  HIGH_RATE_LIMITS,
  ROOT,
  distDir,
  hasBaselineBuild,
  hasBuild,
  inBatches,
  loginThroughPortal,
  nextBuild,
  registerMember,
  startBackend,
  startBaseline,
  startPortal,
  tempDir,
  type Server,
} from '../tests/support/servers';
import { ensureNginx, startNginx, type Nginx } from '../tests/support/nginx';
import {
  FIRST_LOAD_BUDGET,
  describeBudget,
  describeScripts,
  firstLoadBudget,
  firstLoadJs,
  kilobytes,
  launchChromium,
  type FirstLoad,
} from './firstLoad';
import {
  HEALTH_CADENCE_S,
  HEALTH_P99_LIMIT_MS,
  healthCapacity,
  type HealthCapacity,
  type Session,
} from './healthCapacity';
import { CPU_SLOWDOWN, INP_BUDGET_MS, INP_WINDOW_MS, measureInp, type TapResult } from './inp';
import { LIGHTHOUSE_BUDGET, runLighthouse, type LighthouseSummary } from './lighthouse';
import { waitForQuietCpu } from './quiet';
import { resetTiming, type ResetTiming } from './resetTiming';
import { healthCheckRoundTrips, type RoundTrips } from './sqlRoundTrips';
import { cannon, median } from './cannon';
import {
  CATALOGUE_GAMES,
  LOBBY_HTML_MAX_RATIO,
  LOBBY_RENDER_MAX_RATIO,
  SEARCH_CONNECTIONS,
  SEARCH_P95_MS,
  checkSearch,
  lobbyBytes,
  searchRequests,
} from './catalogue';
import { prepareReference, REFERENCE_REF, type Reference } from './reference';
import {
  CACHED_MIN_RATIO,
  MEMBER_MIN_RATIO,
  PROXY_MAX_ADDED_P50_MS,
  RENDERED_MIN_RATIO,
  REFERENCE_MIN_SHARE,
  alternate,
  casinoSetting,
  uncached,
  type Alternated,
  type Target,
} from './throughput';

const SETTINGS = {
  sessions: 200,
  prepareConcurrency: 4,
  // `appliedRounds`: floor and `/` again with the throttling applied, not simulated (not a budget).
  lighthouse: { rounds: 5, appliedRounds: 3 },
  inp: { rounds: 5 },
  // A fresh portal's req/s climbs for about half a minute of load (JIT, heap growth): 15 s each before any round.
  ssr: { connections: 10, rounds: 5, seconds: 6, warmupSeconds: 15 },
  // The portal's resident memory after each thousand member pages; the first thousand warm it up.
  memory: { pages: 5000, step: 1000, connections: 10, maxGrowth: 0.1 },
  proxy: { connections: 20, rounds: 3, seconds: 5, warmupSeconds: 2, unloadedSeconds: 3 },
  health: { ladder: [500, 1000, 2000, 4000, 8000, 16000, 32000], seconds: 10 },
  // Searches are timed once a fresh portal and backend are past their first half minute of load.
  catalogue: { searchSeconds: 10, warmupSeconds: 30, render: { rounds: 3, seconds: 4, warmupSeconds: 2 } },
  /** The health ladder stops early rather than push the run past this. */
  healthEndsBySeconds: 480,
};
const RESULTS = path.join(ROOT, 'bench', 'results.json');

interface Row {
  benchmark: string;
  figure: string;
  reference: string;
  ratio: string;
  budget: string;
  /** null: reported, no budget. */
  pass: boolean | null;
}

const began = performance.now();
const elapsed = () => (performance.now() - began) / 1000;
const log = (message: string) => console.log(`[${elapsed().toFixed(1).padStart(6)} s] ${message}`);
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const load = () => loadavg().map((value) => round(value, 2));

const rows: Row[] = [];
const servers: Server[] = [];
const dataDir = tempDir('bench');
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
    console.error(`\n${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(code));
  });
}

const results: Record<string, unknown> = {};
const errors: Record<string, string> = {};

/** Runs one benchmark; a crash becomes a failed row (and its message), and the run goes on to the next. */
const SECTIONS = ['first-load', 'lighthouse', 'inp', 'ssr', 'memory', 'proxy', 'health', 'catalogue', 'sql', 'reset'];
/** Measured on the backend in this process: no build and no servers. */
const IN_PROCESS = ['sql', 'reset'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const runs = (key: string) => chosen.length === 0 || chosen.includes(key);

async function section(key: string, name: string, work: () => Promise<void>) {
  if (!runs(key)) return;
  log(`${name}…`);
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${name} failed: ${message}`);
    rows.push({ benchmark: name, figure: 'error', reference: '', ratio: '', budget: '', pass: false });
    errors[name] = message;
  }
}

const ratioOf = (figure: number, reference: number) => (reference ? round(figure / reference, 2) : Number.NaN);
const times = (figure: number, reference: number) => `${ratioOf(figure, reference)}×`;

async function firstLoad(portal: Server, baseline: Server, member: Session) {
  const browser = await launchChromium();
  let home: FirstLoad, deposit: FirstLoad, floor: FirstLoad;
  try {
    home = await firstLoadJs(browser, `${portal.url}/`);
    deposit = await firstLoadJs(browser, `${portal.url}/deposit`, { cookie: member.cookie });
    floor = await firstLoadJs(browser, `${baseline.url}/`);
  } finally {
    await browser.close();
  }
  results.firstLoad = {
    measure:
      'scripts a 390×844 phone Chromium downloads until the network is idle, each gzipped at zlib default level (6)',
    portalHome: home,
    portalDeposit: deposit,
    baselineHome: floor,
  };
  const budget = firstLoadBudget(home, floor);
  rows.push({
    benchmark: 'first-load JS of / on a phone (gzip), against the floor',
    figure: kilobytes(home.gzipBytes),
    reference: `${kilobytes(floor.gzipBytes)} (floor)`,
    ratio: `${budget.ratio.toFixed(2)}×`,
    budget: `≤ ${FIRST_LOAD_BUDGET}× (${kilobytes(budget.limit)})`,
    pass: budget.pass,
  });
  rows.push({
    benchmark: 'first-load JS of /deposit, member, on a phone (gzip)',
    figure: kilobytes(deposit.gzipBytes),
    reference: `${kilobytes(floor.gzipBytes)} (floor)`,
    ratio: `${ratioOf(deposit.gzipBytes, floor.gzipBytes)}×`,
    budget: '—',
    pass: null,
  });
  log(
    `first load: / ${kilobytes(home.gzipBytes)}, /deposit ${kilobytes(deposit.gzipBytes)}, floor ${kilobytes(floor.gzipBytes)} (gzip): ${describeBudget(budget)}`,
  );
  log(
    `HTML: / ${kilobytes(home.html.bytes)} (${kilobytes(home.html.gzipBytes)} gzip), floor ${kilobytes(floor.html.bytes)}`,
  );
}

/** Each figure is the median of its runs: one Lighthouse run on a shared 2-core machine swings TBT by ±50%. */
function medianSummary(runs: LighthouseSummary[]): LighthouseSummary {
  const mid = (pick: (run: LighthouseSummary) => number) => median(runs.map(pick));
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    ...byPerformance,
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    bestPractices: mid((r) => r.bestPractices),
    cls: mid((r) => r.cls),
    tbtMs: mid((r) => r.tbtMs),
    lcpMs: mid((r) => r.lcpMs),
    fcpMs: mid((r) => r.fcpMs),
    mainThreadMs: mid((r) => r.mainThreadMs),
    observed: { wallMs: mid((r) => r.observed.wallMs), cpuMs: mid((r) => r.observed.cpuMs) },
  };
}

async function lighthouseRun(name: string, url: string, applied = false) {
  let summary = await runLighthouse(url, { applied });
  // Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP) on this machine: such a run measured
  // nothing and is run again, twice at most.
  for (let retry = 1; summary.runtimeError && retry <= 2; retry++) {
    log(`  lighthouse ${name}: ${summary.runtimeError} — running it again`);
    summary = await runLighthouse(url, { applied });
  }
  if (summary.runtimeError) throw new Error(`lighthouse ${name}: ${summary.runtimeError}`);
  return summary;
}

async function lighthouse(portal: Server, baseline: Server) {
  const { rounds } = SETTINGS.lighthouse;
  const targets = { floor: `${baseline.url}/`, '/': `${portal.url}/`, '/en': `${portal.url}/en` };
  const runs: Record<string, LighthouseSummary[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const settle = await waitForQuietCpu();
  log(
    `  CPUs ${Math.round(settle.busy * 100)}% busy after waiting ${settle.waitedSeconds.toFixed(1)} s${settle.quiet ? '' : ' (never quiet: measuring anyway)'}`,
  );
  // Alternated like the throughput runs, so that a busier minute of the machine touches every page alike.
  for (let round = 1; round <= rounds; round++) {
    for (const [name, url] of Object.entries(targets)) {
      const summary = await lighthouseRun(name, url);
      runs[name].push(summary);
      log(
        `  round ${round}/${rounds} lighthouse ${name}: performance ${summary.performance}, accessibility ${summary.accessibility}, ` +
          `best practices ${summary.bestPractices}, CLS ${summary.cls}, TBT ${summary.tbtMs} ms, LCP ${summary.lcpMs} ms, CPU index ${summary.benchmarkIndex}, ` +
          `main thread ${Math.round(summary.observed.cpuMs)} ms CPU in ${Math.round(summary.observed.wallMs)} ms`,
      );
    }
  }
  const reference = medianSummary(runs.floor);
  const pages: LighthouseSummary[] = [];
  const b = LIGHTHOUSE_BUDGET;
  for (const page of ['/', '/en']) {
    const summary = medianSummary(runs[page]);
    const label = (what: string) => `lighthouse ${page} ${what} (median of ${rounds})`;
    const row = (what: string, figure: string, ref: string, ratio: string, budget: string, pass: boolean) =>
      rows.push({ benchmark: label(what), figure, reference: `${ref} (floor)`, ratio, budget, pass });
    const performanceMinimum = reference.performance - b.performanceBelowFloor;
    const missed = {
      performance: summary.performance < performanceMinimum,
      accessibility: summary.accessibility < b.accessibility,
      bestPractices: summary.bestPractices < b.bestPractices,
      tbt: summary.tbtMs > reference.tbtMs * b.tbtFloorRatio,
      mainThread: summary.mainThreadMs > reference.mainThreadMs * b.mainThreadFloorRatio,
      lcp: summary.lcpMs > b.lcpMs,
      cls: summary.cls > b.cls,
    };
    row(
      'performance',
      String(summary.performance),
      String(reference.performance),
      '',
      `≥ floor − ${b.performanceBelowFloor} (${performanceMinimum})`,
      !missed.performance,
    );
    row(
      'TBT',
      `${summary.tbtMs} ms`,
      `${reference.tbtMs} ms`,
      times(summary.tbtMs, reference.tbtMs),
      `≤ ${b.tbtFloorRatio}× floor (${Math.round(reference.tbtMs * b.tbtFloorRatio)} ms)`,
      !missed.tbt,
    );
    row(
      'main-thread work (simulated)',
      `${(summary.mainThreadMs / 1000).toFixed(1)} s`,
      `${(reference.mainThreadMs / 1000).toFixed(1)} s`,
      times(summary.mainThreadMs, reference.mainThreadMs),
      `≤ ${b.mainThreadFloorRatio}× floor`,
      !missed.mainThread,
    );
    // Not a budget: what the simulated figure is made of, the main thread's own CPU time against its time waiting.
    rows.push({
      benchmark: label('main thread as observed, CPU time (wall time)'),
      figure: `${Math.round(summary.observed.cpuMs)} ms (${Math.round(summary.observed.wallMs)})`,
      reference: `${Math.round(reference.observed.cpuMs)} ms (${Math.round(reference.observed.wallMs)}) (floor)`,
      ratio: `${times(summary.observed.cpuMs, reference.observed.cpuMs)} (${times(summary.observed.wallMs, reference.observed.wallMs)})`,
      budget: '—',
      pass: null,
    });
    row('LCP', `${summary.lcpMs} ms`, `${reference.lcpMs} ms`, '', `≤ ${b.lcpMs} ms`, !missed.lcp);
    row('CLS', String(summary.cls), String(reference.cls), '', `≤ ${b.cls}`, !missed.cls);
    row(
      'accessibility',
      String(summary.accessibility),
      String(reference.accessibility),
      '',
      `≥ ${b.accessibility}`,
      !missed.accessibility,
    );
    row(
      'best practices',
      String(summary.bestPractices),
      String(reference.bestPractices),
      '',
      `≥ ${b.bestPractices}`,
      !missed.bestPractices,
    );
    // The audits worth reading are those of a category that missed (performance's when any of its figures did).
    const performanceMissed = missed.performance || missed.tbt || missed.mainThread || missed.lcp || missed.cls;
    const shown = new Set([
      ...(performanceMissed ? ['performance'] : []),
      ...(missed.accessibility ? ['accessibility'] : []),
      ...(missed.bestPractices ? ['best-practices'] : []),
    ]);
    pages.push({ ...summary, failing: summary.failing.filter((audit) => shown.has(audit.category)) });
  }
  const applied = await appliedThrottling(targets.floor, targets['/']);
  results.lighthouse = {
    runs: `${rounds} runs per page, alternated; each figure the median of its runs; mobile defaults (simulated throttling)`,
    applied,
    settle,
    portal: pages,
    baseline: reference,
    every: runs,
  };
}

/**
 * Not a budget: the same phone with its CPU slowed and its network throttled while the page loads (Lighthouse's
 * devtools throttling), beside the floor. Simulation multiplies a fast run's main-thread wall time, which on this
 * 2-core machine includes waiting for a core while Chromium's other threads and the servers run; applied throttling
 * slows the page itself, so the two together tell a page that does more from one that waits more.
 */
async function appliedThrottling(floorUrl: string, lobbyUrl: string) {
  const { appliedRounds } = SETTINGS.lighthouse;
  const runs: { floor: LighthouseSummary[]; lobby: LighthouseSummary[] } = { floor: [], lobby: [] };
  for (let round = 1; round <= appliedRounds; round++) {
    for (const [name, url] of [
      ['floor', floorUrl],
      ['lobby', lobbyUrl],
    ] as const) {
      const summary = await lighthouseRun(`${name} (throttling applied)`, url, true);
      runs[name].push(summary);
      log(
        `  round ${round}/${appliedRounds} lighthouse, throttling applied, ${name}: performance ${summary.performance}, ` +
          `TBT ${summary.tbtMs} ms, main-thread work ${summary.mainThreadMs} ms, LCP ${summary.lcpMs} ms`,
      );
    }
  }
  const [floor, lobby] = [medianSummary(runs.floor), medianSummary(runs.lobby)];
  rows.push({
    benchmark: `lighthouse / with the throttling applied, not simulated: performance / TBT / main-thread work / LCP (median of ${appliedRounds})`,
    figure: `${lobby.performance} / ${lobby.tbtMs} ms / ${(lobby.mainThreadMs / 1000).toFixed(1)} s / ${lobby.lcpMs} ms`,
    reference: `${floor.performance} / ${floor.tbtMs} ms / ${(floor.mainThreadMs / 1000).toFixed(1)} s / ${floor.lcpMs} ms (floor)`,
    ratio: `TBT ${times(lobby.tbtMs, floor.tbtMs)}, work ${times(lobby.mainThreadMs, floor.mainThreadMs)}`,
    budget: '—',
    pass: null,
  });
  return { floor, lobby };
}

/** A phone's first taps (bench/inp.ts): each of the lobby's three beside the floor's own button, rounds alternated. */
async function inp(portal: Server, baseline: Server) {
  const { rounds } = SETTINGS.inp;
  const settle = await waitForQuietCpu();
  log(`  CPUs ${Math.round(settle.busy * 100)}% busy after waiting ${settle.waitedSeconds.toFixed(1)} s`);
  const measured = await measureInp(`${baseline.url}/`, `${portal.url}/`, rounds, log);
  results.inp = {
    measure: `390×844 phone Chromium, CPU ${CPU_SLOWDOWN}× slower (CDP), a tap as soon as the control is drawn, Event Timing API (durationThreshold 16); a trial's figure is its slowest interaction; median of ${rounds}`,
    settle,
    ...measured,
  };
  const floor = measured.floor;
  const describe = (tap: TapResult) =>
    `${tap.medianInpMs} ms; first tap at ${tap.medianFirstTapAtMs} ms, on screen ${tap.medianResponseMs} ms after it`;
  for (const tap of measured.lobby) {
    const failed = tap.failed + floor.failed;
    const late = tap.medianFirstTapAtMs > INP_WINDOW_MS;
    rows.push({
      benchmark: `INP on a phone (${CPU_SLOWDOWN}× CPU), / visitor: ${tap.name} (median of ${rounds}${failed ? `, ${failed} trials without effect` : ''}${late ? `, first tap after ${INP_WINDOW_MS / 1000} s` : ''})`,
      figure: `${tap.medianInpMs} ms`,
      reference: `${floor.medianInpMs} ms (floor's button)`,
      ratio: `${ratioOf(tap.medianInpMs, floor.medianInpMs)}×`,
      budget: `≤ ${INP_BUDGET_MS} ms`,
      // A late first tap is flagged, not failed: the control was drawn late (the load average says why).
      pass: failed ? false : tap.medianInpMs <= INP_BUDGET_MS,
    });
    log(`  ${tap.name}: ${describe(tap)}`);
  }
  log(`  floor's button: ${describe(floor)}`);
  rows.push({
    benchmark: `tap until on screen, phone, / visitor: ${measured.lobby.map((t) => t.name).join(' / ')} (median)`,
    figure: measured.lobby.map((t) => `${t.medianResponseMs} ms`).join(' / '),
    reference: `${floor.medianResponseMs} ms (floor's button)`,
    ratio: '',
    budget: '—',
    pass: null,
  });
}

/** The reference portal (today's code, page cache off) and a member's cookie on it. */
interface ReferencePortal {
  server: Server;
  label: string;
  cookie: string;
}

/**
 * Our portal on a backend without the extensions: the lobby the reference renders (no catalogue rows, no brand from
 * get-site-config), so that the comparison with the reference measures the code, not the content added since.
 */
async function sameLobbyAsReference(keep: Keep) {
  const backend = keep(
    await startBackend({ dataDir: tempDir('bench-legacy'), env: { ...HIGH_RATE_LIMITS, SITE_FEATURES: 'none' } }),
  );
  const portal = keep(
    await startPortal({ backendUrl: backend.url, env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } }),
  );
  const member = await registerMember(backend.url, 'legacy000');
  return { portal, cookie: await loginThroughPortal(portal.url, member) };
}

/**
 * Throughput of `/`: logged out through nginx's cache (deploy/nginx.conf), logged out rendered on every request, and a
 * member's page, all in the same alternated rounds as the floor app and the reference code's two rendered figures.
 */
async function ssr(
  portal: Server,
  nginx: Nginx,
  baseline: Server,
  member: Session,
  reference: ReferencePortal | string,
  keep: Keep,
) {
  const home = await fetch(`${portal.url}/`, { headers: { cookie: member.cookie } });
  if (home.status !== 200 || !(await home.text()).includes(member.userId))
    throw new Error(`/ with a session cookie is not ${member.userId}'s page (${home.status})`);
  const { connections, rounds, seconds, warmupSeconds } = SETTINGS.ssr;
  const measured = `req/s (${connections} conn., median of ${rounds}×${seconds} s)`;
  const targets: Target[] = [
    { name: 'floor', options: { url: `${baseline.url}/`, connections } },
    { name: 'rendered', options: { url: `${portal.url}/`, connections } },
    { name: 'logged in', options: { url: `${portal.url}/`, connections, headers: { cookie: member.cookie } } },
  ];

  await (await fetch(`${nginx.url}/`)).arrayBuffer();
  const probe = await fetch(`${nginx.url}/`);
  await probe.arrayBuffer();
  const cache = { status: probe.headers.get('x-cache-status'), control: probe.headers.get('cache-control') };
  log(`  nginx, / logged out, second request: X-Cache-Status ${cache.status}, Cache-Control ${cache.control}`);
  const cachedLabel = 'cached lobby: / logged out through nginx (deploy/nginx.conf)';
  if (cache.status === 'HIT')
    targets.splice(1, 0, { name: 'cached lobby', options: { url: `${nginx.url}/`, connections } });
  else
    rows.push({
      benchmark: `${cachedLabel}, ${measured}`,
      figure: `not cached (X-Cache-Status ${cache.status})`,
      reference: '',
      ratio: '',
      budget: `≥ ${CACHED_MIN_RATIO}×`,
      pass: false,
    });

  if (typeof reference !== 'string') {
    const page = await fetch(`${reference.server.url}/`, { headers: { cookie: reference.cookie } });
    if (page.status !== 200 || !(await page.text()).includes(member.userId))
      throw new Error(`the reference's / with a session cookie is not ${member.userId}'s page (${page.status})`);
    const loggedOut = await fetch(`${reference.server.url}/`);
    await loggedOut.arrayBuffer();
    if (loggedOut.headers.get('x-page-cache'))
      throw new Error('the reference portal answered / from its page cache although PAGE_CACHE_SECONDS=0');
    const same = await sameLobbyAsReference(keep);
    const sameHome = await (await fetch(`${same.portal.url}/`)).text();
    if (sameHome.includes('searchGames'))
      throw new Error('the portal on a backend without extensions still rendered the catalogue rows');
    targets.splice(
      targets.findIndex((t) => t.name === 'rendered') + 1,
      0,
      { name: 'rendered, same lobby', options: { url: `${same.portal.url}/`, connections } },
      { name: 'rendered, reference', options: { url: `${reference.server.url}/`, connections } },
    );
    targets.push(
      {
        name: 'logged in, same lobby',
        options: { url: `${same.portal.url}/`, connections, headers: { cookie: same.cookie } },
      },
      {
        name: 'logged in, reference',
        options: { url: `${reference.server.url}/`, connections, headers: { cookie: reference.cookie } },
      },
    );
  }

  const run = await alternate(targets, { rounds, seconds, warmupSeconds, log });
  results.ssr = {
    ...SETTINGS.ssr,
    cacheProbe: cache,
    reference: typeof reference === 'string' ? { skipped: reference } : reference.label,
    ...run,
  };
  const floor = run.median.floor.reqPerSec;
  const failedOf = (...names: string[]) => names.reduce((sum, name) => sum + (run.failures[name] ?? 0), 0);
  const failedNote = (failed: number) => (failed ? ` (${failed} failed requests)` : '');
  const againstFloor = (name: string, label: string, minimum?: number) => {
    const failed = failedOf(name, 'floor');
    const figure = run.median[name].reqPerSec;
    rows.push({
      benchmark: `${label}, ${measured}${failedNote(failed)}`,
      figure: String(figure),
      reference: `${floor} (floor)`,
      ratio: `${ratioOf(figure, floor)}×`,
      budget: minimum ? `≥ ${minimum}×` : '—',
      pass: failed ? false : minimum ? ratioOf(figure, floor) >= minimum : null,
    });
  };
  // The budget holds the same lobby to the reference; today's fuller lobby (catalogue rows, brand) is printed beside it.
  const againstReference = (name: string, label: string) => {
    if (typeof reference === 'string') {
      // Unmeasured is not met, unless the reference was turned off on purpose.
      const off = REFERENCE_REF === 'none';
      rows.push({
        benchmark: `${label} vs today's code`,
        figure: 'skipped',
        reference: off ? '' : reference,
        ratio: '',
        budget: `≥ ${REFERENCE_MIN_SHARE}×`,
        pass: off ? null : false,
      });
      return;
    }
    const before = run.median[`${name}, reference`].reqPerSec;
    for (const [measuredName, what, budgeted] of [
      [`${name}, same lobby`, 'the same lobby (backend without extensions)', true],
      [name, "today's lobby (catalogue rows and brand added since)", false],
    ] as const) {
      const failed = failedOf(measuredName, `${name}, reference`);
      const figure = run.median[measuredName].reqPerSec;
      rows.push({
        benchmark: `${label}, ${what}, vs today's code (${reference.label})${failedNote(failed)}`,
        figure: String(figure),
        reference: String(before),
        ratio: `${ratioOf(figure, before)}×`,
        budget: budgeted
          ? `≥ ${REFERENCE_MIN_SHARE}× (no drop over ${Math.round((1 - REFERENCE_MIN_SHARE) * 100)}%)`
          : '—',
        pass: failed ? false : budgeted ? ratioOf(figure, before) >= REFERENCE_MIN_SHARE : null,
      });
    }
  };
  if (run.median['cached lobby']) againstFloor('cached lobby', cachedLabel, CACHED_MIN_RATIO);
  againstFloor('rendered', 'SSR / logged out, rendered on every request (a cache miss)', RENDERED_MIN_RATIO);
  againstReference('rendered', 'SSR / logged out, rendered');
  againstFloor('logged in', "SSR a member's page (/ logged in)", MEMBER_MIN_RATIO);
  againstReference('logged in', "SSR a member's page");
}

/** Resident set size of a server's process (Linux), in MB. */
const residentMb = (server: Server) => {
  const line = readFileSync(`/proc/${server.process.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return round(Number(line?.split(/\s+/)[1]) / 1024);
};

/** A member's page, thousands of times: the portal's memory must level off after the first thousand, not keep growing. */
async function memory(portal: Server, member: Session) {
  const { pages, step, connections, maxGrowth } = SETTINGS.memory;
  const samples: number[] = [];
  let failed = 0;
  for (let done = 0; done < pages; done += step) {
    const run = await cannon({ url: `${portal.url}/`, connections, amount: step, headers: { cookie: member.cookie } });
    failed += run.non2xx + run.errors;
    samples.push(residentMb(portal));
    log(`  ${done + step} member pages: portal RSS ${samples.at(-1)} MB, ${run.reqPerSec} req/s`);
  }
  results.memory = { pages, step, rssMb: samples, failed };
  const [first, last] = [samples[0], samples.at(-1)!];
  rows.push({
    benchmark: `portal RSS over ${pages} member pages (after ${step}, after ${pages})${failed ? ` (${failed} failed requests)` : ''}`,
    figure: `${last} MB`,
    reference: `${first} MB`,
    ratio: `${ratioOf(last, first)}×`,
    budget: `≤ ${1 + maxGrowth}×`,
    pass: failed === 0 && last <= first * (1 + maxGrowth),
  });
}

async function proxy(portal: Server, backend: Server) {
  const checks = [
    ['get-casino-setting', casinoSetting(portal.url, backend.url, 1)],
    ['check-user-id', uncached(portal.url, backend.url, 1)],
  ] as const;
  for (const [op, targets] of checks) {
    for (const [name, options] of Object.entries(targets)) {
      const response = await fetch(options.url, { method: 'POST', headers: options.headers, body: options.body });
      const body = (await response.json()) as { status?: string };
      if (response.status !== 200 || body.status !== 'success')
        throw new Error(`${op} on the ${name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  }
  const { connections, rounds, seconds, warmupSeconds, unloadedSeconds } = SETTINGS.proxy;
  const measure = async (targets: ReturnType<typeof casinoSetting>, runSeconds: number, runRounds: number) =>
    alternate(
      [
        { name: 'backend', options: targets.backend },
        { name: 'portal', options: targets.portal },
      ],
      { rounds: runRounds, seconds: runSeconds, warmupSeconds, log },
    );
  const loaded = await measure(casinoSetting(portal.url, backend.url, connections), seconds, rounds);
  const unloaded = await measure(casinoSetting(portal.url, backend.url, 1), unloadedSeconds, 1);
  const notCached = await measure(uncached(portal.url, backend.url, connections), seconds, rounds);
  results.proxy = {
    op: 'get-casino-setting',
    body: '{}',
    ...SETTINGS.proxy,
    loaded,
    unloaded,
    uncached: { op: 'check-user-id', run: notCached },
  };
  const row = (op: string, run: Alternated, conns: number, budget: boolean) => {
    const added = round(run.median.portal.p50Ms - run.median.backend.p50Ms, 2);
    const failed = run.failures.portal + run.failures.backend;
    rows.push({
      benchmark: `proxy ${op} p50, ${conns} conn.${failed ? ` (${failed} failed requests)` : ''}`,
      figure: `${run.median.portal.p50Ms} ms`,
      reference: `${run.median.backend.p50Ms} ms`,
      ratio: `${added < 0 ? '−' : '+'}${Math.abs(added)} ms`,
      budget: budget ? `≤ +${PROXY_MAX_ADDED_P50_MS} ms` : '—',
      pass: failed ? false : budget ? added <= PROXY_MAX_ADDED_P50_MS : null,
    });
  };
  row('get-casino-setting', loaded, connections, true);
  row('get-casino-setting', unloaded, 1, false);
  rows.push({
    benchmark: `proxy get-casino-setting req/s, ${connections} conn.`,
    figure: String(loaded.median.portal.reqPerSec),
    reference: String(loaded.median.backend.reqPerSec),
    ratio: `${ratioOf(loaded.median.portal.reqPerSec, loaded.median.backend.reqPerSec)}×`,
    budget: '—',
    pass: null,
  });
  row('check-user-id (never cached)', notCached, connections, false);
}

async function health(portal: Server, sessions: Session[]) {
  const deadline = began + SETTINGS.healthEndsBySeconds * 1000;
  const capacity: HealthCapacity = await healthCapacity(portal.url, sessions, { ...SETTINGS.health, deadline, log });
  results.health = {
    cadenceSeconds: HEALTH_CADENCE_S,
    p99LimitMs: HEALTH_P99_LIMIT_MS,
    sessions: sessions.length,
    ...SETTINGS.health,
    ...capacity,
  };
  const last = capacity.steps.filter((s) => s.pass && s.members === capacity.capacity).at(-1);
  rows.push({
    benchmark: `health-check capacity, members at ${HEALTH_CADENCE_S} s (1 portal + 1 backend)`,
    figure: `${capacity.atLeast ? '≥ ' : ''}${capacity.capacity}`,
    reference: last ? `p99 ${last.p99Ms} ms` : '',
    ratio: '',
    budget: `p99 ≤ ${HEALTH_P99_LIMIT_MS} ms`,
    pass: null,
  });
}

/** A server of this section, stopped with the others at the end. */
type Keep = <T extends Server>(server: T) => T;

async function catalogue(defaultPortal: Server, keep: Keep) {
  const { searchSeconds, warmupSeconds, render } = SETTINGS.catalogue;
  const drivers: [string, Record<string, string>][] = [['PGlite', {}]];
  if (process.env.DATABASE_URL) drivers.push(['PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }]);
  const measured: Record<string, unknown> = {};
  for (const [driver, env] of drivers) {
    const seeding = performance.now();
    const backend = keep(
      await startBackend({
        dataDir: tempDir('bench-catalogue'),
        env: { ...HIGH_RATE_LIMITS, SEED_CATALOGUE: String(CATALOGUE_GAMES), ...env },
      }),
    );
    log(
      `  ${driver}: backend with ${CATALOGUE_GAMES} games up in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const localeWarning = backend
      .output()
      .split('\n')
      .find((line) => line.includes('LC_CTYPE'));
    if (localeWarning) log(`  ${driver}: ${localeWarning}`);
    // No shared cache: the same dozen searches would otherwise be answered from it after the first round.
    const searchPortal = keep(
      await startPortal({ backendUrl: backend.url, env: { NODE_ENV: 'production', SHARED_CACHE_SECONDS: '0' } }),
    );
    const total = await checkSearch(searchPortal.url);
    const options = { url: searchPortal.url, requests: searchRequests(), connections: SEARCH_CONNECTIONS };
    await cannon({ ...options, duration: warmupSeconds });
    const run = await cannon({ ...options, duration: searchSeconds });
    const failed = run.non2xx + run.errors;
    log(
      `  ${driver}: search-games p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, ${run.reqPerSec} req/s ("dragon": ${total} games)`,
    );
    measured[driver] = { games: CATALOGUE_GAMES, dragonMatches: total, run };
    rows.push({
      benchmark: `search-games through the portal, ${CATALOGUE_GAMES} games on ${driver}, ${SEARCH_CONNECTIONS} conn., p95${failed ? ` (${failed} failed requests)` : ''}`,
      figure: `${run.p95Ms} ms`,
      reference: `p50 ${run.p50Ms} ms, ${run.reqPerSec} req/s`,
      ratio: '',
      budget: `≤ ${SEARCH_P95_MS} ms`,
      pass: failed ? false : run.p95Ms <= SEARCH_P95_MS,
    });
    if (driver !== 'PGlite') continue;

    // The lobby with the portal's usual settings, beside the default seed's.
    const lobbyPortal = keep(
      await startPortal({ backendUrl: backend.url, env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } }),
    );
    const [large, small] = [await lobbyBytes(lobbyPortal.url), await lobbyBytes(defaultPortal.url)];
    const renders = await alternate(
      [
        { name: 'default seed', options: { url: `${defaultPortal.url}/`, connections: 1 } },
        { name: 'large catalogue', options: { url: `${lobbyPortal.url}/`, connections: 1 } },
      ],
      { ...render, log },
    );
    measured.lobby = { htmlBytes: { large, default: small }, renders };
    rows.push({
      benchmark: `lobby / HTML with ${CATALOGUE_GAMES} games`,
      figure: kilobytes(large),
      reference: `${kilobytes(small)} (default seed)`,
      ratio: `${ratioOf(large, small)}×`,
      budget: `≤ ${LOBBY_HTML_MAX_RATIO}×`,
      pass: ratioOf(large, small) <= LOBBY_HTML_MAX_RATIO,
    });
    const [slow, fast] = [renders.median['large catalogue'].p50Ms, renders.median['default seed'].p50Ms];
    const renderFailed = renders.failures['large catalogue'] + renders.failures['default seed'];
    rows.push({
      benchmark: `lobby / render time with ${CATALOGUE_GAMES} games, p50, 1 conn.${renderFailed ? ` (${renderFailed} failed requests)` : ''}`,
      figure: `${slow} ms`,
      reference: `${fast} ms (default seed)`,
      ratio: `${ratioOf(slow, fast)}×`,
      budget: `≤ ${LOBBY_RENDER_MAX_RATIO}×`,
      pass: renderFailed ? false : ratioOf(slow, fast) <= LOBBY_RENDER_MAX_RATIO,
    });
  }
  if (drivers.length === 1) {
    rows.push({
      benchmark: 'search-games on PostgreSQL',
      figure: 'skipped',
      reference: 'run under scripts/with-postgres.sh',
      ratio: '',
      budget: `≤ ${SEARCH_P95_MS} ms`,
      pass: null,
    });
  }
  results.catalogue = { ...SETTINGS.catalogue, ...measured };
}

async function sqlRoundTrips() {
  const counted: RoundTrips = await healthCheckRoundTrips();
  results.sqlRoundTrips = counted;
  rows.push({
    benchmark: 'health-check SQL round trips on the backend',
    figure: String(counted.roundTrips),
    reference: '',
    ratio: '',
    budget: '= 1',
    pass: counted.roundTrips === 1,
  });
}

/** Known ids must not answer later than unknown ones: the medians side by side, within 20% of each other (44% apart before both took one statement). */
const RESET_MAX_RATIO = 1.2;

async function passwordResetTiming() {
  const timing: ResetTiming = await resetTiming();
  results.resetTiming = timing;
  const ratio = ratioOf(timing.knownP50Ms, timing.unknownP50Ms);
  rows.push({
    benchmark: `request-password-reset p50, known id vs unknown id (${timing.requests} each, alternated)`,
    figure: `${timing.knownP50Ms} ms`,
    reference: `${timing.unknownP50Ms} ms (unknown)`,
    ratio: `${ratio}×`,
    budget: `≤ ${RESET_MAX_RATIO}×`,
    pass: ratio <= RESET_MAX_RATIO,
  });
}

function table() {
  const header = ['benchmark', 'figure', 'reference', 'ratio', 'budget', 'pass/fail'];
  const cells = rows.map((r) => [
    r.benchmark,
    r.figure,
    r.reference,
    r.ratio,
    r.budget,
    r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

function details() {
  const out: string[] = [];
  const first = results.firstLoad as
    { portalHome: FirstLoad; portalDeposit: FirstLoad; baselineHome: FirstLoad } | undefined;
  if (first) {
    out.push(`\nFirst-load scripts of / (gzip, largest first):\n${describeScripts(first.portalHome)}`);
    out.push(`\nFirst-load scripts of the floor's page (bench/baseline):\n${describeScripts(first.baselineHome)}`);
  }
  const lighthouseResults = results.lighthouse as
    { portal: LighthouseSummary[]; baseline: LighthouseSummary } | undefined;
  if (lighthouseResults) {
    // Where each page's phone time goes, beside the floor's: what to look at when TBT or LCP misses.
    const work = (summary: LighthouseSummary) => {
      const total = Object.values(summary.mainThread).reduce((sum, ms) => sum + ms, 0);
      const kinds = Object.entries(summary.mainThread).map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(2)}`);
      return `${(total / 1000).toFixed(1)} s (${kinds.join(', ')}), CPU index ${summary.benchmarkIndex}`;
    };
    out.push(
      '\nLighthouse main-thread work, s as simulated, in the median run by performance (the budget takes the median of the sums):',
    );
    for (const page of [lighthouseResults.baseline, ...lighthouseResults.portal])
      out.push(`  ${page === lighthouseResults.baseline ? 'floor' : new URL(page.url).pathname}: ${work(page)}`);
  }
  for (const page of lighthouseResults?.portal ?? []) {
    if (!page.failing.length) continue;
    out.push(
      `\nLighthouse ${new URL(page.url).pathname}: audits below full score in the categories that missed a budget (performance when any of its figures did):`,
    );
    for (const audit of page.failing) {
      out.push(
        `  [${audit.category}] ${audit.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${audit.title}`,
      );
      for (const item of audit.items) out.push(`      ${item}`);
    }
  }
  return out.join('\n');
}

/** Builds what is missing, starts the servers, runs the sections that need them and stops them all. */
async function withServers() {
  if (!hasBuild()) {
    log(`no build in ${distDir()}: npm run build…`);
    await nextBuild();
  }
  if (!hasBaselineBuild()) {
    log(`no build in ${BASELINE_DIR}/.next: next build ${BASELINE_DIR}…`);
    await nextBuild(BASELINE_DIR);
  }
  const buildOf = (folder: string) => {
    const file = path.join(ROOT, folder, 'BUILD_ID');
    return { folder, buildId: readFileSync(file, 'utf8').trim(), builtAt: statSync(file).mtime.toISOString() };
  };
  results.builds = { portal: buildOf(distDir()), baseline: buildOf(path.join(BASELINE_DIR, '.next')) };
  log(
    `portal build ${distDir()} of ${buildOf(distDir()).builtAt}, floor build of ${buildOf(path.join(BASELINE_DIR, '.next')).builtAt}`,
  );
  let reference: Reference | undefined;
  if (runs('ssr')) {
    ensureNginx();
    reference = await prepareReference(log);
    results.reference = reference;
    if ('skipped' in reference)
      log(`reference ${reference.ref} skipped: the SSR figures are printed without it. ${reference.skipped}`);
    else
      log(
        `reference ${reference.ref} = ${reference.commit.slice(0, 12)}, build in ${reference.dir}${reference.reused ? ' (reused)' : ''}`,
      );
  }
  try {
    log('starting the backend');
    const backend = await startBackend({ dataDir, env: { ...HIGH_RATE_LIMITS, LOGIN_MAX_FAILURES_PER_IP: '100000' } });
    servers.push(backend);
    log(
      `backend up; starting the portal (${distDir()}), the floor app${reference && !('skipped' in reference) ? ', the reference portal' : ''}, registering ${SETTINGS.sessions} members`,
    );
    const keep = <T extends Server>(server: T) => {
      servers.push(server);
      // Up after a sibling failed and the others were already being stopped.
      if (stopping) void server.stop();
      return server;
    };
    const ids = Array.from(
      { length: runs('health') ? SETTINGS.sessions : 1 },
      (_, i) => `bench${String(i).padStart(3, '0')}`,
    );
    const [portal, referencePortal, baseline, registered] = await Promise.all([
      // TRUST_PROXY as behind nginx in production; requests straight to it carry no forwarded headers.
      startPortal({ backendUrl: backend.url, env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } }).then(keep),
      reference && !('skipped' in reference)
        ? startPortal({
            backendUrl: backend.url,
            appDir: reference.dir,
            env: { NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0' },
          })
            .then(keep)
            .catch((error: Error) => {
              log(`the reference portal did not start: ${error.message.slice(0, 2000)}`);
              return null;
            })
        : null,
      startBaseline().then(keep),
      inBatches(ids, SETTINGS.prepareConcurrency, (id) => registerMember(backend.url, id)),
    ]);
    const nginx = runs('ssr') ? keep(await startNginx({ upstreams: [portal.url] })) : null;
    log(
      `portal ${portal.url}, floor ${baseline.url}${nginx ? `, nginx ${nginx.url}` : ''}; logging ${registered.length} members in through the portal`,
    );
    const sessions: Session[] = await inBatches(registered, SETTINGS.prepareConcurrency, async (m) => ({
      userId: m.userId,
      cookie: await loginThroughPortal(portal.url, m),
    }));
    log(`${sessions.length} sessions ready`);
    const onReference: ReferencePortal | string =
      !reference || 'skipped' in reference
        ? `skipped: ${reference && 'skipped' in reference ? reference.skipped.split('\n')[0] : 'not prepared'}`
        : referencePortal
          ? {
              server: referencePortal,
              label: `${reference.ref}, page cache off`,
              cookie: await loginThroughPortal(referencePortal.url, registered[0]),
            }
          : 'skipped: the reference portal did not start';

    await section('first-load', 'first-load JS', () => firstLoad(portal, baseline, sessions[0]));
    await section('lighthouse', 'lighthouse', () => lighthouse(portal, baseline));
    await section('inp', 'interaction to next paint', () => inp(portal, baseline));
    await section('ssr', 'SSR throughput', () => ssr(portal, nginx!, baseline, sessions[0], onReference, keep));
    await section('memory', 'memory over member pages', () => memory(portal, sessions[0]));
    await section('proxy', 'proxy overhead', () => proxy(portal, backend));
    await section('health', 'health-check capacity', () => health(portal, sessions));
    await section('catalogue', 'catalogue', () => catalogue(portal, keep));
  } finally {
    log('stopping the servers');
    await stopAll();
  }
}

async function main() {
  const loadBefore = load();
  log(`load average ${loadBefore.join(' ')} (${cpus().length} CPUs), node ${process.version}`);
  if (SECTIONS.some((key) => !IN_PROCESS.includes(key) && runs(key))) await withServers();
  await section('sql', 'health-check SQL round trips', sqlRoundTrips);
  await section('reset', 'password-reset timing', passwordResetTiming);

  const loadAfter = load();
  const missed = rows.filter((r) => r.pass === false).map((r) => r.benchmark);
  console.log(`\n${table()}`);
  console.log(details());
  console.log(
    `\n${elapsed().toFixed(1)} s in all; load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after (${cpus().length} CPUs, node ${process.version})`,
  );
  if (chosen.length) console.log(`only ${chosen.join(', ')}: ${path.relative(ROOT, RESULTS)} left as it was`);
  else
    writeFileSync(
      RESULTS,
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: {
            cpus: cpus().length,
            cpuModel: cpus()[0]?.model,
            node: process.version,
            platform: process.platform,
          },
          loadAverage: { before: loadBefore, after: loadAfter },
          seconds: round(elapsed()),
          distDir: distDir(),
          settings: SETTINGS,
          budgetsMissed: missed,
          rows,
          ...results,
          errors,
        },
        null,
        2,
      )}\n`,
    );
  if (!chosen.length) console.log(`results in ${path.relative(ROOT, RESULTS)}`);
  if (missed.length) {
    console.error(`\nBUDGETS MISSED:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
    console.error('Times are noisy on a busy machine: look at the load average above before concluding.');
    process.exit(1);
  }
  console.log('every budget met');
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.stack : error);
  await stopAll();
  process.exit(1);
});
