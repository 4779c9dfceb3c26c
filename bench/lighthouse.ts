// Lighthouse at its default (mobile, simulated throttling) settings on Debian Chromium, logged out; or with the throttling applied.
import type { Flags, Result } from 'lighthouse';
import { mainThreadTime, type TraceEvent } from './trace';

/**
 * Each the median of the runs. Performance, TBT and main-thread work are held to the floor's (bench/baseline) in the
 * same run: on a 2-core machine the floor itself is above an absolute TBT budget, and absolute figures follow the load.
 */
export const LIGHTHOUSE_BUDGET = {
  /** At most this many points below the floor's performance score. */
  performanceBelowFloor: 5,
  accessibility: 100,
  bestPractices: 95,
  cls: 0.05,
  lcpMs: 2000,
  /** Total blocking time, at most this many times the floor's. */
  tbtFloorRatio: 1.5,
  /** Main-thread work (Lighthouse's breakdown, as simulated), at most this many times the floor's. */
  mainThreadFloorRatio: 2,
};

// No internet on the bench machine: without the background-networking flags Chromium waits on connections.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
} as const;

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  items: string[];
}

export interface LighthouseSummary {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** The sum of mainThread, ms as simulated. */
  mainThreadMs: number;
  /** Lighthouse's own measure of the host CPU during the run; its default 4× slowdown is meant for 1,500–2,000 (docs/throttling.md). */
  benchmarkIndex: number;
  /**
   * The main thread of the run itself, unthrottled: its tasks' wall time and the CPU time it had in them. On a 2-core
   * machine the difference is time spent waiting for a core, which Lighthouse's simulation counts as work.
   */
  observed: { wallMs: number; cpuMs: number };
  /** Lighthouse's main-thread work by kind (style & layout, script evaluation, …), ms as simulated. */
  mainThread: Record<string, number>;
  /** Audits below full score, every category: the bench prints those of the categories that missed their budget. */
  failing: FailingAudit[];
  runtimeError?: string;
  warnings: string[];
}

type Details = { type?: string; items?: Record<string, unknown>[] } | undefined;

/** A short pointer to an offending element or resource of an audit's table or list. */
function describeItem(item: Record<string, unknown>): string {
  const nested = item.items;
  if (Array.isArray(nested))
    return nested
      .slice(0, 2)
      .map((entry) => describeItem(entry as Record<string, unknown>))
      .join(' | ');
  if (item.type === 'checklist' && nested && typeof nested === 'object') {
    return Object.values(nested as Record<string, { label?: string; value?: boolean }>)
      .map((check) => `${check.label}: ${check.value ? 'yes' : 'NO'}`)
      .join('; ');
  }
  const node = item.node as
    { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node?.selector || node?.snippet) {
    const explanation = node.explanation ? ` — ${node.explanation.split('\n').slice(0, 2).join(' ')}` : '';
    return `${node.selector ?? ''} ${node.snippet ?? ''}${explanation}`.trim().slice(0, 300);
  }
  const source = item.source as { url?: string; line?: number } | undefined;
  const url = (item.url as string | undefined) ?? source?.url;
  const rest = Object.entries(item)
    .filter(
      ([key, value]) =>
        !['url', 'source', 'node', 'subItems'].includes(key) && ['string', 'number'].includes(typeof value),
    )
    .map(([key, value]) => `${key}=${typeof value === 'number' ? Math.round(value * 100) / 100 : value}`)
    .join(' ');
  return `${url ?? ''} ${rest}`.trim().slice(0, 300) || JSON.stringify(item).slice(0, 300);
}

function failingAudits(lhr: Result, category: string): FailingAudit[] {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => {
      const details = audit.details as Details;
      return {
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        // Some insights keep their rows elsewhere than an `items` array.
        items: Array.isArray(details?.items) ? details.items.slice(0, 4).map(describeItem) : [],
      };
    });
}

// A run that lost its trace (it has a runtimeError, and is run again) observed nothing.
function observedMainThread(artifacts: { Trace?: { traceEvents: unknown[] } }) {
  try {
    return mainThreadTime((artifacts.Trace?.traceEvents ?? []) as TraceEvent[]);
  } catch {
    return { wallMs: Number.NaN, cpuMs: Number.NaN };
  }
}

/**
 * One Lighthouse run on its own Chromium (launched and killed here). `applied`: Lighthouse's devtools throttling (the
 * 4× CPU slowdown and the slow network applied while the page loads) instead of simulating them from a fast run.
 */
export async function runLighthouse(
  url: string,
  { applied = false, timeoutMs = 90_000 }: { applied?: boolean; timeoutMs?: number } = {},
): Promise<LighthouseSummary> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(CATEGORIES),
      ...(applied ? { throttlingMethod: 'devtools' as const } : {}),
    };
    // A hung run is ended by killing its Chromium, which makes lighthouse reject.
    const watchdog = setTimeout(() => chrome.kill(), timeoutMs);
    const result = await lighthouse(url, flags).finally(() => clearTimeout(watchdog));
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = {
      performance: score(CATEGORIES.performance),
      accessibility: score(CATEGORIES.accessibility),
      bestPractices: score(CATEGORIES.bestPractices),
    };
    const mainThread = Object.fromEntries(
      ((lhr.audits['mainthread-work-breakdown']?.details as Details)?.items ?? []).map((item) => [
        String(item.groupLabel),
        Math.round(Number(item.duration)),
      ]),
    );
    return {
      url,
      ...scores,
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(numeric('total-blocking-time')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      mainThreadMs: Object.values(mainThread).reduce((sum, ms) => sum + ms, 0),
      observed: observedMainThread(artifacts),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      mainThread,
      failing: Object.values(CATEGORIES).flatMap((category) => failingAudits(lhr, category)),
      runtimeError: lhr.runtimeError?.message,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}
