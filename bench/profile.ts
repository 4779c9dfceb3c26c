// `node --import tsx bench/profile.ts [runs] [out-folder]`: where a phone's main thread spends the lobby's first
// seconds, beside the floor app's page (bench/baseline). Needs both builds (`npm run build`, the bench builds the
// floor). A 390×844 touch Chromium, CPU slowed 4× through CDP (as bench/inp.ts), loads each page `runs` times
// (alternated) while Chrome traces (timeline categories) and V8's sampling profiler runs, for LOAD_WINDOW_MS after
// navigation; then prints per page the medians of: main-thread time by kind (Lighthouse's groups), long tasks (TBT
// after first contentful paint), script time by URL, the hottest functions by self time (with a snippet of the built
// code, which is minified), and the counts of style recalculations, layouts, timers and animation frames.
// Saves the last run's trace and profile of each page in `out-folder` (default /tmp/portal-profile), for DevTools.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import {
  ROOT,
  distDir,
  startBackend,
  startBaseline,
  startPortal,
  tempDir,
  HIGH_RATE_LIMITS,
  type Server,
} from '../tests/support/servers';
import { launchChromium, phoneContext } from './firstLoad';
import { CPU_SLOWDOWN } from './inp';
import { TOP_TASKS, rendererMainThread, type TraceEvent } from './trace';

const LOAD_WINDOW_MS = 6_000;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'latencyInfo',
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

// Lighthouse's task groups (lighthouse/core/lib/tracehouse/task-groups.js), by event name; a nested event of no group
// takes its parent's, a task's own time is "other".
const GROUPS: Record<string, string[]> = {
  'script evaluation': [
    'EventDispatch',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
  ],
  'script parse & compile': ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground'],
  'garbage collection': ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase'],
  'style & layout': ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'InvalidateLayout', 'Layout'],
  'parse HTML & CSS': ['ParseHTML', 'ParseAuthorStyleSheet'],
  rendering: [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'RasterTask',
    'ScrollLayer',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'PrePaint',
  ],
};
const groupOf = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group])));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
const ms = (us: number) => us / 1000;
const short = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(no url)');

interface RunSummary {
  totalMs: number;
  byGroup: Record<string, number>;
  byName: Record<string, number>;
  counts: Record<string, number>;
  scriptByUrl: Record<string, number>;
  longTasks: { startMs: number; durMs: number; top: string }[];
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  selfByUrl: Record<string, number>;
  selfByFunction: Record<string, number>;
}

function analyseTrace(events: TraceEvent[]): Omit<RunSummary, 'selfByUrl' | 'selfByFunction'> & { originUs: number } {
  const main = rendererMainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const marks = (name: string) => onMain.filter((e) => e.name === name).map((e) => e.ts);
  // The page's navigation (not about:blank's).
  const navigation = onMain.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  const originUs = navigation?.ts ?? Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));
  const fcp = marks('firstContentfulPaint').find((ts) => ts >= originUs) ?? originUs;
  const lcpCandidates = onMain.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => e.ts);
  const lcp = lcpCandidates.length ? Math.max(...lcpCandidates) : Number.NaN;

  // Complete events only (B/E pairs folded into X), nested by time: self time per name.
  const complete: TraceEvent[] = [];
  const open: TraceEvent[] = [];
  for (const e of onMain.sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') complete.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const start = open.findLast((o) => o.name === e.name);
      if (start) {
        open.splice(open.indexOf(start), 1);
        complete.push({ ...start, ph: 'X', dur: e.ts - start.ts, args: { ...start.args, ...e.args } });
      }
    }
  }
  complete.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byName: Record<string, number> = {};
  const byGroup: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const scriptByUrl: Record<string, number> = {};
  const longTasks: RunSummary['longTasks'] = [];
  let tbt = 0;
  let total = 0;
  const stack: { e: TraceEvent; end: number; childUs: number; group: string }[] = [];
  let taskNames: Record<string, number> = {};
  const closeUntil = (ts: number) => {
    while (stack.length && stack[stack.length - 1].end <= ts) {
      const done = stack.pop()!;
      const self = (done.e.dur ?? 0) - done.childUs;
      byName[done.e.name] = (byName[done.e.name] ?? 0) + self;
      byGroup[done.group] = (byGroup[done.group] ?? 0) + self;
      if (stack.length) taskNames[done.e.name] = (taskNames[done.e.name] ?? 0) + (done.e.dur ?? 0);
      else {
        const top = Object.entries(taskNames)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, us]) => `${name} ${ms(us).toFixed(0)}`)
          .join(', ');
        const dur = done.e.dur ?? 0;
        if (dur > 50_000) longTasks.push({ startMs: ms(done.e.ts - originUs), durMs: ms(dur), top });
        if (done.e.ts >= fcp && dur > 50_000) tbt += dur - 50_000;
        taskNames = {};
      }
    }
  };
  for (const e of complete) {
    if (e.ts < originUs || e.ts > originUs + LOAD_WINDOW_MS * 1000) continue;
    closeUntil(e.ts);
    const dur = e.dur ?? 0;
    if (!stack.length && !TOP_TASKS.has(e.name)) continue; // outside any task
    if (stack.length) stack[stack.length - 1].childUs += dur;
    else total += dur;
    // An event that nests in a group takes that group, as Lighthouse does; a task's own time is 'other'.
    const group = groupOf.get(e.name) ?? (stack.length ? stack[stack.length - 1].group : 'other');
    counts[e.name] = (counts[e.name] ?? 0) + 1;
    const data = e.args?.data ?? e.args?.beginData;
    if ((e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile') && data && 'url' in data)
      scriptByUrl[`${e.name} ${short(String(data.url))}`] =
        (scriptByUrl[`${e.name} ${short(String(data.url))}`] ?? 0) + dur;
    stack.push({ e, end: e.ts + dur, childUs: 0, group });
  }
  closeUntil(Infinity);
  const toMs = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [k, ms(v)]));
  return {
    originUs,
    totalMs: ms(total),
    byGroup: toMs(byGroup),
    byName: toMs(byName),
    counts,
    scriptByUrl: toMs(scriptByUrl),
    longTasks,
    tbtMs: ms(tbt),
    fcpMs: ms(fcp - originUs),
    lcpMs: ms(lcp - originUs),
  };
}

function analyseProfile(profile: CpuProfile, fromUs: number, toUs: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByUrl: Record<string, number> = {};
  const selfByFunction: Record<string, number> = {};
  let ts = profile.startTime;
  // Both clocks are the browser's monotonic one; should they ever differ, the whole profile counts.
  const end = profile.startTime + profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const inWindow = profile.startTime < toUs && end > fromUs;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (inWindow && (ts < fromUs || ts > toUs)) continue;
    const frame = nodes.get(profile.samples[i])!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const url = short(frame.url) || frame.functionName;
    selfByUrl[url] = (selfByUrl[url] ?? 0) + next / 1000;
    const key = `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    selfByFunction[key] = (selfByFunction[key] ?? 0) + next / 1000;
  }
  return { selfByUrl, selfByFunction };
}

/** A few characters of the built code where a function starts (its name is minified). */
function snippet(key: string, builds: string[]): string {
  const match = /(\/_next\/static\/\S+):(\d+):(\d+)$/.exec(key);
  if (!match) return '';
  for (const build of builds) {
    try {
      const lines = readFileSync(path.join(build, match[1].replace('/_next/', '')), 'utf8').split('\n');
      const line = lines[Number(match[2]) - 1] ?? '';
      const column = Number(match[3]) - 1;
      return line.slice(Math.max(0, column - 20), column + 100).replace(/\s+/g, ' ');
    } catch {
      // Not in this build.
    }
  }
  return '';
}

async function record(browser: Browser, url: string, out: string, label: string, save: boolean): Promise<RunSummary> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(LOAD_WINDOW_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    if (save) {
      writeFileSync(path.join(out, `${label}.trace.json`), buffer);
      writeFileSync(path.join(out, `${label}.cpuprofile`), JSON.stringify(profile));
    }
    const trace = analyseTrace(traceEvents);
    // The profiler's clock is the trace's (both are base::TimeTicks in microseconds).
    return { ...trace, ...analyseProfile(profile, trace.originUs, trace.originUs + LOAD_WINDOW_MS * 1000) };
  } finally {
    await context.close();
  }
}

function report(label: string, runs: RunSummary[], builds: string[]) {
  const med = (pick: (run: RunSummary) => number) => median(runs.map(pick));
  const medRecord = (pick: (run: RunSummary) => Record<string, number>, limit: number) => {
    const keys = new Set(runs.flatMap((run) => Object.keys(pick(run))));
    return [...keys]
      .map((key) => [key, med((run) => pick(run)[key] ?? 0)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit);
  };
  const line = (entries: readonly (readonly [string, number])[], digits = 0) =>
    entries.map(([key, value]) => `    ${value.toFixed(digits).padStart(7)}  ${key}`).join('\n');
  console.log(
    `\n=== ${label} (${runs.length} runs, medians; ms of the 4×-throttled main thread in the first ${LOAD_WINDOW_MS / 1000} s)`,
  );
  console.log(
    `  main thread ${med((r) => r.totalMs).toFixed(0)} ms, TBT ${med((r) => r.tbtMs).toFixed(0)} ms, FCP ${med((r) => r.fcpMs).toFixed(0)} ms, LCP ${med((r) => r.lcpMs).toFixed(0)} ms, long tasks ${med((r) => r.longTasks.length)}`,
  );
  console.log('  by kind:\n' + line(medRecord((r) => r.byGroup, 10)));
  console.log('  by trace event (self):\n' + line(medRecord((r) => r.byName, 25)));
  console.log('  scripts (inclusive):\n' + line(medRecord((r) => r.scriptByUrl, 15)));
  console.log('  sampled self time by script:\n' + line(medRecord((r) => r.selfByUrl, 15)));
  console.log(
    '  hottest functions (self):\n' +
      medRecord((r) => r.selfByFunction, 40)
        .map(([key, value]) => `    ${value.toFixed(1).padStart(7)}  ${key}\n             ${snippet(key, builds)}`)
        .join('\n'),
  );
  const countNames = [
    'UpdateLayoutTree',
    'Layout',
    'TimerFire',
    'FireAnimationFrame',
    'FireIdleCallback',
    'EventDispatch',
    'Paint',
    'Decode Image',
    'ImageDecodeTask',
    'MinorGC',
    'MajorGC',
    'ParseHTML',
    'EvaluateScript',
    'v8.compile',
  ];
  console.log('  counts: ' + countNames.map((name) => `${name} ${med((r) => r.counts[name] ?? 0)}`).join(', '));
  const last = runs[runs.length - 1];
  console.log('  long tasks of the last run:');
  for (const task of last.longTasks)
    console.log(
      `    at ${task.startMs.toFixed(0).padStart(5)} ms  ${task.durMs.toFixed(0).padStart(4)} ms  ${task.top}`,
    );
}

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  const out = process.argv[3] ?? '/tmp/portal-profile';
  mkdirSync(out, { recursive: true });
  const backend = await startBackend({ dataDir: tempDir('profile'), env: HIGH_RATE_LIMITS });
  const servers: Server[] = [backend];
  try {
    const [portal, floor] = await Promise.all([
      startPortal({ backendUrl: backend.url, env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } }),
      startBaseline(),
    ]);
    servers.push(portal, floor);
    const browser = await launchChromium();
    try {
      const targets = {
        floor: `${floor.url}/`,
        lobby: `${portal.url}/`,
        ...(process.env.PROFILE_EN ? { en: `${portal.url}/en` } : {}),
      };
      // One unmeasured load each: the servers' first renders (and their caches) are not the page's.
      for (const url of Object.values(targets)) await (await fetch(url)).text();
      const results: Record<string, RunSummary[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
      for (let round = 1; round <= runs; round++)
        for (const [label, url] of Object.entries(targets)) {
          const run = await record(browser, url, out, label, round === runs);
          results[label].push(run);
          console.log(
            `round ${round} ${label}: main thread ${run.totalMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms`,
          );
        }
      const builds = [path.join(ROOT, distDir()), path.join(ROOT, 'bench', 'baseline', '.next')];
      for (const [label, list] of Object.entries(results)) report(label, list, builds);
      console.log(`\ntraces and profiles of the last round in ${out}`);
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
