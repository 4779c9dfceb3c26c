import { expect, lazyPartsLoaded, test, type Page } from './support/test';
import { admin, advanceClock, fund, loginFromHeader, newMember } from './support/backend';
import { expectAxeClean, keepShot, noSidewaysScroll } from './support/look';

const HOUR = 3_600_000;
const PHONE = { width: 390, height: 844 };
const NARROW_DESKTOP = { width: 1240, height: 900 };
const DESKTOP = { width: 1400, height: 900 };

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const mainMenu = (page: Page) => header(page).getByRole('navigation', { name: '주 메뉴' });
const realityCheck = (page: Page, name = '이용 시간 알림') => page.getByRole('dialog', { name });
const banner = (page: Page, name = '이용 제한 안내') => page.getByRole('region', { name });

/** The restriction banner's name by the page's language prefix. */
const BANNER: Record<string, string> = { en: 'Play restriction', vn: 'Hạn chế chơi' };

/** A change of money as the strip writes it: signed, in won as Intl writes it in Korean and English alike (+₩5,000). */
const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '-' : ''}₩${Math.abs(amount).toLocaleString('en-US')}`;

/** A time as the portal writes it: YYYY-MM-DD HH:mm at the site's offset (+09:00 by default). */
const siteTime = (iso: string) => new Date(Date.parse(iso) + 9 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

/** The member's proxy call, with the page's session, as the page itself makes it. */
async function call<T = Record<string, unknown>>(page: Page, op: string, params: Record<string, unknown> = {}) {
  const response = await page.request.post(`/api/routes/${op}`, { data: { params } });
  expect(response.status(), `${op}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The first casino vendor's game, as the lobby would launch it. */
async function openGame(page: Page) {
  const { casiono } = await call<{ casiono: { code: string; gameCompany: string }[] }>(page, 'get-casino-setting');
  return call<{ status: string; restriction?: { until: string } }>(page, 'open-game', {
    company: casiono[0].gameCompany,
    code: casiono[0].code,
    timeStemp: Date.now(),
  });
}

/** The page is the responsible-gaming page the portal sent the member to (in the language of the address asked for). */
async function sentToLimits(page: Page, path: string, landing = /\/responsible-gaming$/) {
  const response = await page.goto(path);
  expect(response?.ok(), `${path} answers`).toBe(true);
  await expect(page, `${path} is closed in the restricted mode`).toHaveURL(landing);
}

test.describe('the session since login', () => {
  test('the strip shows the time as a duration and the net; the reality check comes at each multiple of the interval, once, across pages', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'rc');
    await call(page, 'set-reality-check', { minutes: 15 });
    // Money moved since login: a deposit (not a gain) and a game opened (the demo backend's game money).
    await fund(page, 100_000);
    expect((await openGame(page)).status).toBe('success');
    const { loginAt, net } = await call<{ loginAt: string; net: number }>(page, 'get-session-summary');
    // The browser's clock starts at the login, by the backend's clock (which other journeys move forward).
    await page.clock.install({ time: new Date(loginAt) });
    await page.goto('/');

    await expect(header(page).getByTestId('session-time')).toHaveText('0분');
    await expect(header(page).getByTestId('session-net')).toHaveText(signed(net));
    await lazyPartsLoaded(page);
    await page.clock.fastForward('14:50');
    await expect(header(page).getByTestId('session-time')).toHaveText('14분');
    await expect(realityCheck(page)).toHaveCount(0);

    await page.clock.fastForward('00:15');
    await expect(realityCheck(page)).toContainText(
      `로그인 후 15분 동안 이용하셨습니다. 로그인 이후 손익은 ${signed(net)}입니다.`,
    );
    await keepShot(page, 'desktop-reality-check-ko.png');
    await realityCheck(page).getByRole('button', { name: '계속하기' }).click();
    await expect(realityCheck(page)).toHaveCount(0);
    await expect(header(page).getByTestId('session-time')).toHaveText('15분');

    // A page of the site, then a page loaded anew: the 15-minute check does not come back, the 30-minute one comes.
    await mainMenu(page).getByRole('link', { name: '쪽지' }).click();
    await expect(page).toHaveURL(/\/note$/);
    await page.goto('/withdraw');
    await expect(header(page).getByTestId('session-time')).toHaveText('15분');
    await lazyPartsLoaded(page);
    await page.clock.fastForward('14:30');
    await expect(header(page).getByTestId('session-time')).toHaveText('29분');
    await page.clock.fastForward('00:40');
    await expect(realityCheck(page)).toContainText('로그인 후 30분 동안');
    await realityCheck(page).getByRole('button', { name: '내 한도 보기' }).click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);

    // On a phone, in English: the same figures in the bar, and "log out" ends the session.
    await page.setViewportSize(PHONE);
    await page.goto('/en/withdraw');
    const bar = header(page).getByTestId('phone-session');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Logged in30 min');
    await expect(bar).toContainText(`Net${signed(net)}`);
    await noSidewaysScroll(page);
    await keepShot(page, 'phone-strip-en.png');
    await lazyPartsLoaded(page);
    await page.clock.fastForward('15:00');
    const check = realityCheck(page, 'Reality check');
    await expect(check).toContainText(
      `You have been logged in for 45 min. Your net position since login is ${signed(net)}.`,
    );
    await expectAxeClean(page, 'the reality check');
    await keepShot(page, 'phone-reality-check-en.png');
    await check.getByRole('button', { name: 'Log out' }).click();
    // The reload that follows the logout sends the visitor from the member-only page to log in, without the bar.
    await expect(page).toHaveURL(/\/en\/login\?callbackUrl=/);
    await expect(header(page).getByRole('button', { name: 'Open my account' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect((await page.request.post('/api/routes/get-session-summary', { data: {} })).status()).toBe(401);
  });
});

test.describe('the restricted mode', () => {
  test('a break: until it ends, a login opens only the restricted mode; withdrawing works, games and deposits do not', async ({
    page,
    request,
  }) => {
    // Nine looks, each checked by axe.
    test.slow();
    const member = await newMember(page, request, 'brk');
    await fund(page, 100_000);
    const { restriction } = await call<{ restriction: { until: string } }>(page, 'take-break', { days: 1 });
    const until = siteTime(restriction.until);

    // The break ended the session; the next login lands on the responsible-gaming page, not the lobby.
    await page.goto('/');
    await expect(header(page).getByLabel('아이디')).toBeVisible();
    await loginFromHeader(page, member);
    await expect(page).toHaveURL(/\/responsible-gaming$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();

    for (const path of ['/', '/game', '/game?category=slot']) await sentToLimits(page, path);
    // The deposit page keeps the member's deposit history; its form gives way to the restriction.
    await page.goto('/deposit');
    await expect(main(page).getByText(/휴식 중이라 .*까지 입금할 수 없습니다/)).toBeVisible();
    await expect(main(page).getByLabel('입금 금액')).toHaveCount(0);
    await expect(main(page).getByRole('heading', { name: '입금 내역' })).toBeVisible();
    await sentToLimits(page, '/jp', /\/jp\/responsible-gaming$/);

    await page.goto('/withdraw');
    await expect(banner(page)).toContainText(`휴식 중입니다. ${until}까지 게임과 입금을 이용할 수 없습니다.`);
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      '내 한도',
      '입금내역',
      '출금신청',
      '콤프',
      '마이페이지',
      '고객센터',
      '공지사항',
      '쪽지',
    ]);
    await main(page).getByLabel('출금 금액').fill('30000');
    await main(page).getByRole('button', { name: '출금 신청' }).click();
    await expect(main(page).getByText('출금 신청이 접수되었습니다. 남은 보유머니는 ₩70,000입니다.')).toBeVisible();

    expect(await openGame(page)).toMatchObject({ status: 'restricted', restriction });
    expect(await call(page, 'apply-user-deposit', { amount: 30_000, requestId: `brk${Date.now()}` })).toMatchObject({
      status: 'restricted',
    });
    for (const path of ['/note', '/user', '/comp', '/help']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(banner(page)).toContainText(until);
    }

    await page.goto('/en/note');
    await expect(banner(page, 'Play restriction')).toContainText(
      `You are on a break until ${until}: games and deposits are closed until then.`,
    );
    // Each page loaded on a phone, then widened, as a window is.
    for (const path of ['/withdraw', '/en/note', '/vn/help']) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      for (const [size, viewport] of Object.entries({ phone: PHONE, narrow: NARROW_DESKTOP, desktop: DESKTOP })) {
        await page.setViewportSize(viewport);
        await expect(banner(page, BANNER[path.split('/')[1]] ?? undefined)).toBeVisible();
        await expect(header(page).getByTestId(size === 'phone' ? 'phone-session' : 'session-time')).toBeVisible();
        await noSidewaysScroll(page);
        await expectAxeClean(page, path);
        await keepShot(page, `${size}-restricted${path.replace(/\//g, '-')}.png`, { fullPage: true });
      }
    }

    // Once it ends (by the backend's clock, which also ends every session older than 8 hours), the lobby is back.
    await advanceClock(request, 24 * HOUR + 60_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await loginFromHeader(page, member);
    await expect(page).toHaveURL(/\/$/);
    await expect(mainMenu(page).getByRole('link', { name: '입금신청' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await openGame(page)).status).toBe('success');
  });

  test('self-exclusion: the restricted mode can withdraw but cannot open a game or deposit', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'exc');
    await fund(page, 50_000);
    const { restriction } = await call<{ restriction: { until: string } }>(page, 'self-exclude', { months: 6 });

    await page.goto('/en/login');
    const form = main(page).getByRole('form', { name: 'Log in' });
    await form.getByLabel('ID').fill(member.userId);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/responsible-gaming$/);

    await page.goto('/en/withdraw');
    await expect(banner(page, 'Play restriction')).toContainText(
      `You have excluded yourself until ${siteTime(restriction.until)}`,
    );
    await expect(
      header(page).getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit', exact: true }),
    ).toHaveCount(0);
    await main(page).getByLabel('Withdrawal amount').fill('50000');
    await main(page).getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(main(page).getByText(/Your withdrawal request has been received/)).toBeVisible();
    expect(await admin(request, 'get-user-wallet', { userId: member.userId })).toMatchObject({
      balance: 0,
      held: 50_000,
    });

    expect((await openGame(page)).status).toBe('restricted');
    expect(await call(page, 'apply-user-deposit', { amount: 30_000, requestId: `exc${Date.now()}` })).toMatchObject({
      status: 'restricted',
    });
    await page.goto('/en/deposit');
    await expect(main(page).getByLabel('Deposit amount')).toHaveCount(0);
    await sentToLimits(page, '/en/game', /\/en\/responsible-gaming$/);
  });
});
