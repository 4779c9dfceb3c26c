// The installable app: each host's web app manifest and icons, Chromium's installability verdict over CDP, and the
// offline page the service worker answers with when the network is cut (and that it keeps nothing of a member's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../../bench/firstLoad';
import { isolatedPortal } from '../../playwright.config';
import { admin, newMember } from './support/backend';
import { chromium, expect, test, type Page } from './support/test';
import { axeBuilder, keepShot } from './support/look';

const BRAND = 'brand-i.test';
const brandURL = `http://${BRAND}:${new URL(isolatedPortal).port}`;
const BRAND_THEME = {
  background: '#04140c',
  surface: '#0b2418',
  text: '#eafff4',
  textMuted: '#a6d9c0',
  accent: '#3ddc97',
  accentText: '#04140c',
};
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  // The brand's name reaches this portal; Chromium treats the plain-HTTP test origin as it would the HTTPS one.
  args: [
    ...CHROMIUM_ARGS,
    `--host-resolver-rules=MAP ${BRAND} 127.0.0.1`,
    `--unsafely-treat-insecure-origin-as-secure=${brandURL}`,
  ],
};

test.use({ launchOptions });

test.beforeAll(async ({ request }) => {
  await admin(request, 'set-site-config', {
    host: BRAND,
    name: { en: 'Lucky Star Casino', ko: '럭키 스타 카지노' },
    theme: BRAND_THEME,
    languages: ['en', 'ko'],
    defaultLanguage: 'en',
  });
});

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** What the page's own origin serves at `path`, fetched by the page (the test's Node cannot resolve the brand's name). */
async function fetchFromPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      base64: btoa(String.fromCharCode(...bytes)),
    };
  }, path);
}

/** The manifest the page links to, as Chromium read it, and its verdict on installing the site. */
async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { url, errors, data } = await cdp.send('Page.getAppManifest', {});
  await cdp.detach();
  return {
    installabilityErrors,
    manifestUrl: url,
    manifestErrors: errors,
    manifest: JSON.parse(data ?? '{}') as Manifest,
  };
}

/** Each icon the manifest lists is a PNG of the size it says, with the site background at its edge. */
async function expectIcons(page: Page, manifest: Manifest) {
  for (const icon of manifest.icons) {
    const answer = await fetchFromPage(page, icon.src);
    expect([answer.status, answer.headers['content-type']], icon.src).toEqual([200, 'image/png']);
    const png = Buffer.from(answer.base64, 'base64');
    const [side] = icon.sizes.split('x').map(Number);
    expect(await sharp(png).metadata(), icon.src).toMatchObject({ format: 'png', width: side, height: side });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const edge = (Math.round(side * 0.1) * info.width + Math.round(side / 2)) * info.channels;
    const colour = `#${[0, 1, 2].map((c) => data[edge + c].toString(16).padStart(2, '0')).join('')}`;
    expect(colour, `${icon.src}: the site background`).toBe(manifest.background_color);
  }
}

async function waitForServiceWorker(page: Page, offlinePath: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the worker controls the page',
    })
    .toBe(true);
  await expect
    .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path)), offlinePath), {
      message: `${offlinePath} is kept`,
    })
    .toBe(true);
}

test('localhost and a branded host each get their own manifest and icons, and Chromium finds nothing against installing either', async ({
  baseURL,
}) => {
  // Chromium reports every context Playwright opens as incognito, where nothing installs: a profile of its own instead.
  const profile = mkdtempSync(path.join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 1400, height: 900 },
  });
  test.info().setTimeout(90_000);
  try {
    await expectInstallable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function expectInstallable(page: Page) {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto('/');
  const local = await installability(page);
  expect(local.installabilityErrors).toEqual([]);
  expect(local.manifestErrors).toEqual([]);
  expect(new URL(local.manifestUrl).pathname).toBe('/manifest.webmanifest');
  expect(local.manifest).toMatchObject({
    id: '/',
    name: '로얄 카지노',
    lang: 'ko-KR',
    start_url: '/',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
  });
  const localAnswer = await fetchFromPage(page, '/manifest.webmanifest');
  expect(localAnswer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(localAnswer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(localAnswer.headers.vary).toContain('Host');
  await expectIcons(page, local.manifest);

  await page.goto(`${brandURL}/en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const brand = await installability(page);
  expect(brand.installabilityErrors).toEqual([]);
  expect(brand.manifestErrors).toEqual([]);
  expect(brand.manifest).toMatchObject({
    id: '/',
    name: 'Lucky Star Casino',
    short_name: 'Lucky Star',
    lang: 'en-US',
    start_url: '/en',
    display: 'standalone',
    background_color: BRAND_THEME.background,
    theme_color: BRAND_THEME.background,
  });
  expect(brand.manifest.icons.map((icon) => icon.src)).not.toEqual(local.manifest.icons.map((icon) => icon.src));
  await expectIcons(page, brand.manifest);
  // The tab's icon follows the brand's colours as the app icons do (issue 42: it stayed gold).
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/^\/icons\/favicon\.svg\?v=/);
  const mark = await fetchFromPage(page, favicon ?? '');
  expect([mark.status, mark.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  const markSvg = Buffer.from(mark.base64, 'base64').toString('utf8');
  expect(markSvg).toContain(`fill="${BRAND_THEME.background}"`);
  expect(markSvg).not.toContain('#f2c14e');
  expect(failures, 'uncaught errors').toEqual([]);
}

test('with the network cut, a page opens as the offline page in its language, and "try again" brings it back', async ({
  page,
  context,
}) => {
  await page.goto(`${brandURL}/en`);
  await waitForServiceWorker(page, '/en/offline');

  await context.setOffline(true);
  await page.goto(`${brandURL}/en/game?category=slot`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText('Lucky Star Casino', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('You are offline | Lucky Star Casino');
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await keepShot(page, 'offline-en-1400.png');
  await page.setViewportSize({ width: 360, height: 740 });
  await keepShot(page, 'offline-en-360.png');
  await context.setOffline(false);

  // Korean has its unprefixed URLs on a host whose default language it is: the default host.
  await page.goto(`${isolatedPortal}/game`);
  await waitForServiceWorker(page, '/offline');
  await context.setOffline(true);
  await page.goto(`${isolatedPortal}/game?category=casino`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('인터넷에 연결되어 있지 않습니다');
  await keepShot(page, 'offline-ko-360.png');

  await context.setOffline(false);
  await page.getByRole('link', { name: '다시 시도' }).click();
  await expect(page).toHaveURL(`${isolatedPortal}/game?category=casino`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('인터넷에 연결되어 있지 않습니다');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the worker keeps the offline page as a visitor gets it and its icon, nothing of a member and no other page or answer', async ({
  page,
  request,
}) => {
  const member = await newMember(page, request, 'inst');
  await page.goto('/');
  await waitForServiceWorker(page, '/offline');
  for (const path of ['/user', '/en/deposit', '/notice', '/en']) await page.goto(path);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/en/offline')))).toBe(true);

  const kept = await page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        entries.push({ url: new URL(request.url).pathname, body: await (await cache.match(request))!.text() });
    }
    return entries;
  });
  expect(kept.map((entry) => entry.url).sort()).toEqual(['/en/offline', '/icons/icon-192.png', '/offline']);
  for (const { url, body } of kept.filter((entry) => entry.url.endsWith('/offline'))) {
    expect(body, url).not.toContain(member.userId);
    expect(body, url).not.toContain(member.nick);
    expect(body, url).toContain('"loggedOut":true');
  }
});
