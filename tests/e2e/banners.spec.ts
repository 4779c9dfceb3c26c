import { expect, request as requests, test, type APIRequestContext, type Page } from './support/test';
import config from '../../playwright.config';
import { admin, backendURL, onHost } from './support/backend';
import { axeBuilder, closePopups, keepShot } from './support/look';

// Banners for hosts of this spec's own: the lobby that every other spec sees on 127.0.0.1 keeps its welcome.
const HOSTS = ['banner-a.test', 'banner-b.test'];
const ROTATE_MS = 6_000;

// One worker sets the banners up and takes them down, for the tests one after the other.
test.describe.configure({ mode: 'default' });

const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=${HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`],
  },
});

const at = onHost;
const art = (key: string) => `${backendURL()}/art/casino/${key}.svg`;

const carousel = (page: Page) => page.getByRole('region', { name: '프로모션' });
// Slides out of view are inert, so out of the accessibility tree: found by their attributes.
const slide = (page: Page, n: number) =>
  carousel(page).locator(`[aria-roledescription="슬라이드"][aria-label="3개 중 ${n}번째"]`);
const picker = (page: Page, n: number) => carousel(page).getByRole('button', { name: `${n}번째 슬라이드 보기` });

async function expectCurrent(page: Page, n: number) {
  await expect(picker(page, n)).toHaveAttribute('aria-current', 'true');
  await expect(slide(page, n)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(page, n)).not.toHaveAttribute('inert');
}

/** Next's router is up, so React has the page: a key pressed now reaches its handlers. */
async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router)))
    .toBe(true);
}

async function removeOurBanners(request: APIRequestContext) {
  const { list } = await admin<{ list: { id: number; domain: string }[] }>(request, 'list-banners', { size: 50 });
  for (const banner of list.filter((each) => HOSTS.includes(each.domain)))
    await admin(request, 'delete-banner', { id: banner.id });
}

test.beforeAll(async () => {
  const request = await requests.newContext();
  await removeOurBanners(request);
  const banners = [
    {
      imageUrl: art('banner-a1'),
      title: { ko: '에이 첫째 배너', en: 'Banner A one' },
      text: { ko: '첫 입금 보너스 100%' },
      link: '/game',
      order: 1,
      domain: HOSTS[0],
    },
    {
      imageUrl: art('banner-a2'),
      title: { ko: '에이 둘째 배너', en: 'Banner A two' },
      link: 'https://promo.example/a2',
      order: 2,
      domain: HOSTS[0],
    },
    { imageUrl: art('banner-a3'), title: { ko: '에이 셋째 배너' }, order: 3, domain: HOSTS[0] },
    {
      imageUrl: art('banner-b1'),
      title: { ko: '비 전용 배너', en: 'Banner B only' },
      text: { en: 'Only on B' },
      order: 1,
      domain: HOSTS[1],
    },
  ];
  for (const banner of banners) await admin(request, 'create-banner', banner);
  await request.dispose();
});

test.afterAll(async () => {
  const request = await requests.newContext();
  await removeOurBanners(request);
  await request.dispose();
});

test('a banner the operator made for one domain shows there only, server-rendered, in the page’s language', async ({
  page,
}) => {
  const response = await page.goto(at(HOSTS[0]));
  const html = await response!.text();
  // The first banner is in the server's HTML, its image sized and eager; the others wait.
  expect(html).toContain('에이 첫째 배너');
  expect(html).toMatch(
    new RegExp(`<img[^>]*src="${art('banner-a1')}"[^>]*width="1200" height="400"[^>]*loading="eager"`),
  );
  expect(html).toMatch(new RegExp(`<img[^>]*src="${art('banner-a2')}"[^>]*loading="lazy"`));
  expect(html).not.toContain('비 전용 배너');

  await expect(carousel(page)).toHaveAttribute('aria-roledescription', '캐러셀');
  await expect(slide(page, 1).getByRole('link', { name: '에이 첫째 배너' })).toHaveAttribute('href', '/game');
  await expect(slide(page, 1)).toContainText('첫 입금 보너스 100%');
  await expect(page.getByRole('heading', { level: 1, name: '환영합니다' })).toBeAttached();

  await page.goto(at(HOSTS[0], '/en'));
  await expect(
    page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name: 'Banner A one' }),
  ).toHaveAttribute('href', '/en/game');

  await page.goto(at(HOSTS[1]));
  const only = page.getByRole('region', { name: '프로모션' });
  await expect(only.getByRole('heading', { name: '비 전용 배너' })).toBeVisible();
  await expect(only.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('에이 첫째 배너')).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '환영합니다' })).toBeVisible();
  await expect(page.getByRole('region', { name: '프로모션' })).toHaveCount(0);
});

test('the banner keeps its size before its image arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/art/casino/banner-*.svg', () => undefined);
  await page.goto(at(HOSTS[0]), { waitUntil: 'domcontentloaded' });
  // The ratio of 1200 × 400, at least 220 pixels high, inside a one-pixel border.
  const box = (await carousel(page).boundingBox())!;
  expect(box.height - 2).toBeCloseTo(Math.max(220, (box.width - 2) / 3), 0);
  expect((await slide(page, 1).boundingBox())!.width).toBeCloseTo(box.width - 2, 0);
});

test('the carousel is keyboard-operable: next, previous, around the end, and only the slide in view takes focus', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(at(HOSTS[0]));
  await hydrated(page);
  await expectCurrent(page, 1);
  const next = carousel(page).getByRole('button', { name: '다음 슬라이드' });
  const previous = carousel(page).getByRole('button', { name: '이전 슬라이드' });

  await next.focus();
  await page.keyboard.press('Enter');
  await expectCurrent(page, 2);
  await expect(slide(page, 1)).toHaveAttribute('inert');
  await page.keyboard.press('Tab');
  await expect(slide(page, 2).getByRole('link', { name: '에이 둘째 배너 (새 탭에서 열림)' })).toBeFocused();
  await expect(slide(page, 2).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');

  await next.focus();
  await page.keyboard.press('Space');
  await expectCurrent(page, 3);
  await page.keyboard.press('Enter');
  await expectCurrent(page, 1);

  await previous.focus();
  await page.keyboard.press('Enter');
  await expectCurrent(page, 3);
  await page.keyboard.press('Shift+Tab');
  await expect(carousel(page).getByRole('button', { name: '자동 넘김 시작' })).toBeFocused();
  await picker(page, 2).focus();
  await page.keyboard.press('Enter');
  await expectCurrent(page, 2);
});

test('it turns by itself unless the visitor asked for reduced motion, and stops while pointed at', async ({ page }) => {
  await page.clock.install();
  await page.goto(at(HOSTS[0]));
  // Hydrated: the script knows the visitor's preference.
  const pause = carousel(page).getByRole('button', { name: '자동 넘김 멈추기' });
  await expect(pause).toBeVisible();
  await expectCurrent(page, 1);
  await page.clock.runFor(ROTATE_MS);
  await expectCurrent(page, 2);
  await page.clock.runFor(ROTATE_MS);
  await expectCurrent(page, 3);

  await carousel(page).hover();
  await page.clock.runFor(ROTATE_MS * 2);
  await expectCurrent(page, 3);
  await page.mouse.move(0, 0);
  await page.clock.runFor(ROTATE_MS);
  await expectCurrent(page, 1);

  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(carousel(page).getByRole('button', { name: '자동 넘김 시작' })).toBeVisible();
  await page.clock.runFor(ROTATE_MS * 2);
  await expectCurrent(page, 1);
});

test('with reduced motion it stands still until the visitor starts it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(at(HOSTS[0]));
  const play = carousel(page).getByRole('button', { name: '자동 넘김 시작' });
  await expect(play).toBeVisible();
  await hydrated(page);
  await page.clock.runFor(ROTATE_MS * 3);
  await expectCurrent(page, 1);

  await play.focus();
  await page.keyboard.press('Enter');
  await expect(carousel(page).getByRole('button', { name: '자동 넘김 멈추기' })).toBeFocused();
  await page.clock.runFor(ROTATE_MS);
  await expectCurrent(page, 2);
});

test('axe finds nothing in the carousel or the single banner, on a phone and on a desktop', async ({ page }) => {
  const findings: string[] = [];
  for (const host of HOSTS) {
    for (const width of [390, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at(host));
      await hydrated(page);
      const results = await axeBuilder(page).include('main section[aria-label]').analyze();
      findings.push(
        ...results.violations.map(
          (violation) =>
            `${host} ${width}: ${violation.impact} ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        ),
      );
      if (process.env.E2E_SHOTS) {
        await closePopups(page);
        await keepShot(page.locator('main section[aria-label]').first(), `${host}-${width}.png`);
      }
    }
  }
  expect(findings).toEqual([]);
});

test('the operator cannot give a banner a script link or image', async ({ request }) => {
  const banner = { imageUrl: art('banner-x'), title: { ko: '스크립트 배너' }, domain: HOSTS[0] };
  for (const [field, value] of [
    ['link', 'javascript:alert(document.cookie)'],
    ['link', '//evil.example/'],
    ['imageUrl', 'javascript:alert(1)'],
    ['imageUrl', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ]) {
    const response = await request.post(`${backendURL()}/admin/create-banner`, {
      headers: { 'x-admin-key': process.env.E2E_ADMIN_KEY ?? '' },
      data: { params: { ...banner, [field]: value } },
    });
    expect(response.status(), `${field} ${value}`).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  }
  const { list } = await admin<{ list: { title: Record<string, string> }[] }>(request, 'list-banners', { size: 50 });
  expect(list.filter((each) => each.title.ko === '스크립트 배너')).toEqual([]);
});
