import config from '../../playwright.config';
import { expect, test, type Page } from './support/test';
import { admin, createMember, loginFromHeader, onHost, setFault } from './support/backend';
import { axeBuilder, keepShot } from './support/look';

const hostUrl = onHost;

// Chromium resolves the two brands' names to this machine: one portal, three hosts.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--host-resolver-rules=MAP brand-a.test 127.0.0.1,MAP brand-b.test 127.0.0.1,MAP brand-c.test 127.0.0.1',
    ],
  },
});

const BRAND_A = {
  host: 'brand-a.test',
  name: { ko: '에메랄드 카지노', en: 'Emerald Casino', th: 'เอเมอรัลด์ คาสิโน' },
  faviconUrl: '/favicon.svg?brand=a',
  theme: {
    background: '#08140f',
    surface: '#0f2219',
    text: '#effbf4',
    textMuted: '#a5cdb8',
    accent: '#3ddc97',
    accentText: '#05140d',
  },
  languages: ['ko', 'en', 'th'],
  links: { terms: 'https://brand-a.test/terms' },
  support: {
    email: 'help@brand-a.test',
    messenger: { app: 'telegram', handle: '@emerald', url: 'https://t.me/emerald' },
  },
};
const BRAND_B = {
  host: 'brand-b.test',
  name: { en: 'Violet Palace', vn: 'Cung Điện Tím' },
  logoUrl: '/favicon.svg?logo=b',
  faviconUrl: '/favicon.svg?brand=b',
  theme: {
    background: '#140b1f',
    surface: '#1f1230',
    text: '#f6f0ff',
    textMuted: '#c2b3dc',
    accent: '#c89bff',
    accentText: '#1a0b2e',
  },
  languages: ['en', 'vn'],
  defaultLanguage: 'en',
};
// Korean among its languages, but English its default.
const BRAND_C = {
  host: 'brand-c.test',
  name: { en: 'Coral Bay', th: 'คอรัล เบย์' },
  languages: ['ko', 'en', 'th'],
  defaultLanguage: 'en',
};

/** What the server's HTML says, before any script runs: fetched by the page, so from its host. */
const serverHead = (page: Page, path = '/') =>
  page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return {
      title: doc.title,
      themeColor: doc.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      icon: doc.querySelector('link[rel="icon"]')?.getAttribute('href'),
      css:
        [...doc.querySelectorAll('style')]
          .map((style) => style.textContent ?? '')
          .find((text) => text.startsWith('html:root{')) ?? null,
      // The page as rendered; the translation bundles in the page data still hold app.name.
      royal: doc.getElementById('__next')?.textContent?.includes('로얄 카지노') ?? false,
    };
  }, path);
const switcherLanguages = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('navigation', { name: label }).first().getByRole('link');

async function noContrastViolation(page: Page) {
  const results = await axeBuilder(page).withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
}

test.describe('one deployment, many brands (get-site-config per host)', () => {
  test.beforeAll(async ({ request }) => {
    // Two operator calls and no restart: the portal reads the site per request.
    await admin(request, 'set-site-config', BRAND_A);
    await admin(request, 'set-site-config', BRAND_B);
    await admin(request, 'set-site-config', BRAND_C);
  });

  test('each host gets its own name, colours, favicon, languages and links in the server HTML; localhost is unchanged', async ({
    page,
  }) => {
    await page.goto(hostUrl('brand-a.test'));
    await expect(page).toHaveTitle('에메랄드 카지노');
    await expect(page.getByRole('banner').getByRole('link', { name: '에메랄드 카지노 홈' }).first()).toBeVisible();
    const headA = await serverHead(page);
    expect(headA).toMatchObject({
      title: '에메랄드 카지노',
      themeColor: '#08140f',
      icon: '/favicon.svg?brand=a',
      royal: false,
    });
    expect(headA.css).toContain('--c-accent:#3ddc97;');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(8, 20, 15)');
    await expect(switcherLanguages(page, '언어 선택')).toHaveText(['한국어', 'English', 'ไทย']);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('에메랄드 카지노. 모든 권리 보유.');
    await expect(footer.getByRole('link', { name: /이용약관/ })).toHaveAttribute('href', 'https://brand-a.test/terms');
    await expect(footer.getByRole('link', { name: 'help@brand-a.test' })).toHaveAttribute(
      'href',
      'mailto:help@brand-a.test',
    );
    await expect(footer.getByRole('link', { name: /Telegram: @emerald/ })).toHaveAttribute(
      'href',
      'https://t.me/emerald',
    );
    for (const width of [360, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await keepShot(page, `brand-a-ko-${width}.png`, { fullPage: width < 1000 });
      await keepShot(footer, `brand-a-ko-footer-${width}.png`);
    }

    // Brand B has no Korean: its unprefixed address goes to its default language.
    const landing = await page.goto(hostUrl('brand-b.test'));
    expect(landing?.request().redirectedFrom()?.url()).toBe(hostUrl('brand-b.test'));
    expect((await landing?.request().redirectedFrom()?.response())?.status()).toBe(307);
    await expect(page).toHaveURL(hostUrl('brand-b.test', '/en'));
    await expect(page).toHaveTitle('Violet Palace');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Violet Palace home' }).first().locator('img'),
    ).toHaveAttribute('src', '/favicon.svg?logo=b');
    const headB = await serverHead(page, '/en');
    expect(headB).toMatchObject({ title: 'Violet Palace', themeColor: '#140b1f', icon: '/favicon.svg?brand=b' });
    expect(headB.css).toContain('--c-accent:#c89bff;');
    await expect(switcherLanguages(page, 'Choose language')).toHaveText(['English', 'Tiếng Việt']);
    await page.goto(hostUrl('brand-b.test', '/vn'));
    await expect(page).toHaveTitle('Cung Điện Tím');
    for (const width of [360, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await keepShot(page, `brand-b-vn-${width}.png`, { fullPage: width < 1000 });
    }

    await page.goto('/');
    await expect(page).toHaveTitle('로얄 카지노');
    expect(await serverHead(page)).toEqual({
      title: '로얄 카지노',
      themeColor: '#0b1020',
      icon: '/favicon.svg',
      css: null,
      royal: true,
    });
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 16, 32)');
    await expect(switcherLanguages(page, '언어 선택')).toHaveText([
      '한국어',
      'English',
      '日本語',
      'Tiếng Việt',
      '简体中文',
    ]);
  });

  test('a URL in a language the host has not enabled is sent to the same path in its default language; an enabled one is served', async ({
    page,
  }) => {
    const jp = await page.goto(hostUrl('brand-a.test', '/jp/game?category=slot'));
    expect((await jp?.request().redirectedFrom()?.response())?.status()).toBe(307);
    await expect(page).toHaveURL(hostUrl('brand-a.test', '/game?category=slot'));

    const ko = await page.goto(hostUrl('brand-b.test', '/login'));
    expect(ko?.request().redirectedFrom()).not.toBeNull();
    await expect(page).toHaveURL(hostUrl('brand-b.test', '/en/login'));

    await page.goto(hostUrl('brand-a.test', '/th'));
    await expect(page).toHaveURL(hostUrl('brand-a.test', '/th'));
    await expect(page).toHaveTitle('เอเมอรัลด์ คาสิโน');
  });

  test('a host’s root is its default language, not Korean, when Korean is among its languages but not the default', async ({
    page,
  }) => {
    const root = await page.goto(hostUrl('brand-c.test'));
    const redirect = await root?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(307);
    // Never kept by a shared cache, so another host's visitor cannot be sent there.
    expect(redirect?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page).toHaveURL(hostUrl('brand-c.test', '/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('Coral Bay');
    await expect(switcherLanguages(page, 'Choose language')).toHaveText(['English', 'ไทย']);
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest.start_url).toMatch(/^\/en/);

    await page.goto(hostUrl('brand-c.test', '/ko/game?category=slot'));
    await expect(page).toHaveURL(hostUrl('brand-c.test', '/en/game?category=slot'));
    await page.goto(hostUrl('brand-c.test', '/th'));
    await expect(page).toHaveURL(hostUrl('brand-c.test', '/th'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');

    // The default host's root stays Korean.
    const home = await page.goto('/');
    expect(home?.request().redirectedFrom()).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  });

  test('the slot modal carries the host’s brand', async ({ page }) => {
    await page.goto(hostUrl('brand-b.test', '/vn?company=jade-dragon'));
    const modal = page.getByRole('dialog', { name: /Jade Dragon/ });
    await expect(modal.getByRole('link', { name: 'Trang chủ Cung Điện Tím' })).toBeVisible();
  });

  test('axe finds no colour-contrast violation with either brand', async ({ page }) => {
    for (const url of [
      hostUrl('brand-a.test'),
      hostUrl('brand-a.test', '/login'),
      hostUrl('brand-b.test', '/en'),
      hostUrl('brand-b.test', '/vn/register'),
    ]) {
      for (const width of [390, 1400]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await expect(page.getByRole('main')).toBeVisible();
        await noContrastViolation(page);
      }
    }
  });

  test('a session is the host’s own: a member logged in on brand A is a visitor on brand B', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'brandhost');
    await page.goto(hostUrl('brand-a.test'));
    const login = page.waitForResponse((response) => response.url().includes('/api/auth/callback/credentials'));
    await loginFromHeader(page, member);
    const setCookie = (await (await login).headersArray()).filter(
      (header) => header.name.toLowerCase() === 'set-cookie',
    );
    expect(setCookie.length).toBeGreaterThan(0);
    expect(setCookie.map((header) => header.value).join('\n')).not.toMatch(/;\s*domain=/i);
    await expect(page.getByRole('banner').getByRole('button', { name: '로그아웃' }).first()).toBeAttached();
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.includes('session-token')).map((cookie) => cookie.domain)).toEqual([
      'brand-a.test',
    ]);

    await page.goto(hostUrl('brand-b.test', '/en'));
    await expect(page.getByRole('banner').getByLabel('ID', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
  });

  test('a legacy backend (404 to get-site-config) gets the environment’s site: today’s, in this run', async ({
    page,
    request,
  }) => {
    await setFault(request, 'legacy');
    try {
      await page.goto(hostUrl('brand-a.test'));
      await expect(page).toHaveTitle('로얄 카지노');
      expect(await serverHead(page)).toMatchObject({ title: '로얄 카지노', themeColor: '#0b1020', css: null });
      await expect(switcherLanguages(page, '언어 선택')).toHaveText([
        '한국어',
        'English',
        '日本語',
        'Tiếng Việt',
        '简体中文',
      ]);
    } finally {
      await setFault(request, 'pass');
    }
  });
});
