import { expect, test, type Page } from './support/test';
import { admin, fund, newMember } from './support/backend';
import { expectAxeClean, noSidewaysScroll, keepShot } from './support/look';

const START = 50_000;
/** One of each of three stakes, so every row of the history is told apart by its stake. */
const STAKES = [1_000, 500, 5_000];
const LOADING = '게임을 불러오는 중입니다…';

const grouped = (n: number) => Math.abs(n).toLocaleString('en-US');
const won = (n: number) => `${n < 0 ? '-' : ''}₩${grouped(n)}`;
/** The net as the page writes it: an arrow and a sign, not only a colour. */
const signed = (n: number) => (n > 0 ? `▲+₩${grouped(n)}` : n < 0 ? `▼-₩${grouped(n)}` : '₩0');
/** `YYYY-MM-DD HH:mm` in Korea as an instant. */
const kstInstant = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+09:00`);

interface Spin {
  stake: number;
  win: number;
}

/** Spins the demo game's plain form once at `stake` and reads what it paid from the page it answers with. */
async function spin(game: Page, stake: number, gameMoneyBefore: number): Promise<Spin> {
  await game.getByRole('radio', { name: won(stake) }).check();
  await game.getByRole('button', { name: '스핀' }).click();
  const result = game.getByRole('status');
  await expect(result).toContainText(`(베팅 ${won(stake)})`);
  const text = (await result.textContent())!;
  const paid = /당첨 ₩([\d,]+)/.exec(text);
  const win = paid ? Number(paid[1].replace(/,/g, '')) : 0;
  if (!paid) expect(text).toContain('꽝');
  // The game money on the page moves by exactly the spin.
  await expect(game.getByText(won(gameMoneyBefore - stake + win), { exact: true })).toBeVisible();
  return { stake, win };
}

const rows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('my bets', () => {
  test('launch, three spins, transfer out: My bets shows exactly the three bets and their totals, and the ledger balances', async ({
    page,
    request,
  }) => {
    // A launch dialog, three spins, a transfer and five loads of the page.
    test.setTimeout(180_000);
    const member = await newMember(page, request, 'bets');
    await fund(page, START);
    const started = Date.now();

    // The launch dialog waits 4 s: the page clock runs it.
    await page.clock.install();
    await page.goto('/?company=lucky-star');
    const modal = page.getByRole('dialog', { name: '럭키 스타 게임 목록' });
    const opened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: /골든 포춘/ }).click();
    await expect(page.getByRole('dialog').filter({ hasText: LOADING })).toBeVisible();
    await page.clock.runFor(4_000);
    const game = await opened;
    await expect(game.getByRole('heading', { level: 1 })).toHaveText('골든 포춘');
    // The launch moved the whole balance into the game.
    await expect(game.getByText(won(START), { exact: true })).toBeVisible();

    const spins: Spin[] = [];
    let gameMoney = START;
    for (const stake of STAKES) {
      const done = await spin(game, stake, gameMoney);
      gameMoney += done.win - done.stake;
      spins.push(done);
    }
    await game.close();
    const staked = spins.reduce((sum, s) => sum + s.stake, 0);
    const wonTotal = spins.reduce((sum, s) => sum + s.win, 0);
    const net = wonTotal - staked;
    expect(gameMoney).toBe(START + net);

    await page.goto('/withdraw');
    const main = page.getByRole('main');
    await expect(main.getByTestId('wallet-balance')).toHaveText('₩0');
    await main.getByRole('button', { name: '게임머니 가져오기' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: `보유머니로 가져왔습니다: ${won(START + net)}` }),
    ).toBeVisible();
    await expect(main.getByTestId('wallet-balance')).toHaveText(won(START + net));

    // The menu leads there; the newest bet comes first.
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: '주 메뉴' })
      .getByRole('link', { name: '베팅내역' })
      .click();
    await expect(page).toHaveURL(/\/bets$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('내 베팅 내역');
    await expect(rows(page)).toHaveCount(3);
    const expected = [...spins].reverse();
    for (const [i, { stake, win }] of expected.entries()) {
      const cells = rows(page).nth(i).locator('td, th');
      await expect(cells).toHaveText([
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
        '골든 포춘',
        won(stake),
        won(win),
        signed(win - stake),
      ]);
      // The time is the site's (Korea), whatever zone this machine is in.
      const at = kstInstant((await cells.first().textContent())!);
      expect(at).toBeGreaterThanOrEqual(Math.floor(started / 60_000) * 60_000);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
    await expect(main.getByTestId('bets-staked')).toHaveText(won(staked));
    await expect(main.getByTestId('bets-won')).toHaveText(won(wonTotal));
    await expect(main.getByTestId('bets-net')).toHaveText(signed(net));
    await expect(main.getByRole('status').filter({ hasText: '베팅 3건' })).toBeVisible();

    // The ledger: the member's figures are their entries' sums, each spin one entry of its net, and the whole site reconciles.
    const wallet = await admin<{
      balance: number;
      gameMoney: number;
      ledger: { balanceDelta: number; gameDelta: number; reason: string }[];
    }>(request, 'get-user-wallet', {
      userId: member.userId,
    });
    expect(wallet.balance).toBe(START + net);
    expect(wallet.gameMoney).toBe(0);
    expect(wallet.ledger.reduce((sum, entry) => sum + entry.balanceDelta, 0)).toBe(wallet.balance);
    expect(wallet.ledger.reduce((sum, entry) => sum + entry.gameDelta, 0)).toBe(0);
    expect(wallet.ledger.filter((entry) => entry.reason === 'bet').map((entry) => entry.gameDelta)).toEqual(
      expected.map((s) => s.win - s.stake),
    );
    // Other tests move money meanwhile; each move is atomic with its entry, so the sums agree once no move is half-read.
    await expect
      .poll(async () => {
        const audit = await admin<Record<string, number>>(request, 'get-wallet-audit', {});
        return [
          audit.ledgerBalance - audit.balance,
          audit.ledgerRolling - audit.rolling,
          audit.ledgerGame - audit.gameMoney,
        ];
      })
      .toEqual([0, 0, 0]);

    // A period before the bets: nothing, and totals of nothing; Back brings the three again.
    const filter = main.getByRole('form', { name: '베팅 내역 조회' });
    await filter.getByRole('radio', { name: '직접 선택' }).check();
    await filter.getByLabel('시작일').fill('2020-01-01');
    await filter.getByLabel('종료일').fill('2020-01-31');
    await filter.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(/\/bets\?period=custom&from=2020-01-01&to=2020-01-31$/);
    await expect(main.getByText('이 기간에 베팅 내역이 없습니다.')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(main.getByTestId('bets-staked')).toHaveText('₩0');
    await expect(main.getByTestId('bets-net')).toHaveText('₩0');
    await page.goBack();
    await expect(rows(page)).toHaveCount(3);
    await expect(main.getByTestId('bets-net')).toHaveText(signed(net));

    // The server renders a filter from the address alone: only the period's bets, by game.
    await page.goto('/bets?period=custom&from=2020-01-01&to=2020-01-31');
    await expect(main.getByText('이 기간에 베팅 내역이 없습니다.')).toBeVisible();
    await expect(filter.getByLabel('시작일')).toHaveValue('2020-01-01');
    await page.goto('/en/bets?period=today&company=lucky-star&code=golden-fortune');
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).first().locator('th')).toHaveText('Golden Fortune');
    await expect(main.getByLabel('Game')).toHaveValue('lucky-star/golden-fortune');
    await page.goto('/en/bets?company=aurora-live&code=aurora-live');
    await expect(main.getByText('No bets in this period.')).toBeVisible();
  });

  test('a visitor is asked to log in first and comes back to the bets', async ({ page }) => {
    const response = await page.goto('/bets?period=30d');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fbets%3Fperiod%3D30d$/);
  });

  test('a page of bets and the next one at 360, 390, 1240 and 1400 px in Korean and Vietnamese: no sideways scroll, axe clean, screenshots', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await newMember(page, request, 'betlook');
    await fund(page, START);
    const opened = await page.request.post('/api/routes/open-game', {
      data: { params: { company: 'lucky-star', code: 'golden-fortune' } },
    });
    const game = await page.context().newPage();
    await game.goto((await opened.json()).gameUrl);
    // One more than a page, so the pager shows.
    for (let i = 0; i < 21; i += 1) {
      await game.getByRole('button', { name: '스핀' }).click();
      await expect(game.getByRole('status')).toBeVisible();
    }
    await game.close();

    for (const prefix of ['', '/vn']) {
      // Loaded at a phone's width, then widened the way a rotated tablet or a dragged window is.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${prefix}/bets`);
      for (const width of [360, 390, 1240, 1400]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
        await expect(rows(page)).toHaveCount(20);
        await noSidewaysScroll(page);
        if (width === 360 || width === 1400) await expectAxeClean(page, `${prefix}/bets`);
        const name = `${width}${prefix.replace('/', '-') || '-ko'}-bets`;
        await keepShot(page, `${name}.png`, { fullPage: true });
        // A phone's whole page is too tall to look at: its first screen too.
        if (width < 1000) await keepShot(page, `${name}-top.png`);
      }
    }
    await page.getByRole('navigation', { name: 'Trang lịch sử cược' }).getByRole('link', { name: '2' }).click();
    await expect(page).toHaveURL(/\/vn\/bets\?page=2$/);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('main').getByRole('form').getByRole('radio', { name: 'Chọn ngày' }).check();
    await keepShot(page, '1400-vn-bets-page-2-custom.png', { fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await noSidewaysScroll(page);
    await keepShot(page, '360-vn-bets-page-2-custom.png', { fullPage: true });
  });
});
