import { expect, test, type Locator, type Page } from './support/test';
import { createMember, loginByRequest, newMember, setFault } from './support/backend';
import { closePopups, keepShot, noSidewaysScroll, withoutScripts } from './support/look';

const LOADING = '게임을 불러오는 중입니다…';
const row = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tiles = (region: Locator) => region.getByRole('listitem');
/** A catalogue tile's launch button (the heart is the other one). */
const launchOf = (tile: Locator) => tile.getByRole('button').first();

/** A fresh member, logged in, with the page clock installed (the launch dialog waits 4 s) and the pop-ups closed. */
async function asMember(page: Page, request: Parameters<typeof createMember>[0], prefix: string) {
  const member = await newMember(page, request, prefix);
  await page.clock.install();
  await page.goto('/');
  await closePopups(page);
  return member;
}

interface Facet {
  company: string;
  names: { ko: string; en: string };
  count: number;
}

test.afterEach(async ({ request }) => setFault(request, 'pass'));

test.describe('the lobby’s game rows', () => {
  test('a visitor gets New and Popular as they come near the screen, in the place the page kept for them, and "see all" opens /game in that order', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const html = withoutScripts(await (await request.get('/')).text());
    expect(html).toContain('>신규 게임<');
    expect(html).toContain('>인기 게임<');
    expect(html).not.toContain('>최근 플레이한 게임<');
    expect(html).not.toContain('>즐겨찾기<');

    // Without scripts: each row's heading and its link to the catalogue page, and the tiles' places.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    const plain = await noScript.newPage();
    await plain.goto('/');
    const kept: Record<string, number> = {};
    for (const [name, sort] of [
      ['신규 게임', 'new'],
      ['인기 게임', 'popular'],
    ]) {
      await expect(row(plain, name).getByRole('link', { name: `${name} 전체 보기` })).toHaveAttribute(
        'href',
        `/game?sort=${sort}`,
      );
      await row(plain, name).scrollIntoViewIfNeeded();
      kept[name] = (await row(plain, name).boundingBox())!.height;
    }
    await noScript.close();

    await page.setViewportSize({ width: 390, height: 844 });
    const searches: string[] = [];
    page.on('request', (sent) => void (sent.url().includes('/api/routes/search-games') && searches.push(sent.url())));
    await page.goto('/');
    // A phone that only opens the lobby asks nothing for the rows below its first screen; they come as it scrolls.
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
    for (const [name, sort] of [
      ['신규 게임', 'new'],
      ['인기 게임', 'popular'],
    ]) {
      await row(page, name).scrollIntoViewIfNeeded();
      await expect(tiles(row(page, name))).toHaveCount(12);
      await expect(row(page, name).getByRole('button').first()).not.toHaveText('');
      // The games took the place kept for them: nothing below moved.
      expect(Math.abs((await row(page, name).boundingBox())!.height - kept[name])).toBeLessThanOrEqual(1);
      await expect(row(page, name).getByRole('link', { name: `${name} 전체 보기` })).toHaveAttribute(
        'href',
        `/game?sort=${sort}`,
      );
    }
    await expect(row(page, '최근 플레이한 게임')).toHaveCount(0);
    await closePopups(page);
    await row(page, '신규 게임').getByRole('link', { name: '신규 게임 전체 보기' }).click();
    await expect(page).toHaveURL(/\/game\?sort=new$/);
  });

  test('a game a member launches comes first in Recently played, at once and after a reload', async ({
    page,
    request,
  }) => {
    await asMember(page, request, 'recent');
    await expect(row(page, '최근 플레이한 게임')).toHaveCount(0);
    const played = row(page, '최근 플레이한 게임');

    for (const index of [3, 1]) {
      const game = launchOf(tiles(row(page, '인기 게임')).nth(index));
      const name = await game.textContent();
      const opened = page.waitForEvent('popup');
      await game.click();
      await expect(page.getByRole('dialog').filter({ hasText: LOADING })).toBeVisible();
      await page.clock.runFor(4_000);
      await (await opened).close();
      await expect(launchOf(tiles(played).first())).toHaveText(name!);
    }
    await expect(tiles(played)).toHaveCount(2);

    const first = await launchOf(tiles(played).first()).textContent();
    await page.reload();
    await closePopups(page);
    await expect(launchOf(tiles(played).first())).toHaveText(first!);
    await expect(tiles(played)).toHaveCount(2);
  });

  test('a heart puts the game in Favourites, which the server keeps for the member', async ({
    page,
    request,
    browser,
  }) => {
    const member = await asMember(page, request, 'fav');
    const favorites = row(page, '즐겨찾기');
    await expect(favorites).toContainText('게임의 하트를 누르면 여기에 모아 볼 수 있습니다.');

    const tile = tiles(row(page, '신규 게임')).first();
    const name = await launchOf(tile).textContent();
    const heart = tile.getByRole('button', { name: /즐겨찾기$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(favorites)).toHaveCount(1);
    await expect(launchOf(tiles(favorites).first())).toHaveText(name!);

    // Another browser with a session of its own: the favourite is the server's.
    const other = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await loginByRequest(other, member);
    await other.goto('/');
    await expect(tiles(row(other, '즐겨찾기'))).toHaveCount(1);
    await expect(launchOf(tiles(row(other, '즐겨찾기')).first())).toHaveText(name!);
    await other.close();
  });
});

test.describe('the lobby’s provider lists', () => {
  test('the top 8 providers of each kind, then "all providers" on /game; the rest are not in the page', async ({
    page,
    request,
  }) => {
    type Listed = { nameKo: string; imgUrl: string }[];
    const list = async (op: string) =>
      (await (await page.request.post(`/api/routes/${op}`, { data: { params: {} } })).json()) as Record<string, Listed>;
    const everyone = [...(await list('get-casino-setting')).casiono, ...(await list('get-slot-setting')).slot];
    // Everything the browser receives, its page data included.
    const html = await (await request.get('/')).text();

    await page.goto('/');
    await closePopups(page);
    const aside = page.getByRole('complementary', { name: '게임 바로가기' });
    await expect(tiles(aside.getByRole('region', { name: '카지노 게임' }))).toHaveCount(8);
    await expect(tiles(aside.getByRole('region', { name: '슬롯 게임사' }))).toHaveCount(8);
    const shown = await aside.getByRole('listitem').allTextContents();
    const rest = everyone.filter((vendor) => !shown.some((text) => text.includes(vendor.nameKo)));
    expect(rest.length).toBeGreaterThan(0);
    // A provider's art is its list entry alone (a game's provider name may appear on its tile).
    for (const vendor of rest) expect(html, `${vendor.nameKo} is not sent to the lobby`).not.toContain(vendor.imgUrl);
    await expect(aside.getByRole('link', { name: '카지노 게임사 전체 보기' })).toHaveAttribute(
      'href',
      '/game?category=casino',
    );
    await expect(aside.getByRole('link', { name: '슬롯 게임사 전체 보기' })).toHaveAttribute(
      'href',
      '/game?category=slot',
    );

    await expect(tiles(page.getByRole('tabpanel', { name: '카지노' }))).toHaveCount(8);
    await page.getByRole('tab', { name: '슬롯' }).click();
    const slots = page.getByRole('tabpanel', { name: '슬롯' });
    await expect(tiles(slots)).toHaveCount(8);
    await expect(tiles(slots).last()).toContainText('썬더 릴');
    await slots.getByRole('link', { name: '슬롯 게임사 전체 보기' }).click();
    await expect(page).toHaveURL(/\/game\?category=slot$/);
  });
});

test.describe('the slot modal of a big provider', () => {
  test('shows 48 games from the server, loads more by cursor and keeps the keyboard on the first new game', async ({
    page,
    request,
  }) => {
    const search = await page.request.post('/api/routes/search-games', {
      data: { params: { kind: 'slot', limit: 1 } },
    });
    const facets = ((await search.json()) as { facets: { companies: Facet[] } }).facets.companies;
    const big = facets.find((facet) => facet.count > 48);
    expect(big, 'a slot provider with more than one page of games').toBeTruthy();
    const html = await (await request.get(`/en?company=${big!.company}`)).text();
    expect(html).toContain(`${big!.names.en} games`);

    await page.goto(`/?company=${big!.company}`);
    const modal = page.getByRole('dialog', { name: `${big!.names.ko} 게임 목록` });
    await expect(modal.getByRole('link', { name: '닫기' })).toBeFocused();
    await expect(tiles(modal)).toHaveCount(48);
    await expect(modal.getByRole('status')).toHaveText(`${big!.count}개 중 48개 표시`);

    const more = modal.getByRole('button', { name: '게임 더 보기' });
    await more.focus();
    await page.keyboard.press('Enter');
    const shown = Math.min(big!.count, 96);
    await expect(tiles(modal)).toHaveCount(shown);
    await expect(tiles(modal).nth(48).getByRole('button')).toBeFocused();
    await expect(modal.getByRole('status')).toHaveText(`${big!.count}개 중 ${shown}개 표시`);
    if (shown === big!.count) await expect(more).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('a backend without the extensions', () => {
  test('the lobby shows no rows, the slot modal lists a company’s games the legacy way, and My bets is no page', async ({
    page,
    request,
  }) => {
    await setFault(request, 'legacy');
    await newMember(page, request, 'legacy');
    await page.goto('/');
    await closePopups(page);
    await expect(page.getByRole('heading', { name: '게임 로비' })).toBeVisible();
    for (const name of ['최근 플레이한 게임', '즐겨찾기', '신규 게임', '인기 게임'])
      await expect(row(page, name)).toHaveCount(0);
    await expect(tiles(page.getByRole('tabpanel', { name: '카지노' }))).toHaveCount(8);

    await page.goto('/?company=jade-dragon');
    const modal = page.getByRole('dialog', { name: '옥룡 게이밍 게임 목록' });
    await expect(tiles(modal)).toHaveCount(11);
    await expect(modal.getByRole('button', { name: '게임 더 보기' })).toHaveCount(0);

    // My bets is an extension too: no menu entry, and its URL is not a page.
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '베팅내역' }),
    ).toHaveCount(0);
    expect((await page.goto('/bets'))?.status()).toBe(404);
  });
});

// Saves what a person should look at: the lobby with every row, and a big provider's modal, at phone and desktop widths.
test('the lobby’s rows and the slot modal at 360, 390, 1240 and 1400 px in ko and en, without sideways scroll', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await newMember(page, request, 'shots');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const search = await page.request.post('/api/routes/search-games', {
    data: { params: { sort: 'popular', limit: 3 } },
  });
  const { games, facets } = (await search.json()) as {
    games: { company: string; code: string }[];
    facets: { companies: Facet[] };
  };
  for (const game of games) {
    await page.request.post('/api/routes/open-game', {
      data: { params: { company: game.company, code: game.code, timeStemp: Date.now() } },
    });
    await page.request.post('/api/routes/set-favorite-game', {
      data: { params: { company: game.company, code: game.code, on: true } },
    });
  }
  const big = facets.companies.find((facet) => facet.count > 48)!;

  const widths = [360, 390, 1240, 1400];
  const resize = (width: number) => page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
  for (const locale of ['ko', 'en'] as const) {
    const prefix = locale === 'ko' ? '' : '/en';
    // Each page loaded on a phone, then widened, as a window is.
    await resize(widths[0]);
    await page.goto(prefix || '/');
    const layer = page.getByRole('region', { name: locale === 'ko' ? '공지 팝업' : 'Notice pop-ups' });
    await expect(layer).toBeVisible();
    while ((await layer.count()) > 0)
      await layer
        .getByRole('button', { name: locale === 'ko' ? '닫기' : 'Close', exact: true })
        .first()
        .click();
    for (const width of widths) {
      await resize(width);
      await page.evaluate(() => document.fonts.ready);
      await noSidewaysScroll(page);
      await keepShot(page, `lobby-${locale}-${width}.png`, { fullPage: true });
    }

    await resize(widths[0]);
    await page.goto(`${prefix || '/'}?company=${big.company}`);
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(48);
    // The list's top and end at each width, only for a person to look at.
    if (process.env.E2E_SHOTS) {
      for (const width of widths) {
        await resize(width);
        await page.getByRole('dialog').getByRole('listitem').first().scrollIntoViewIfNeeded();
        await keepShot(page, `modal-${locale}-${width}.png`);
        await page
          .getByRole('dialog')
          .getByRole('button', { name: locale === 'ko' ? '게임 더 보기' : 'Load more games' })
          .scrollIntoViewIfNeeded();
        await keepShot(page, `modal-end-${locale}-${width}.png`);
      }
    }
  }
});
