import { dialog, expect, test, type Page } from './support/test';
import { admin, advanceClock, newMember, setFault } from './support/backend';
import { expectAxeClean as axe, noSidewaysScroll, keepShot } from './support/look';

const HOUR = 3_600_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

async function call<T = Record<string, unknown>>(page: Page, op: string, params: Record<string, unknown> = {}) {
  const response = await page.request.post(`/api/routes/${op}`, { data: { params } });
  expect(response.status(), `${op}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function deposit(page: Page, amount: string) {
  await main(page).getByLabel('입금 금액').fill(amount);
  await main(page).getByRole('button', { name: '입금 신청' }).click();
}

/** The operator approves the member's waiting deposit, so the next one is not refused as "already waiting". */
async function approveWaiting(page: Page) {
  const { list } = await call<{ list: { id: number; status: string }[] }>(page, 'get-deposit-list', {
    page: 1,
    size: 10,
  });
  const waiting = list.find((item) => item.status === 'wait');
  expect(waiting, 'a waiting deposit').toBeTruthy();
  await admin(page.request, 'approve-deposit', { id: waiting!.id });
}

async function loginAgain(page: Page, member: { userId: string; password: string }) {
  const form = main(page).getByRole('form', { name: '로그인' });
  await form.getByLabel('아이디').fill(member.userId);
  await form.getByLabel('비밀번호').fill(member.password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
}

test.afterEach(async ({ request }) => setFault(request, 'pass'));

test.describe('player protection', () => {
  test('a daily limit set from the first deposit’s offer: deposits up to it pass, the next is refused with what is left and when it fits', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'lim');
    await page.goto('/deposit');
    const offer = main(page).getByRole('region', { name: '먼저 입금 한도를 정하시겠습니까?' });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: '입금 한도 정하기' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('책임감 있는 게임 설정');

    const day = region(page, '일일 (24시간)');
    await day.getByLabel('새 일일 한도').fill('15000');
    await day.getByRole('button', { name: '한도 설정' }).click();
    await expect(day.getByRole('alert')).toHaveText('₩10,000 단위로 입력해 주세요.');
    await day.getByLabel('새 일일 한도').fill('30000');
    await day.getByRole('button', { name: '한도 설정' }).click();
    await expect(day.getByText('한도가 ₩30,000으로 적용되었습니다.')).toBeVisible();
    await expect(day.getByRole('definition').first()).toHaveText('₩30,000');
    await expect(main(page).getByText('지금 한도 안에서 최대 ₩30,000까지 입금할 수 있습니다.')).toBeVisible();

    await page.goto('/deposit');
    await expect(offer).toHaveCount(0);
    await expect(main(page).getByText('입금 한도 안에서 지금 최대 ₩30,000까지 입금할 수 있습니다.')).toBeVisible();
    await deposit(page, '20000');
    await expect(main(page).getByText(/입금 신청이 접수되었습니다/)).toBeVisible();
    await approveWaiting(page);

    await deposit(page, '20000');
    const refusal = main(page).getByText(/^일일 입금 한도를 넘는 금액입니다\./);
    await expect(refusal).toBeVisible();
    await expect(refusal).toHaveText(
      new RegExp(
        `^일일 입금 한도를 넘는 금액입니다\\. 지금은 최대 ₩10,000까지 입금할 수 있습니다\\. 이 금액은 ${TIME.source}부터 입금할 수 있습니다\\.$`,
      ),
    );
    await expect(main(page).getByLabel('입금 금액')).toHaveValue('20,000');
    await keepShot(page, 'desktop-deposit-limit-refusal.png');
    expect((await call<{ maxCount: number }>(page, 'get-deposit-list', { page: 1, size: 10 })).maxCount).toBe(1);

    await deposit(page, '10000');
    await expect(main(page).getByText(/입금 신청이 접수되었습니다/)).toBeVisible();
    await expect(main(page).getByText('지금은 더 입금할 수 없습니다.')).toBeVisible();
  });

  test('raising a limit waits: Confirm change is unavailable before 24 hours and says from when, after them (and a new login) it applies', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'raise');
    await call(page, 'set-deposit-limit', { period: 'day', amount: 30_000 });
    await page.goto('/responsible-gaming');
    const day = region(page, '일일 (24시간)');
    await expect(day.getByRole('definition').first()).toHaveText('₩30,000');

    await day.getByLabel('새 일일 한도').fill('50000');
    await day.getByRole('button', { name: '한도 변경' }).click();
    const pending = day.getByText(/^₩50,000으로 높인 한도는 24시간 뒤에 적용할 수 있습니다\./);
    await expect(pending).toBeVisible();
    const confirmableAt = (await pending.textContent())?.match(TIME)?.[0];
    expect(confirmableAt).toBeTruthy();
    await expect(day.getByText('확인 대기 중: 한도를 ₩50,000으로 높입니다.')).toBeVisible();
    await expect(
      day.getByText(`${confirmableAt}부터 확인할 수 있습니다. 그때까지는 지금 한도가 적용됩니다.`),
    ).toBeVisible();
    await expect(day.getByRole('definition').first()).toHaveText('₩30,000');

    // Unavailable until then, and says from when (the backend refuses an early confirmation all the same).
    const confirmChange = day.getByRole('button', { name: '변경 확인' });
    await expect(confirmChange).toBeDisabled();
    await expect(confirmChange).toHaveAccessibleDescription(
      `${confirmableAt}부터 확인할 수 있습니다. 그때까지는 지금 한도가 적용됩니다.`,
    );
    const early = await call(page, 'confirm-limit-change', { period: 'day' });
    expect(early).toMatchObject({ status: 'early' });
    await expect(day.getByRole('definition').first()).toHaveText('₩30,000');

    await advanceClock(request, 24 * HOUR + 60_000);
    // The backend's session is older than 8 hours by its clock now: the page sends the member to log in again.
    await page.reload();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fresponsible-gaming&reason=revoked$/);
    await loginAgain(page, member);
    await expect(page).toHaveURL(/\/responsible-gaming$/);

    await expect(day.getByText('확인 대기 중: 한도를 ₩50,000으로 높입니다.')).toBeVisible();
    // Only the backend's clock moved: the browser's still waits, so the member's confirmation goes by the proxy
    // (the unit test enables the button when the browser's clock reaches the time).
    expect(await call(page, 'confirm-limit-change', { period: 'day' })).toMatchObject({ status: 'success' });
    await page.reload();
    await expect(day.getByRole('definition').first()).toHaveText('₩50,000');
    await expect(day.getByRole('button', { name: '변경 확인' })).toHaveCount(0);

    const { list } = await admin<{ list: { action: string }[] }>(request, 'get-protection-audit', {
      userId: member.userId,
    });
    expect(list.map((entry) => entry.action)).toEqual(['limit_confirmed', 'limit_pending', 'limit_set']);
  });

  test('self-exclusion: the confirmation states the consequences; confirmed, the member is signed out and comes back restricted', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'excl');
    await page.goto('/responsible-gaming');
    const card = region(page, '자가 이용 제한');
    await card.getByRole('button', { name: '이용 제한 시작' }).click();
    await expect(card.getByRole('alert')).toHaveText('먼저 하나를 선택해 주세요.');
    await card.getByRole('radio', { name: '6개월' }).check();
    await card.getByRole('button', { name: '이용 제한 시작' }).click();

    await expect(dialog(page)).toContainText(
      '6개월 동안 자가 이용 제한을 하시겠습니까? 자가 이용 제한은 회원님도, 저희도 취소하거나 줄일 수 없습니다. 끝날 때까지 입금과 모든 게임을 이용할 수 없으며, 지금 바로 로그아웃됩니다. 그동안에도 로그인해서 보유머니 출금, 내역 확인, 쪽지 읽기는 할 수 있습니다.',
    );
    await expect(dialog(page).getByRole('button', { name: '아니오' })).toBeFocused();
    await axe(page, 'the self-exclusion confirmation');
    await dialog(page).getByRole('button', { name: '아니오' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect((await call<{ restriction: unknown }>(page, 'get-play-limits')).restriction).toBeNull();

    await card.getByRole('button', { name: '이용 제한 시작' }).click();
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(dialog(page)).toContainText(
      new RegExp(`^.*자가 이용 제한이 시작되었습니다\\. ${TIME.source}에 끝납니다\\. 지금 로그아웃되며`),
    );
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fresponsible-gaming$/);
    await expect(main(page).getByRole('form', { name: '로그인' }).getByLabel('비밀번호')).toBeVisible();

    await loginAgain(page, member);
    await expect(page).toHaveURL(/\/responsible-gaming$/);
    const notice = region(page, '자가 이용 제한 중입니다');
    await expect(notice).toContainText(new RegExp(`자가 이용 제한은 ${TIME.source}에 끝납니다\\.`));
    await expect(region(page, '자가 이용 제한')).toHaveCount(0);
    await expect(region(page, '휴식하기')).toHaveCount(0);
    await expect(main(page).getByRole('textbox')).toHaveCount(0);
    await axe(page, 'the page of a self-excluded member');
    await keepShot(page, 'desktop-restricted.png', { fullPage: true });
    await page.setViewportSize(PHONE);
    await axe(page, 'the page of a self-excluded member');
    await keepShot(page, 'phone-restricted.png', { fullPage: true });
  });

  test('the page and the deposit page’s offer on a phone and a desktop, in Korean and English: no sideways scroll, axe clean, screenshots', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await newMember(page, request, 'look');
    // Each page loaded on a phone, then widened, as a window is.
    for (const path of ['/deposit', '/en/deposit']) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
        await page.setViewportSize(viewport);
        await expect(main(page).getByRole('link', { name: /입금 한도 정하기|Set a deposit limit/ })).toBeVisible();
        await keepShot(page, `${size}${path.replace(/\//g, '-')}-offer.png`, { fullPage: true });
      }
    }

    await call(page, 'set-deposit-limit', { period: 'day', amount: 100_000 });
    await call(page, 'set-deposit-limit', { period: 'day', amount: 300_000 });
    await call(page, 'set-deposit-limit', { period: 'month', amount: 2_000_000 });
    await call(page, 'set-reality-check', { minutes: 30 });
    for (const path of ['/responsible-gaming', '/en/responsible-gaming', '/user', '/en/deposit']) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
        await page.setViewportSize(viewport);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        await noSidewaysScroll(page);
        if (path.endsWith('responsible-gaming')) await axe(page, path);
        await keepShot(page, `${size}${path.replace(/\//g, '-')}.png`, { fullPage: true });
      }
    }

    // The ways in: the footer on every member page (the lobby too), my page and the deposit page.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '책임감 있는 게임 설정' }).click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);
    await page.goto('/user');
    await main(page).getByRole('link', { name: '책임감 있는 게임 설정 열기' }).click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);
    await page.goto('/deposit');
    await main(page).getByRole('link', { name: '입금 한도와 책임감 있는 게임 설정' }).click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);

    await page.setViewportSize(PHONE);
    await region(page, '휴식하기').getByRole('radio', { name: '1주' }).check();
    await region(page, '휴식하기').getByRole('button', { name: '휴식 시작' }).click();
    await expect(dialog(page)).toContainText('1주 동안 휴식하시겠습니까?');
    await keepShot(page, 'phone-break-confirmation.png');
    await dialog(page).getByRole('button', { name: '아니오' }).click();
  });

  test('a backend without player protection: the page is a 404 and no way in is shown', async ({ page, request }) => {
    const visitor = await request.get('/responsible-gaming', { maxRedirects: 0 });
    expect(visitor.headers().location).toMatch(/\/login\?callbackUrl=%2Fresponsible-gaming$/);
    await newMember(page, request, 'feat');
    expect((await page.request.get('/responsible-gaming')).status()).toBe(200);

    await setFault(request, 'legacy');
    const response = await page.goto('/responsible-gaming');
    expect(response?.status()).toBe(404);
    await page.goto('/deposit');
    await expect(main(page).getByLabel('입금 금액')).toBeVisible();
    await expect(main(page).getByRole('link', { name: /입금 한도/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '책임감 있는 게임 설정' })).toHaveCount(0);
    await page.goto('/user');
    await expect(main(page).getByRole('link', { name: '책임감 있는 게임 설정 열기' })).toHaveCount(0);
  });
});
