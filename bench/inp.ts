// Interaction to next paint of a phone's first taps: a 390×844 Chromium with a touch screen, its CPU slowed 4× through
// CDP (Emulation.setCPUThrottlingRate), opens the page and taps a control as soon as it is drawn, during the first
// seconds (while the page's scripts run and React hydrates). The page itself times each interaction with the Event
// Timing API (PerformanceObserver 'event', durationThreshold 16, and 'first-input', which is always reported): from the
// finger's touch to the next paint after its handlers, the input delay behind a long task included. The tap goes
// through the touch screen straight away (no actionability check, which would itself wait for the busy main thread).
// A tap that lands before React listens does nothing, as for a player: it is tapped again after a while, and each tap
// is an interaction of the trial. A trial's figure is its slowest interaction, as INP takes the page's worst.
import type { Browser, Page } from '@playwright/test';
import { hiddenKey } from '../lib/popups';
import { median } from './cannon';
import { launchChromium, phoneContext } from './firstLoad';

/** Each tap's median over the rounds, at most. */
export const INP_BUDGET_MS = 200;
/** The taps are meant for the page's first seconds. */
export const INP_WINDOW_MS = 3_000;
export const CPU_SLOWDOWN = 4;
/** A tap with no visible effect after this long was lost (the page did not listen yet) and is tapped again. */
const RETAP_AFTER_MS = 1_000;
const MAX_TAPS = 5;

export interface Tap {
  name: string;
  /**
   * The page, with a fragment when the control is below the first screen: the browser scrolls to it (to the section
   * above the control's, so that the sticky header does not cover the control).
   */
  path: string;
  /** The control a player taps. */
  control: string;
  /** What the player sees once the tap worked. */
  effect: string;
}

/** The floor's own button (bench/baseline: it opens a dialog), measured like the lobby's controls. */
export const FLOOR_TAP: Tap = { name: "floor's button", path: '/', control: 'main button', effect: '.swal2-popup' };

/** Three things a visitor taps in the lobby's first seconds. */
export const LOBBY_TAPS: Tap[] = [
  {
    name: 'open the menu',
    path: '/',
    control: 'button[aria-controls="menu-drawer"]',
    effect: '#menu-drawer',
  },
  {
    name: 'switch to the slot tab',
    path: '/#jackpot-title',
    control: '[role="tab"][aria-controls$="-panel-slot"]',
    effect: '[role="tab"][aria-controls$="-panel-slot"][aria-selected="true"]',
  },
  {
    // A visitor's tap on a game: the lobby tells them to log in first.
    name: "open a game (a live-casino vendor's tile)",
    path: '/#jackpot-title',
    control: '[role="tabpanel"]:not([hidden]) li button',
    effect: '.swal2-popup',
  },
];

export interface Trial {
  /** The slowest interaction of the trial, ms (16 when none reached the 16 ms threshold of the observer). */
  inpMs: number;
  /** When the first tap happened, ms after the navigation started. */
  firstTapAtMs: number;
  /** From the first tap until the effect was on screen, ms: what a player waits, lost taps included. */
  responseMs: number;
  taps: number;
  /** Every interaction: its slowest entry's duration and event name. */
  interactions: { name: string; durationMs: number; startMs: number }[];
}

export interface TapResult {
  name: string;
  url: string;
  trials: Trial[];
  medianInpMs: number;
  medianResponseMs: number;
  medianFirstTapAtMs: number;
  /** Trials whose effect never came. */
  failed: number;
}

interface Entry {
  id: number;
  name: string;
  duration: number;
  start: number;
}
declare global {
  interface Window {
    __benchInteractions?: Entry[];
  }
}

/**
 * Runs in the page before its own scripts. A string, not a function: tsx (esbuild's keepNames) would wrap a
 * function's inner functions in a helper the page does not have. interactionId and durationThreshold are Event Timing
 * Level 2; 'first-input' is reported whatever its duration.
 */
const OBSERVE_INTERACTIONS = `(() => {
  const seen = [];
  window.__benchInteractions = seen;
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, start: entry.startTime });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})();`;

async function visible(page: Page, selector: string, timeout: number) {
  try {
    await page.locator(selector).filter({ visible: true }).first().waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    return false;
  }
}

/**
 * A returning player who asked not to see today's notice pop-ups again (lib/popups): they would cover the controls
 * as they come, a second after the page, and every tap of the trial would land on them.
 */
async function hidePopups(portalUrl: string) {
  const response = await fetch(new URL('/api/routes/get-notice-popup', portalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { note?: { id: unknown }[] };
  if (!Array.isArray(body.note)) throw new Error(`get-notice-popup answered ${JSON.stringify(body).slice(0, 200)}`);
  const keys = body.note.map((popup) => hiddenKey(popup.id));
  return `for (const key of ${JSON.stringify(keys)}) localStorage.setItem(key, String(Date.now()));`;
}

async function trial(browser: Browser, url: string, tap: Tap, before = ''): Promise<Trial> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: `${before}\n${OBSERVE_INTERACTIONS}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    // The first of its kind the player can see (the desktop's side columns are in the page, hidden on a phone).
    const control = page.locator(tap.control).filter({ visible: true }).first();
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    let taps = 0;
    let firstTap = 0;
    let worked = false;
    while (!worked && taps < MAX_TAPS) {
      // Where the control is now (the page may have scrolled to the fragment meanwhile).
      const box = await control.boundingBox();
      if (!box) throw new Error(`${tap.control} has no box on ${url}`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      if (taps++ === 0) firstTap = performance.now();
      worked = await visible(page, tap.effect, RETAP_AFTER_MS);
    }
    if (!worked) throw new Error(`${tap.name}: ${tap.effect} never showed after ${taps} taps on ${url}`);
    const responseMs = Math.round(performance.now() - firstTap);
    // Event timing entries are dispatched after the paint that follows their handlers.
    await page
      .waitForFunction((count) => new Set((window.__benchInteractions ?? []).map((e) => e.id)).size >= count, 1, {
        timeout: 2_000,
      })
      .catch(() => undefined);
    const entries = await page.evaluate(() => window.__benchInteractions ?? []);
    const byId = new Map<number, { name: string; durationMs: number; startMs: number }>();
    for (const entry of entries) {
      const known = byId.get(entry.id);
      if (!known || entry.duration > known.durationMs)
        byId.set(entry.id, {
          name: entry.name,
          durationMs: Math.round(entry.duration),
          startMs: Math.round(known ? Math.min(known.startMs, entry.start) : entry.start),
        });
    }
    const interactions = [...byId.values()].sort((a, b) => a.startMs - b.startMs);
    return {
      inpMs: Math.max(16, ...interactions.map((i) => i.durationMs)),
      firstTapAtMs: interactions[0]?.startMs ?? Number.NaN,
      responseMs,
      taps,
      interactions,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every tap `rounds` times, the floor's first in each round, alternated so that a busier minute of the machine touches
 * every tap alike. `log` gets one line per trial.
 */
export async function measureInp(
  floorUrl: string,
  portalUrl: string,
  rounds: number,
  log: (message: string) => void,
): Promise<{ floor: TapResult; lobby: TapResult[] }> {
  const popupsHidden = await hidePopups(portalUrl);
  const targets = [
    { tap: FLOOR_TAP, url: new URL(FLOOR_TAP.path, floorUrl).href, before: '' },
    ...LOBBY_TAPS.map((tap) => ({ tap, url: new URL(tap.path, portalUrl).href, before: popupsHidden })),
  ];
  const trials = targets.map(() => [] as Trial[]);
  const failures = targets.map(() => 0);
  const browser = await launchChromium();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [index, { tap, url, before }] of targets.entries()) {
        try {
          const measured = await trial(browser, url, tap, before);
          trials[index].push(measured);
          log(
            `  round ${round}/${rounds} ${tap.name}: INP ${measured.inpMs} ms, first tap at ${measured.firstTapAtMs} ms, ` +
              `on screen ${measured.responseMs} ms after it (${measured.taps} tap${measured.taps > 1 ? 's' : ''}; ` +
              `${measured.interactions.map((i) => `${i.name} ${i.durationMs} ms`).join(', ') || 'every interaction under 16 ms'})`,
          );
        } catch (error) {
          failures[index]++;
          log(`  round ${round}/${rounds} ${tap.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const results = targets.map(({ tap, url }, index): TapResult => {
    const list = trials[index];
    return {
      name: tap.name,
      url,
      trials: list,
      medianInpMs: list.length ? median(list.map((t) => t.inpMs)) : Number.NaN,
      medianResponseMs: list.length ? median(list.map((t) => t.responseMs)) : Number.NaN,
      medianFirstTapAtMs: list.length ? median(list.map((t) => t.firstTapAtMs)) : Number.NaN,
      failed: failures[index],
    };
  });
  return { floor: results[0], lobby: results.slice(1) };
}
