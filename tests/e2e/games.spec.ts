import { dialog, expect, test, type Page } from './support/test';
import { admin, createMember, fund, newMember, setFault } from './support/backend';
import { closePopups, withoutScripts } from './support/look';

const message = (page: Page, text: string) => dialog(page).filter({ hasText: text });
const casinoTab = (page: Page) => page.getByRole('tabpanel', { name: '카지노' });
const slotModal = (page: Page, name: string) => page.getByRole('dialog', { name: `${name} 게임 목록` });

const LOADING = '게임을 불러오는 중입니다…';

/** A fresh member, logged in, with the page clock installed (the launch dialog waits 4 s) and the pop-ups closed. */
async function asMember(page: Page, request: Parameters<typeof createMember>[0], path = '/') {
  const member = await newMember(page, request, 'game');
  await page.clock.install();
  await page.goto(path);
  // The slot modal covers the pop-ups; the lobby itself needs them closed first.
  if (path === '/') await closePopups(page);
  return member;
}

function openGameCalls(page: Page) {
  const calls: { code: string; company: string; timeStemp: number }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/routes/open-game')) calls.push(request.postDataJSON().params);
  });
  return calls;
}

test.afterEach(async ({ request }) => setFault(request, 'pass'));

test.describe('launching a game', () => {
  test('a member launches a casino game: loading dialog for 4 s, then a 1400 × 800 window with the demo game', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { opened: unknown[] }).opened = args;
        return open(...args);
      };
    });
    await asMember(page, request);
    // Frozen from here on: a page loaded after clock.install() may run its timers late and then all at once.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    const calls = openGameCalls(page);
    const before = await page.evaluate(() => Date.now());
    await casinoTab(page).getByRole('button', { name: '오로라 라이브' }).click();
    await expect(message(page, LOADING)).toBeVisible();
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ code: 'aurora-live', company: 'aurora-live' });
    expect(calls[0].timeStemp).toBeGreaterThanOrEqual(before);
    expect(calls[0].timeStemp).toBeLessThanOrEqual(before + 1000);

    const opened = page.waitForEvent('popup');
    await page.clock.runFor(3_900);
    await expect(message(page, LOADING)).toBeVisible();
    await page.clock.runFor(200);
    const game = await opened;
    await page.clock.resume();
    await expect(message(page, LOADING)).toHaveCount(0);
    await expect(game).toHaveURL(/\/demo-game\/aurora-live\?ticket=/);
    await expect(game.getByRole('heading', { level: 1 })).toHaveText('오로라 라이브 로비');
    const [url, , features] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(url).toBe(game.url());
    expect(features).toBe('width=1400,height=800');
  });

  test('the header keeps the holdings through a launch that moves them all into the game (never doubled)', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'hold');
    await fund(page, 240_000);
    await page.clock.install();
    await page.goto('/');
    await closePopups(page);
    const holdings = page.getByRole('banner').getByTestId('holdings');
    await expect(holdings).toHaveText('₩240,000');
    // Every text the figure shows from here on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const figure = document.querySelector('header [data-testid="holdings"]');
      if (figure)
        new MutationObserver(() => seen.push(figure.textContent ?? '')).observe(figure, {
          subtree: true,
          childList: true,
          characterData: true,
        });
    });
    const inGame = page.waitForResponse((response) => response.url().endsWith('/api/routes/get-in-game-balance'));
    const opened = page.waitForEvent('popup');
    await casinoTab(page).getByRole('button', { name: '오로라 라이브' }).click();
    await page.clock.runFor(4_100);
    const game = await opened;
    expect(await (await inGame).json()).toMatchObject({ gameMoney: 240_000, balance: 0 });
    // A frame after the answer: the store has taken it and React has drawn it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(holdings).toHaveText('₩240,000');
    expect(
      await page.evaluate(() => (window as unknown as { seen: string[] }).seen.filter((text) => text !== '₩240,000')),
    ).toEqual([]);

    // Two spins, then the game window is closed: the header shows the money after the game within seconds, long
    // before the next 30-second health check (the page's clock moves 3 s only).
    for (let spin = 0; spin < 2; spin += 1) {
      const key = await game.locator('input[name="spin"]').inputValue();
      await game.getByRole('button', { name: '스핀' }).click();
      await expect(game.locator('input[name="spin"]')).not.toHaveValue(key);
    }
    const after = Number(((await game.locator('.balance').textContent()) ?? '').replace(/[^\d]/g, ''));
    await game.close();
    await page.clock.runFor(3_000);
    await expect(holdings).toHaveText(`₩${after.toLocaleString('en-US')}`);
  });

  test('a game under maintenance answers msg2002 without calling the backend', async ({ page, request }) => {
    await asMember(page, request);
    const calls = openGameCalls(page);
    await casinoTab(page).getByRole('button', { name: '네온 룰렛' }).click();
    await expect(dialog(page)).toContainText('점검 중인 게임입니다.');
    expect(calls).toEqual([]);
  });

  test('a visitor gets msg2001, named, with Log in and Register that go there', async ({ page }) => {
    for (const [button, path] of [
      ['회원가입', /\/register$/],
      ['로그인', /\/login$/],
    ] as const) {
      await page.goto('/');
      await closePopups(page);
      await casinoTab(page).getByRole('button', { name: '오로라 라이브' }).click();
      const loginFirst = page.getByRole('dialog', { name: '로그인이 필요합니다' });
      await expect(loginFirst).toContainText('로그인 후 이용하실 수 있습니다.');
      await expect(loginFirst.getByRole('button')).toHaveText(['로그인', '회원가입', '닫기']);
      await loginFirst.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test('a second game loads into the same game window, without another window or a refused navigation', async ({
    page,
    request,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Unsafe attempt to initiate navigation/.test(message.text())) refused.push(message.text());
    });
    await asMember(page, request);
    const opened = page.waitForEvent('popup');
    await casinoTab(page).getByRole('button', { name: '오로라 라이브' }).click();
    await expect(message(page, LOADING)).toBeVisible();
    await page.clock.runFor(4_000);
    const game = await opened;
    await expect(game.getByRole('heading', { level: 1 })).toHaveText('오로라 라이브 로비');

    await casinoTab(page).getByRole('button', { name: '드래곤 펄' }).click();
    await expect(message(page, LOADING)).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(game.getByRole('heading', { level: 1 })).toHaveText('드래곤 펄 로비');
    expect(page.context().pages()).toHaveLength(2);
    expect(refused).toEqual([]);
  });

  test('a game closed by the operator meanwhile: msg2218, then msg2012', async ({ page, request }) => {
    await asMember(page, request);
    await admin(request, 'set-game-used', { company: 'golden-lotus', used: 'n' });
    try {
      await casinoTab(page).getByRole('button', { name: '골든 로터스' }).click();
      await expect(message(page, LOADING)).toBeVisible();
      await page.clock.runFor(4_000);
      await expect(dialog(page)).toContainText('지금은 게임을 이용할 수 없습니다.');
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(dialog(page)).toContainText('게임을 열 수 없습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      await admin(request, 'set-game-used', { company: 'golden-lotus', used: 'y' });
    }
  });

  test('the backend down: msg2012', async ({ page, request }) => {
    await asMember(page, request);
    await setFault(request, 'down');
    await casinoTab(page).getByRole('button', { name: '드래곤 펄' }).click();
    await expect(message(page, LOADING)).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(dialog(page)).toContainText('게임을 열 수 없습니다. 잠시 후 다시 시도해 주세요.');
  });

  test.describe('on an iPhone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });

    test('the tab opens on the click and goes to the game when the URL arrives', async ({ page, request }) => {
      await asMember(page, request);
      const opened = page.waitForEvent('popup');
      await casinoTab(page).getByRole('button', { name: '로열 바카라' }).click();
      const tab = await opened;
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('로열 바카라 로비');
      await page.clock.runFor(4_000);
      await expect(message(page, LOADING)).toHaveCount(0);
    });
  });
});

test.describe('the slot-games modal', () => {
  test('opens from a company card, lists its games, keeps focus inside and closes with Escape back to /', async ({
    page,
  }) => {
    await page.goto('/');
    await closePopups(page);
    await page.getByRole('tab', { name: '슬롯' }).click();
    await page.getByRole('tabpanel', { name: '슬롯' }).getByRole('link', { name: '옥룡 게이밍' }).click();
    await expect(page).toHaveURL(/\/\?company=jade-dragon$/);
    const modal = slotModal(page, '옥룡 게이밍');
    await expect(modal.getByRole('link', { name: '닫기' })).toBeFocused();
    await expect(modal.getByRole('listitem')).toHaveCount(11);
    await expect(modal.getByRole('navigation', { name: '회원 메뉴 바로가기' }).getByRole('link')).toHaveCount(7);
    await expect(modal.getByRole('link', { name: /로얄 카지노/ })).toBeVisible();

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press(i % 4 === 0 ? 'Shift+Tab' : 'Tab');
      expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens from the URL, in the server HTML too, and its close button goes back to /', async ({ page, request }) => {
    const html = await (await request.get('/en?company=jade-dragon')).text();
    expect(html).toContain('Jade Dragon games');
    expect(html).toContain('Super Panda');

    await page.goto('/?company=jade-dragon');
    const modal = slotModal(page, '옥룡 게이밍');
    await expect(modal.getByRole('button', { name: '슈퍼 판다' })).toBeVisible();
    await modal.getByRole('link', { name: '닫기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(modal).toHaveCount(0);
  });

  test('a member launches a slot game from it; a game under maintenance answers msg2002', async ({ page, request }) => {
    await asMember(page, request, '/?company=lucky-star');
    const modal = slotModal(page, '럭키 스타');
    await modal.getByRole('button', { name: /와일드 피닉스/ }).click();
    await expect(message(page, '점검 중인 게임입니다.')).toBeVisible();
    await message(page, '점검 중인 게임입니다.').getByRole('button', { name: '확인' }).click();

    const game = modal
      .getByRole('listitem')
      .filter({ hasNot: page.getByText('점검중') })
      .first()
      .getByRole('button');
    const name = (await game.textContent())!.trim();
    const opened = page.waitForEvent('popup');
    await game.click();
    await expect(message(page, LOADING)).toBeVisible();
    await page.clock.runFor(4_000);
    const window = await opened;
    await expect(window.getByRole('heading', { level: 1 })).toHaveText(name.replace('게임 시작', '').trim());
  });
});

test.describe('the game pages', () => {
  const main = (page: Page) => page.getByRole('main');
  const tiles = (page: Page) => main(page).getByRole('list').getByRole('listitem');
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  /** The backend's own answer, through the portal: the counts the page must show. */
  const search = async (page: Page, params: Record<string, unknown>) =>
    (await (
      await page.request.post('/api/routes/search-games', { data: { params: { limit: 48, ...params } } })
    ).json()) as { total: number; games: unknown[] };

  test('/game?category=casino is a searchable grid with the same launch', async ({ page }) => {
    const casino = await search(page, { kind: 'casino' });
    const golden = await search(page, { kind: 'casino', q: '골든' });
    await page.goto('/game?category=casino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('카지노');
    await expect(main(page).getByRole('status')).toHaveText(`게임 ${grouped(casino.total)}개`);
    await expect(tiles(page)).toHaveCount(Math.min(48, casino.total));
    await page.getByRole('searchbox', { name: '게임 검색' }).fill('골든');
    await expect(main(page).getByRole('status')).toHaveText(`게임 ${grouped(golden.total)}개`);
    await expect(tiles(page)).toHaveCount(golden.games.length);
    await expect(page).toHaveURL(`/game?category=casino&q=${encodeURIComponent('골든')}`);
    await page.getByRole('searchbox', { name: '게임 검색' }).fill('없는게임');
    await expect(main(page).getByRole('status')).toHaveText('게임 0개');
    await expect(page.getByText('조건에 맞는 게임이 없습니다.')).toBeVisible();
    await page.getByRole('searchbox', { name: '게임 검색' }).fill('golden lotus');
    await page.getByRole('button', { name: '골든 로터스 로비 골든 로터스', exact: true }).click();
    await expect(dialog(page)).toContainText('로그인 후 이용하실 수 있습니다.');
  });

  test('a slot provider’s games through the provider filter; the search works without JavaScript too', async ({
    page,
    request,
  }) => {
    const pharaoh = await search(page, { kind: 'slot', companies: ['pharaoh-gold'] });
    await page.goto('/game?category=slot');
    await page.getByText('게임사', { exact: true }).click();
    await page.getByRole('checkbox', { name: /파라오 골드/ }).check();
    await expect(page).toHaveURL(/\/game\?category=slot&company=pharaoh-gold&providers=1$/);
    await expect(main(page).getByRole('status')).toHaveText(`게임 ${grouped(pharaoh.total)}개`);
    await expect(tiles(page)).toHaveCount(pharaoh.games.length);
    await expect(tiles(page).filter({ hasNotText: '파라오 골드' })).toHaveCount(0);

    const html = withoutScripts(await (await request.get('/en/game?category=casino&q=dragon')).text());
    expect(html).toContain('Dragon Pearl');
    expect(html).not.toContain('Aurora Live');
  });

  test('the sport page lists the sports games', async ({ page }) => {
    const sports = await search(page, { kind: 'sport' });
    await page.goto('/en/game?category=sport');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports');
    await expect(tiles(page)).toHaveCount(sports.games.length);
    await expect(page.getByRole('button', { name: /^Victory Sports Lobby/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Arena Bet Lobby/ })).toBeVisible();
  });
});
