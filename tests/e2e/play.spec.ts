import { expect, lazyPartsLoaded, test, type Page } from './support/test';
import { admin, fund, newMember } from './support/backend';
import { closePopups, expectAxeClean, keepShot, noSidewaysScroll } from './support/look';

// The portal's own host (127.0.0.1) plays in the page for this spec only; shared-a runs it alone, then it is deleted.
const HOST = '127.0.0.1';
const PLAY_PATH = '/play/aurora-live/aurora-live';

const bar = (page: Page) => page.getByRole('banner');
const game = (page: Page) => page.frameLocator('iframe');
const won = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** The member's money as the backend has it (the proxy's get-in-game-balance). */
async function moneyOf(page: Page) {
  const answer = await page.request.post('/api/routes/get-in-game-balance', { data: { params: {} } });
  return (await answer.json()) as { balance: number; gameMoney: number };
}

/** The game's own figure of its game money, once the page after a spin has loaded. */
const gameMoneyShown = async (page: Page) => won(await game(page).locator('.balance').textContent());

test.beforeAll(async ({ request }) => {
  await admin(request, 'set-site-config', {
    host: HOST,
    name: { ko: '로얄 카지노', en: 'Royal Casino' },
    gameLaunch: 'page',
  });
});

test.afterAll(async ({ request }) => {
  await admin(request, 'delete-site-config', { host: HOST });
});

test('a member plays in the page: the bar follows each spin, a reload relaunches once, back to the lobby brings the money back', async ({
  page,
  request,
}) => {
  await newMember(page, request, 'play');
  await fund(page, 50_000);
  await page.goto('/');
  await closePopups(page);
  await page.getByRole('tabpanel', { name: '카지노' }).getByRole('button', { name: '오로라 라이브' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '게임을 불러오는 중입니다…' })).toBeVisible();
  await expect(page).toHaveURL(PLAY_PATH, { timeout: 15_000 });
  expect(page.context().pages()).toHaveLength(1);

  const money = bar(page).getByTestId('play-game-money');
  await expect(game(page).getByRole('heading', { level: 1 })).toHaveText('오로라 라이브 로비');
  await expect(money).toHaveText('₩50,000');
  await expect(bar(page).getByTestId('play-holdings')).toHaveText('₩50,000');

  for (let spin = 1; spin <= 3; spin += 1) {
    // Each spin loads a new game page, with a new spin key.
    const key = await game(page).locator('input[name="spin"]').inputValue();
    await game(page).getByRole('button', { name: '스핀' }).click();
    await expect(game(page).locator('input[name="spin"]')).not.toHaveValue(key);
    await expect(game(page).getByRole('status')).toBeVisible();
    const shown = await gameMoneyShown(page);
    // The game's message, not the 30-second health check, moves the bar at once.
    await expect(money).toHaveText(`₩${shown.toLocaleString('en-US')}`);
    await expect(bar(page).getByTestId('play-net')).toHaveText(
      shown === 50_000 ? '₩0' : `${shown > 50_000 ? '+' : '-'}₩${Math.abs(shown - 50_000).toLocaleString('en-US')}`,
    );
  }
  const played = await moneyOf(page);
  expect(played.balance).toBe(0);
  await expect(money).toHaveText(`₩${played.gameMoney.toLocaleString('en-US')}`);

  await expectAxeClean(page, 'the play page');
  await noSidewaysScroll(page);
  await keepShot(page, 'play-ko-1400.png');

  // The deposit form opens over the game, which is inert under it; closing it goes back to the game.
  await bar(page).getByRole('button', { name: '입금' }).click();
  const deposit = page.getByRole('dialog', { name: '입금신청' });
  await expect(deposit.getByLabel('입금 금액')).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('inert', '');
  await expectAxeClean(page, 'the deposit form over the game');
  await keepShot(page, 'play-deposit-1400.png');
  await deposit.getByRole('button', { name: '닫기' }).click();
  await expect(deposit).toHaveCount(0);
  await expect(page.locator('iframe')).not.toHaveAttribute('inert');

  // A reload is one relaunch of the same game: the money it had is still there, once.
  await page.reload();
  await expect(game(page).getByRole('heading', { level: 1 })).toHaveText('오로라 라이브 로비');
  await expect(money).toHaveText(`₩${played.gameMoney.toLocaleString('en-US')}`);
  expect(await gameMoneyShown(page)).toBe(played.gameMoney);
  expect(await moneyOf(page)).toMatchObject({ balance: 0, gameMoney: played.gameMoney });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bar(page).getByRole('button', { name: '로비로 돌아가기' })).toBeVisible();
  const barBox = await bar(page).boundingBox();
  expect(barBox?.height, 'the bar is one line on a phone').toBeLessThanOrEqual(64);
  // …and keeps the figures in sight, in a few characters each.
  for (const figure of ['play-game-money', 'play-holdings', 'play-session-time', 'play-net'])
    await expect(bar(page).getByTestId(figure)).toBeVisible();
  await expectAxeClean(page, 'the play page');
  await noSidewaysScroll(page);
  await keepShot(page, 'play-ko-390.png');

  await bar(page).getByRole('button', { name: '로비로 돌아가기' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toContainText(
    `보유머니로 가져온 게임머니: ₩${played.gameMoney.toLocaleString('en-US')}`,
  );
  expect(await moneyOf(page)).toMatchObject({ balance: played.gameMoney, gameMoney: 0 });
  const bets = await page.request.post('/api/routes/get-bet-list', { data: { params: {} } });
  expect(((await bets.json()) as { maxCount: number }).maxCount).toBe(3);

  if (process.env.E2E_SHOTS) {
    for (const width of [390, 1400]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/en${PLAY_PATH}`);
      await expect(game(page).getByRole('heading', { level: 1 })).toBeVisible();
      await keepShot(page, `play-en-${width}.png`);
    }
  }
});

test('another site sending the browser to the play page moves nothing until the member starts the game; Back brings the money back', async ({
  page,
  request,
}) => {
  await newMember(page, request, 'playx');
  await fund(page, 30_000);
  const portal = test.info().project.use.baseURL!;
  const recent = async () =>
    (
      (await (await page.request.post('/api/routes/get-recent-games', { data: { params: {} } })).json()) as {
        games?: unknown[];
      }
    ).games?.length ?? 0;
  const launches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/routes/open-game')) launches.push(sent.method());
  });

  // GET and HEAD of the play page launch nothing.
  expect((await page.request.head(PLAY_PATH)).status()).toBe(200);
  expect((await page.request.get(PLAY_PATH)).status()).toBe(200);
  // Another site (an origin of its own, served by the test) sends the browser there without a click.
  await page.route('http://other-site.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Other site</title><p>Other site</p>' }),
  );
  await page.goto('http://other-site.test/');
  await page.evaluate((target) => {
    location.href = target;
  }, `${portal}${PLAY_PATH}`);
  await expect(page).toHaveURL(PLAY_PATH);
  const start = page.getByRole('button', { name: '게임 시작' });
  await expect(start).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await keepShot(page, 'play-start-1400.png');
  expect(await moneyOf(page)).toMatchObject({ balance: 30_000, gameMoney: 0 });
  expect(await recent()).toBe(0);
  expect(launches).toEqual([]);

  // The member's click launches it, by POST.
  await start.click();
  await expect(game(page).getByRole('heading', { level: 1 })).toHaveText('오로라 라이브 로비');
  expect(launches).toEqual(['POST']);
  expect(await moneyOf(page)).toMatchObject({ balance: 0, gameMoney: 30_000 });

  // From the lobby to the play page and the browser's Back: the game money comes back to the balance. (Without the
  // other site's route: Playwright's interception of requests can drop a request sent as a page goes away.)
  await page.unrouteAll();
  await page.goto('/');
  await page.goto(PLAY_PATH);
  await expect(game(page).getByRole('heading', { level: 1 })).toHaveText('오로라 라이브 로비');
  expect(await moneyOf(page)).toMatchObject({ balance: 0, gameMoney: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(async () => moneyOf(page)).toMatchObject({ balance: 30_000, gameMoney: 0 });
});

test('the reality check opens over the game, which takes no input until the member answers; a break taken elsewhere ends play', async ({
  page,
  request,
}) => {
  await newMember(page, request, 'playrc');
  await fund(page, 20_000);
  const call = (op: string, params: Record<string, unknown> = {}) =>
    page.request.post(`/api/routes/${op}`, { data: { params } });
  await call('set-reality-check', { minutes: 15 });
  const { loginAt } = (await (await call('get-session-summary')).json()) as { loginAt: string };
  await page.clock.install({ time: new Date(loginAt) });
  await page.goto(PLAY_PATH);
  await expect(game(page).getByRole('heading', { level: 1 })).toHaveText('오로라 라이브 로비');
  const frame = page.locator('iframe');
  await expect(frame).not.toHaveAttribute('inert');
  await lazyPartsLoaded(page);

  await page.clock.fastForward('15:05');
  const check = page.getByRole('dialog', { name: '이용 시간 알림' });
  await expect(check).toBeVisible();
  await expect(frame).toHaveAttribute('inert', '');
  await keepShot(page, 'play-reality-check-1400.png');
  await check.getByRole('button', { name: '계속하기' }).click();
  await expect(frame).not.toHaveAttribute('inert');

  // A break taken in another tab ends every session: the next health check (30 s) ends play; the game is gone.
  expect((await call('take-break', { days: 1 })).status()).toBe(200);
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('로그인 후 이용하실 수 있습니다.');
  await expect(frame).toHaveCount(0);
});
