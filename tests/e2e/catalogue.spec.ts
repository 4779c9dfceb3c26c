import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { createMember, newMember, proxyCallsOf, setFault } from './support/backend';
import { expectAxeClean, keepShot, noSidewaysScroll, withoutScripts } from './support/look';

// The catalogue journeys on /game against the reference backend's demo catalogue (about 2,000 games, 40 providers).

interface Game {
  company: string;
  code: string;
  names: Record<string, string>;
  provider: Record<string, string>;
  used: 'y' | 'n';
}
interface SearchAnswer {
  games: Game[];
  total: number;
  nextCursor: string | null;
  facets: {
    companies: { company: string; names: Record<string, string>; count: number }[];
    tags: { tag: string; count: number }[];
  };
}

const PAGE_SIZE = 48;
const LOADING = '게임을 불러오는 중입니다…';
const grid = (page: Page) => page.getByRole('main').getByRole('list');
const tiles = (page: Page) => grid(page).getByRole('listitem');
const searchBox = (page: Page, name = '게임 검색') => page.getByRole('searchbox', { name });
const count = (page: Page) => page.getByRole('main').getByRole('status');
const grouped = (n: number, separator = ',') => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The accessible names of the tiles' launch buttons (name, provider, and the maintenance badge), in order. */
async function launchNames(page: Page) {
  const snapshot = await grid(page).ariaSnapshot();
  const hearts = / 즐겨찾기$|^Favourite: /;
  return [...snapshot.matchAll(/^\s*- button "(.+)"/gm)].map((match) => match[1]).filter((name) => !hearts.test(name));
}
const label = (game: Game, lang: 'ko' | 'en' = 'ko') =>
  `${game.names[lang] ?? game.names.en} ${game.provider[lang]}${game.used === 'n' ? (lang === 'ko' ? ' 점검중' : ' Maintenance') : ''}`;

/** What the backend itself answers, through the portal's proxy: the expected counts come from here, not from constants. */
async function search(request: APIRequestContext, params: Record<string, unknown>): Promise<SearchAnswer> {
  const response = await request.post('/api/routes/search-games', { data: { params: { limit: 96, ...params } } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

/** Every game the backend finds for `params`, page by page. */
async function searchAll(request: APIRequestContext, params: Record<string, unknown>) {
  const games: Game[] = [];
  let cursor: string | undefined;
  do {
    const answer = await search(request, { ...params, ...(cursor ? { cursor } : {}) });
    games.push(...answer.games);
    cursor = answer.nextCursor ?? undefined;
  } while (cursor);
  return games;
}

/** Types into the search box with the page clock paused, so the test sees the typeahead wait its 300 ms. */
async function typeSearch(page: Page, text: string, name?: string) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await searchBox(page, name).fill(text);
  await page.clock.runFor(250);
  await expect(page).not.toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
  await page.clock.runFor(100);
  await page.clock.resume();
}

/** Clicks "load more" until it is gone. */
async function loadAll(page: Page) {
  const more = page.getByRole('link', { name: '더 보기' });
  while (await more.isVisible()) {
    const before = await tiles(page).count();
    await more.click();
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(before);
  }
}

async function logIn(page: Page, member: { userId: string; password: string }, back: string) {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(back)}`);
  const form = page.getByRole('main').getByRole('form', { name: '로그인' });
  await form.getByLabel('아이디').fill(member.userId);
  await form.getByLabel('비밀번호').fill(member.password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  // A log-in is several requests and a new page: more than one expect's time on a busy machine.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === back, { timeout: 20_000 });
}

async function memberContext(
  browser: Browser,
  member: { userId: string; password: string },
  options: Parameters<Browser['newContext']>[0],
  back: string,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await logIn(page, member, back);
  return { context, page };
}

test.afterEach(async ({ request }) => setFault(request, 'pass'));

// "Load more" has failed in CI three times (the tap reached the page, the grid stayed at one page) and never here:
// a failed test prints where the page went, to tell a native navigation from a lost shallow replace next time.
const visited = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const urls: string[] = [];
  visited.set(page, urls);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(`${new Date().toISOString()} ${frame.url()}`);
  });
});
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const now = await page.evaluate(() => `${location.href} (history ${window.history.length})`).catch(String);
  console.log(`${testInfo.title}: navigations ${JSON.stringify(visited.get(page))}; now ${now}`);
});

test.describe('searching the catalogue', () => {
  test('"드래곤" on /game lists every game with the word, across providers, as many as the backend finds', async ({
    page,
  }) => {
    const expected = await searchAll(page.request, { q: '드래곤' });
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    expect(new Set(expected.map((game) => game.company)).size).toBeGreaterThan(1);

    await page.clock.install();
    await page.goto('/game');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('전체 게임');
    await typeSearch(page, '드래곤');
    await expect(page).toHaveURL(`/game?q=${encodeURIComponent('드래곤')}`);
    await expect(count(page)).toHaveText(`게임 ${grouped(expected.length)}개`);
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
    await loadAll(page);
    await expect(tiles(page)).toHaveCount(expected.length);
    expect(await launchNames(page)).toEqual(expected.map((game) => label(game)));
    for (const game of expected) expect(game.names.ko).toContain('드래곤');
  });

  test('"dragon" on /en/game: English names, the count the backend gives', async ({ page }) => {
    const first = await search(page.request, { q: 'dragon', limit: 48 });
    await page.clock.install();
    await page.goto('/en/game');
    await typeSearch(page, 'dragon', 'Search games');
    await expect(page).toHaveURL('/en/game?q=dragon');
    await expect(count(page)).toHaveText(`${grouped(first.total)} games found`);
    await expect(tiles(page)).toHaveCount(Math.min(PAGE_SIZE, first.total));
    expect(await launchNames(page)).toEqual(first.games.map((game) => label(game, 'en')));
    for (const game of first.games) expect(game.names.en).toMatch(/dragon/i);
  });

  test('the search, filters and sort live in the URL: the server renders them, reload and Back restore them', async ({
    page,
  }) => {
    const all = await search(page.request, { q: '드래곤', kind: 'slot' });
    const provider = all.facets.companies[0];
    const expected = await search(page.request, {
      q: '드래곤',
      kind: 'slot',
      companies: [provider.company],
      sort: 'new',
      limit: 48,
    });

    await page.clock.install();
    await page.goto('/game?category=slot');
    await typeSearch(page, '드래곤');
    await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '최신순' });
    await page.getByText('게임사', { exact: true }).click();
    await page.getByRole('checkbox', { name: new RegExp(provider.names.ko) }).check();
    const url = `/game?category=slot&q=${encodeURIComponent('드래곤')}&company=${provider.company}&sort=new&providers=1`;
    await expect(page).toHaveURL(url);
    await expect(count(page)).toHaveText(`게임 ${grouped(expected.total)}개`);
    const names = () => launchNames(page);
    await expect.poll(names).toEqual(expected.games.map((game) => label(game)));

    const html = withoutScripts(await (await page.request.get(url)).text());
    expect(html).toContain(expected.games[0].names.ko);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('드래곤');
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('new');
    await expect(page.getByText('1곳 선택')).toBeVisible();
    // The provider list was open, and the URL keeps it so: it comes back open, counted by the server.
    await expect(page.getByRole('checkbox', { name: new RegExp(provider.names.ko) })).toBeChecked();
    await expect.poll(names).toEqual(expected.games.map((game) => label(game)));

    await page.getByRole('banner').getByRole('link', { name: '로얄 카지노' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('슬롯');
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(searchBox(page)).toHaveValue('드래곤');
    await expect(count(page)).toHaveText(`게임 ${grouped(expected.total)}개`);
    await expect.poll(names).toEqual(expected.games.map((game) => label(game)));
  });

  test('without JavaScript the form is a GET the server answers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const expected = await search(page.request, { q: '드래곤', kind: 'casino', limit: 48 });
    await page.goto('/game?category=casino');
    await searchBox(page).fill('드래곤');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/\/game\?category=casino&q=%EB%93%9C%EB%9E%98%EA%B3%A4/);
    await expect(count(page)).toHaveText(`게임 ${grouped(expected.total)}개`);
    await expect(tiles(page)).toHaveCount(Math.min(PAGE_SIZE, expected.total));

    // The provider counts come only with the list: opened without a script, it offers a link to the page with them.
    const counted = await search(page.request, { q: '드래곤', kind: 'casino' });
    const provider = counted.facets.companies[0];
    await page.getByText('게임사', { exact: true }).click();
    await page.getByRole('link', { name: '게임사 목록 보기' }).click();
    await expect(page).toHaveURL(/[?&]providers=1(&|$)/);
    await page.getByRole('checkbox', { name: new RegExp(provider.names.ko) }).check();
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]company=${provider.company}(&|$)`));
    await expect(page).toHaveURL(/[?&]providers=1(&|$)/);
    await expect(count(page)).toHaveText(`게임 ${grouped(provider.count)}개`);
    await context.close();
  });

  test('without JavaScript "load more" is a link the server answers with the pages so far', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const first = await search(page.request, { kind: 'slot', limit: 48 });
    await page.goto('/game?category=slot');
    const more = page.getByRole('link', { name: '더 보기' });
    await expect(more).toHaveAttribute('href', '/game?category=slot&pages=2#page-2');
    // Where the link leads, opened as the browser would follow it.
    await page.goto((await more.getAttribute('href')) ?? '');
    await expect(tiles(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(page.getByText(`${grouped(first.total)}개 중 96개 표시`)).toBeVisible();
    await context.close();
  });

  test('"load more" brings the next page and the focus to its first game', async ({ page }) => {
    const first = await search(page.request, { kind: 'slot', limit: 48 });
    const second = await search(page.request, { kind: 'slot', limit: 48, cursor: first.nextCursor });
    await page.goto('/game?category=slot');
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByText(`${grouped(first.total)}개 중 48개 표시`)).toBeVisible();
    // Scrolled to, the link stays under the finger: the footer, first drawn there, does not move the page.
    const more = page.getByRole('link', { name: '더 보기' });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await more.click();
    await expect(tiles(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(tiles(page).nth(PAGE_SIZE).getByRole('button').first()).toBeFocused();
    await expect(tiles(page).nth(PAGE_SIZE).getByRole('button').first()).toContainText(second.games[0].names.ko);
    await expect(page.getByText(`${grouped(first.total)}개 중 96개 표시`)).toBeVisible();
  });

  test('Back brings the pages "load more" added back, after a link or another document; a fresh visit starts at one page', async ({
    page,
  }) => {
    const first = await search(page.request, { kind: 'slot', limit: 48 });
    expect(first.total).toBeGreaterThan(3 * PAGE_SIZE);
    const shown = (n: number) => page.getByText(`${grouped(first.total)}개 중 ${n}개 표시`);
    await page.goto('/game?category=slot');
    for (const pages of [2, 3]) {
      await page.getByRole('link', { name: '더 보기' }).click();
      await expect(tiles(page)).toHaveCount(pages * PAGE_SIZE);
    }
    const loaded = await launchNames(page);

    await page.getByRole('banner').getByRole('link', { name: '로얄 카지노' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/game\?category=slot/);
    await expect(tiles(page)).toHaveCount(3 * PAGE_SIZE);
    await expect(shown(3 * PAGE_SIZE)).toBeVisible();
    expect(await launchNames(page)).toEqual(loaded);

    await page.goto('/notice');
    await page.goBack();
    await expect(tiles(page)).toHaveCount(3 * PAGE_SIZE);
    expect(await launchNames(page)).toEqual(loaded);

    await page.getByRole('navigation', { name: '게임 분류' }).getByRole('link', { name: '슬롯' }).click();
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
    await page.goto('/game?category=slot');
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
    await expect(shown(PAGE_SIZE)).toBeVisible();
  });

  test('Back returns to the same place after "load more" and another page; a search is a step Back returns from', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/game?category=slot');
    for (const pages of [2, 3]) {
      await page.getByRole('link', { name: '더 보기' }).click();
      await expect(tiles(page)).toHaveCount(pages * PAGE_SIZE);
    }
    const loaded = `/game?category=slot&pages=3`;
    await expect(page).toHaveURL(loaded);
    const deep = tiles(page).nth(130);
    await deep.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(2_000);
    const scrollY = () => page.evaluate(() => window.scrollY);

    // A click that does not first scroll the page to the header, as a player's tap on a sticky one.
    await page.getByRole('banner').getByRole('link', { name: '로얄 카지노' }).first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(loaded);
    await expect(tiles(page)).toHaveCount(3 * PAGE_SIZE);
    await expect.poll(scrollY).toBeGreaterThan(y - 50);
    expect(Math.abs((await scrollY()) - y)).toBeLessThan(50);
    await expect(deep).toBeInViewport();

    // Another document, and Back to this one: its later pages come from the browser, the position with them.
    await page.goto('/notice');
    await page.goBack();
    await expect(tiles(page)).toHaveCount(3 * PAGE_SIZE);
    await expect.poll(scrollY).toBeGreaterThan(y - 50);
    await expect(deep).toBeInViewport();

    await typeSearch(page, '드래곤');
    await expect(page).toHaveURL(`/game?category=slot&q=${encodeURIComponent('드래곤')}`);
    await expect(tiles(page).first()).toContainText('드래곤');
    const [newest] = (await search(page.request, { kind: 'slot', q: '드래곤', sort: 'new', limit: 1 })).games;
    await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '최신순' });
    await expect(page).toHaveURL(/sort=new/);
    await expect(tiles(page).first()).toContainText(newest.names.ko ?? newest.names.en);
    await page.goBack();
    await expect(page).toHaveURL(`/game?category=slot&q=${encodeURIComponent('드래곤')}`);
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('popular');
    await page.goBack();
    await expect(page).toHaveURL(loaded);
    await expect(searchBox(page)).toHaveValue('');
    await expect(tiles(page)).toHaveCount(3 * PAGE_SIZE);
  });

  test('nothing found: an empty state whose "clear filters" brings the kind back and the focus to the box', async ({
    page,
  }) => {
    const slots = await search(page.request, { kind: 'slot', limit: 48 });
    await page.goto(`/game?category=slot&q=${encodeURIComponent('없는게임이름')}&tag=jackpot`);
    await expect(count(page)).toHaveText('게임 0개');
    await expect(page.getByText('조건에 맞는 게임이 없습니다.')).toBeVisible();
    await page.getByRole('link', { name: '필터 초기화' }).click();
    await expect(page).toHaveURL('/game?category=slot');
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(count(page)).toHaveText(`게임 ${grouped(slots.total)}개`);
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  });
});

test.describe('a member’s games', () => {
  test('a favourite added on a phone is there on the desktop', async ({ browser, request }) => {
    const member = await createMember(request, 'fav');
    const path = `/game?q=${encodeURIComponent('드래곤')}`;
    const phone = await memberContext(
      browser,
      member,
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      path,
    );
    const desktop = await memberContext(browser, member, { viewport: { width: 1400, height: 900 } }, path);

    const [, game] = (await search(phone.page.request, { q: '드래곤', limit: 48 })).games;
    const name = game.names.ko;
    const heart = phone.page.getByRole('button', { name: `${name} 즐겨찾기` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const stored = phone.page.waitForResponse((response) => response.url().endsWith('/api/routes/set-favorite-game'));
    await heart.tap();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await stored).status()).toBe(200);

    const calls = proxyCallsOf(desktop.page);
    await desktop.page.reload();
    await expect(desktop.page.getByRole('button', { name: `${name} 즐겨찾기` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The server rendered the results and the member's hearts: the page asks for neither again.
    expect(calls.from(path).filter((op) => /search-games|favorite/.test(op))).toEqual([]);
    const favorites = await (await desktop.page.request.post('/api/routes/get-favorite-games', { data: {} })).json();
    expect(favorites.games.map((item: Game) => item.names.ko)).toEqual([name]);

    await desktop.page.getByRole('button', { name: `${name} 즐겨찾기` }).click();
    await expect(desktop.page.getByRole('button', { name: `${name} 즐겨찾기` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect
      .poll(
        async () =>
          (await (await phone.page.request.post('/api/routes/get-favorite-games', { data: {} })).json()).games,
      )
      .toEqual([]);
    await phone.context.close();
    await desktop.context.close();
  });

  test('a visitor’s heart asks to log in first', async ({ page }) => {
    await page.goto(`/game?q=${encodeURIComponent('드래곤')}`);
    await tiles(page)
      .first()
      .getByRole('button', { name: /즐겨찾기$/ })
      .click();
    const loginFirst = page.getByRole('dialog', { name: '로그인이 필요합니다' });
    await expect(loginFirst).toContainText('로그인 후 이용하실 수 있습니다.');
  });

  test('a game launched comes first in recently played', async ({ browser, request }) => {
    const member = await createMember(request, 'recent');
    const answer = await search(request, { q: '드래곤', kind: 'slot', limit: 48 });
    const [a, b] = answer.games.filter((game) => game.used === 'y');
    const { context, page } = await memberContext(browser, member, { viewport: { width: 1400, height: 900 } }, '/');
    await page.clock.install();
    const recent = async () =>
      ((await (await page.request.post('/api/routes/get-recent-games', { data: {} })).json()).games as Game[]).map(
        (game) => game.code,
      );

    for (const game of [a, b]) {
      await page.goto(`/game?category=slot&q=${encodeURIComponent(game.names.ko)}`);
      const opened = page.waitForEvent('popup');
      await tiles(page)
        .filter({ hasText: game.provider.ko })
        .getByRole('button', { name: new RegExp(`^${game.names.ko}`) })
        .first()
        .click();
      await expect(page.getByRole('dialog').filter({ hasText: LOADING })).toBeVisible();
      await page.clock.runFor(4_000);
      await (await opened).close();
    }
    expect((await recent()).slice(0, 2)).toEqual([b.code, a.code]);
    await context.close();
  });
});

test.describe('a backend without the extensions', () => {
  test('the portal still works and shows none of them: /game lists per provider, no hearts, no search-games', async ({
    page,
    request,
  }) => {
    await setFault(request, 'legacy');
    const calls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/routes/')) calls.push(new URL(call.url()).pathname);
    });
    expect((await page.request.post('/api/routes/get-site-config', { data: {} })).status()).toBe(404);

    const { casiono } = await (await page.request.post('/api/routes/get-casino-setting', { data: {} })).json();
    await page.goto('/game');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('카지노');
    await expect(page.getByRole('navigation', { name: '게임 분류' }).getByRole('link')).toHaveText([
      '카지노',
      '슬롯',
      '스포츠',
    ]);
    await expect(tiles(page)).toHaveCount(casiono.length);
    await expect(page.getByRole('button', { name: /즐겨찾기/ })).toHaveCount(0);
    await searchBox(page).fill('골든');
    await expect(tiles(page)).toHaveCount(1);

    await page.goto('/game?category=slot&q=dragon');
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '옥룡 게이밍' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /즐겨찾기/ })).toHaveCount(0);
    expect(calls.filter((path) => /search-games|favorite|recent-games|site-config/.test(path))).toEqual([]);
  });
});

test.describe('the look of /game', () => {
  const sizes = [360, 390, 1240, 1400];
  for (const locale of ['ko', 'en'] as const) {
    test(`at ${sizes.join(', ')} px in ${locale}, with a search, filters open and a heart on`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await newMember(page, request, 'look');
      const prefix = locale === 'ko' ? '' : '/en';
      const query = locale === 'ko' ? '드래곤' : 'dragon';
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const providers = () => page.getByText(locale === 'ko' ? '게임사' : 'Providers', { exact: true });
      const heart = () =>
        tiles(page)
          .first()
          .getByRole('button', { name: /즐겨찾기|Favourite/ });
      // Loaded on a phone with the provider list opened and a heart pressed, then widened, as a window is.
      await page.setViewportSize({ width: sizes[0], height: 844 });
      await page.goto(`${prefix}/game?category=slot&q=${encodeURIComponent(query)}&tag=megaways`);
      await providers().click();
      // A tap before React has the tile does nothing (a slow machine may still be hydrating): tap until it turns. A
      // second tap cannot turn it off: the heart is off until the first one's answer has turned it on.
      await expect(async () => {
        await heart().click();
        await expect(heart()).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
      }).toPass();
      await page.evaluate(() => document.fonts.ready);
      for (const width of sizes) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await noSidewaysScroll(page);
        // As tests/e2e/a11y.spec.ts audits every page, here with the provider list open and a heart pressed.
        await expectAxeClean(page, 'the /game search with filters open');
        await keepShot(page, `game-${locale}-${width}.png`, { fullPage: width < 600 });
      }
      await heart().click();
      await expect(heart()).toHaveAttribute('aria-pressed', 'false');

      // The whole catalogue with the provider list open, only for a person to look at.
      if (process.env.E2E_SHOTS) {
        await page.goto(`${prefix}/game`);
        await providers().click();
        await expect(tiles(page)).toHaveCount(PAGE_SIZE);
        for (const width of sizes) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
          await page.evaluate(() => document.fonts.ready);
          await keepShot(page, `game-${locale}-${width}-all.png`, { fullPage: true });
        }
      }
    });
  }
});
