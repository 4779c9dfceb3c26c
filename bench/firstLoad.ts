// First-load JavaScript of a page as a phone downloads it: a 390×844 Chromium with a mobile user agent opens the page
// in a new context (empty cache) and waits for the network to be idle; every script response it received is gzipped
// at zlib's default level, and the sizes are summed. Shared by `npm run bench` and tests/e2e/budget.spec.ts.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';

/**
 * `/` may weigh at most this many times the floor: bench/baseline's page, hello world with what the design card
 * adds (a Redux store with one RTK Query endpoint, next-auth's SessionProvider, a date through dayjs, sweetalert2 on a
 * click), the JavaScript no portal on the card can go below.
 */
export const FIRST_LOAD_BUDGET = 1.25;

export interface ScriptSize {
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  url: string;
  /** The HTML document itself, for reference (not in the sums). */
  html: { bytes: number; gzipBytes: number };
  bytes: number;
  gzipBytes: number;
  scripts: ScriptSize[];
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, as the e2e tests drive it. */
export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** A phone-sized context: 390×844 CSS pixels, touch, and the user agent of Chrome on Android at the browser's version. */
export const phoneContext = async (browser: Browser) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Mobile Safari/537.36`,
  });

const sizes = (body: Buffer) => ({ bytes: body.length, gzipBytes: gzipSync(body).length });

/** Opens the page (with the given `name=value` cookie) on a phone and sums the gzip sizes of the scripts it loads. */
export async function firstLoadJs(
  browser: Browser,
  pageUrl: string,
  { cookie }: { cookie?: string } = {},
): Promise<FirstLoad> {
  const context = await phoneContext(browser);
  try {
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url: pageUrl }]);
    }
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    const collect = (response: Response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' || scripts.has(url)) return;
      const body = response.body();
      // A script that arrives after the measure (an idle-time chunk) fails its body once the context closes.
      body.catch(() => undefined);
      scripts.set(url, body);
    };
    page.on('response', collect);
    const document = await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 });
    page.off('response', collect);
    if (document?.status() !== 200)
      throw new Error(`${pageUrl} answered ${document?.status() ?? 'nothing'} (ended at ${page.url()})`);
    const measured = await Promise.all(
      [...scripts].map(async ([url, body]): Promise<ScriptSize> => ({
        src: new URL(url).pathname,
        ...sizes(await body),
      })),
    );
    if (!measured.length) throw new Error(`${pageUrl} loaded no script: not a Next.js page?`);
    const sum = (key: 'bytes' | 'gzipBytes') => measured.reduce((total, script) => total + script[key], 0);
    return {
      url: pageUrl,
      html: sizes(await document.body()),
      bytes: sum('bytes'),
      gzipBytes: sum('gzipBytes'),
      scripts: measured,
    };
  } finally {
    await context.close();
  }
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface FirstLoadBudget {
  portalBytes: number;
  floorBytes: number;
  /** The most `/` may weigh: FIRST_LOAD_BUDGET × the floor, in whole bytes. */
  limit: number;
  ratio: number;
  pass: boolean;
  /** Bytes over the limit (0 when within it). */
  overBytes: number;
}

/** `/`'s first-load JavaScript against the floor's, both gzipped. */
export function firstLoadBudget(
  portal: Pick<FirstLoad, 'gzipBytes'>,
  floor: Pick<FirstLoad, 'gzipBytes'>,
): FirstLoadBudget {
  const limit = Math.floor(floor.gzipBytes * FIRST_LOAD_BUDGET);
  return {
    portalBytes: portal.gzipBytes,
    floorBytes: floor.gzipBytes,
    limit,
    ratio: portal.gzipBytes / floor.gzipBytes,
    pass: portal.gzipBytes <= limit,
    overBytes: Math.max(0, portal.gzipBytes - limit),
  };
}

export const describeBudget = (b: FirstLoadBudget) =>
  `/ ${kilobytes(b.portalBytes)} (${b.portalBytes} B) = ${b.ratio.toFixed(3)}× the floor's ${kilobytes(b.floorBytes)} (${b.floorBytes} B); ` +
  `budget ${FIRST_LOAD_BUDGET}× = ${kilobytes(b.limit)} (${b.limit} B): ${b.pass ? `${b.limit - b.portalBytes} B to spare` : `over by ${b.overBytes} B`}`;

/** One line per script, largest first: where the bytes are. */
export const describeScripts = ({ scripts }: FirstLoad) =>
  [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `  ${kilobytes(s.gzipBytes).padStart(10)} gz  ${kilobytes(s.bytes).padStart(10)} raw  ${s.src}`)
    .join('\n');
