import { expect, test, type Page } from './support/test';
import { admin, createMember, fund, newMember, proxyCallsOf } from './support/backend';
import { expectAxeClean, noSidewaysScroll, keepShot } from './support/look';

// Every lock here is for one member of the test's own: a lock for everyone would close the forms of tests beside it.

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const history = (page: Page) => main(page).getByRole('region', { name: '입금 내역' });
const historyRows = (page: Page) => history(page).getByRole('row');
const amountField = (page: Page) => main(page).getByLabel('입금 금액');
const submit = (page: Page) => main(page).getByRole('button', { name: '입금 신청' });

// Markup in the operator's reason is text to the member.
const REASON = '<b>은행 점검</b> 중입니다';
/** A moment as the default site shows it: in Asia/Seoul, +09:00 all year. */
const siteTime = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

interface WalletItem {
  id: number;
  amount: number;
  status: string;
}

async function deposits(page: Page) {
  const response = await page.request.post('/api/routes/get-deposit-list', { data: { params: { page: 1, size: 50 } } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { list: WalletItem[]; maxCount: number };
}

async function requestDeposit(page: Page, amount: number) {
  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { params: { amount, requestId: `e2e${Date.now()}${amount}` } },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  return ((await applied.json()) as { request: WalletItem }).request;
}

async function figures(page: Page, userId: string) {
  return admin<{ balance: number; rolling: number; ledger: { reason: string }[] }>(page.request, 'get-user-wallet', {
    userId,
  });
}

test.describe('a deposit lock for one member', () => {
  test('a request made as the operator locks is refused and closes the form; the lock is server-rendered; a forced request is refused; unlocked, the form opens by itself', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'lock');
    await page.clock.install();
    await page.goto('/deposit');
    await expect(amountField(page)).toBeEnabled();

    const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const { id } = await admin<{ id: number }>(request, 'lock-wallet', {
      kind: 'deposit',
      userId: member.userId,
      reason: REASON,
      until,
    });
    const said = `지금은 입금이 닫혀 있습니다: ${REASON} ${siteTime(until)}에 다시 열립니다.`;

    // The page still shows the form open: the refusal says why and brings the lock in, which closes the form.
    await amountField(page).fill('10000');
    await Promise.all([
      page.waitForResponse(
        async (response) =>
          response.url().endsWith('/api/routes/apply-user-deposit') && (await response.json()).status === 'locked',
      ),
      page.waitForResponse((response) => response.url().endsWith('/api/routes/get-wallet-locks')),
      submit(page).click(),
    ]);
    await expect(amountField(page)).toBeDisabled();
    await expect(main(page).getByText(said)).toHaveCount(1);
    await expect(page.locator(':focus')).toHaveText(said);

    const calls = proxyCallsOf(page);
    await page.reload();
    await expect(main(page).getByText(said)).toBeVisible();
    await expect(amountField(page)).toBeDisabled();
    await expect(submit(page)).toBeDisabled();
    await expect(main(page).getByRole('button', { name: '₩50,000 더하기' })).toBeDisabled();
    await expect(
      main(page)
        .getByRole('group')
        .filter({ has: page.getByLabel('입금 금액') })
        .first(),
    ).toHaveAccessibleDescription(said);
    await expect(main(page).locator('b')).toHaveCount(0);
    await expect(history(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.from('/deposit'), 'the server render already holds the locks').toEqual([]);
    await expectAxeClean(page, 'a locked deposit page');

    const forced = await page.request.post('/api/routes/apply-user-deposit', {
      data: { params: { amount: 10_000, requestId: `forced${Date.now()}` } },
    });
    expect(forced.status()).toBe(200);
    expect(await forced.json()).toMatchObject({
      status: 'locked',
      lock: { kind: 'deposit', reason: REASON, everyone: false },
    });
    expect((await deposits(page)).maxCount).toBe(0);

    expect(await admin(request, 'unlock-wallet', { id })).toMatchObject({ status: 'success' });
    await page.clock.runFor(60_000);
    await expect(amountField(page)).toBeEnabled();
    await expect(main(page).getByText(said)).toHaveCount(0);
    await amountField(page).fill('10000');
    await submit(page).click();
    await expect(
      main(page).getByText('입금 신청이 접수되었습니다. 입금이 확인되면 보유머니에 반영됩니다.'),
    ).toBeVisible();
    expect((await deposits(page)).list).toMatchObject([{ amount: 10_000, status: 'wait' }]);
  });

  test('another member’s deposits stay open', async ({ page, request }) => {
    const locked = await createMember(request, 'only');
    await admin(request, 'lock-wallet', { kind: 'deposit', userId: locked.userId, reason: REASON });
    await newMember(page, request, 'free');
    await page.goto('/deposit');
    await expect(amountField(page)).toBeEnabled();
    await expect(main(page).getByText(/지금은 입금이 닫혀 있습니다/)).toHaveCount(0);
    const allowed = await page.request.post('/api/routes/apply-user-deposit', {
      data: { params: { amount: 10_000, requestId: `free${Date.now()}` } },
    });
    expect(await allowed.json()).toMatchObject({ status: 'success' });
  });
});

test.describe('deleting finished entries', () => {
  test('a finished entry is deleted from the member’s history, a waiting one cannot be; all finished ones after a question', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'hist');
    const approved = await requestDeposit(page, 10_000);
    await admin(request, 'approve-deposit', { id: approved.id });
    const waiting = await requestDeposit(page, 20_000);

    await page.goto('/deposit');
    await expect(historyRows(page)).toHaveCount(3);
    const waitingRow = historyRows(page).nth(1);
    await expect(waitingRow).toContainText('대기');
    await expect(waitingRow.getByRole('button', { name: /삭제/ })).toHaveCount(0);
    await expect(waitingRow.getByRole('button', { name: '신청 취소' })).toBeVisible();

    const forced = await page.request.post('/api/routes/del-wallet-history', {
      data: { params: { kind: 'deposit', id: waiting.id } },
    });
    expect(await forced.json()).toMatchObject({ status: 'wait' });

    const remove = historyRows(page)
      .nth(2)
      .getByRole('button', { name: /^삭제: \d{4}-\d{2}-\d{2} \d{2}:\d{2} 신청 ₩10,000$/ });
    await expect(remove).toHaveText('삭제');
    await remove.click();
    await expect(main(page).getByText('내역을 삭제했습니다.')).toBeVisible();
    await expect(historyRows(page)).toHaveCount(2);
    expect((await deposits(page)).list.map((item) => item.id)).toEqual([waiting.id]);
    // The operator and the ledger keep it: the balance stays.
    expect((await figures(page, member.userId)).balance).toBe(10_000);

    // Two more finished entries: one the operator cancels, one approved.
    await admin(request, 'cancel-deposit', { id: waiting.id });
    const third = await requestDeposit(page, 30_000);
    await admin(request, 'approve-deposit', { id: third.id });
    const fourth = await requestDeposit(page, 40_000);
    await page.reload();
    await expect(historyRows(page)).toHaveCount(4);

    await history(page).getByRole('button', { name: '처리된 내역 모두 삭제' }).click();
    const question = history(page).getByRole('group', { name: /완료되거나 취소된 내역을 모두 삭제하시겠습니까/ });
    await expect(question.getByRole('button', { name: '아니오' })).toBeFocused();
    await expectAxeClean(page, 'the delete-all question');
    await question.getByRole('button', { name: '아니오' }).click();
    await expect(question).toHaveCount(0);
    expect((await deposits(page)).maxCount).toBe(3);

    await history(page).getByRole('button', { name: '처리된 내역 모두 삭제' }).click();
    await question.getByRole('button', { name: '모두 삭제' }).click();
    await expect(main(page).getByText('내역 2건을 삭제했습니다.')).toBeVisible();
    await expect(historyRows(page)).toHaveCount(2);
    await expect(historyRows(page).nth(1)).toContainText('₩40,000');
    expect((await deposits(page)).list.map((item) => item.id)).toEqual([fourth.id]);
    expect((await figures(page, member.userId)).balance).toBe(40_000);
  });
});

test.describe('changing balance into comp', () => {
  test('a double submit and a retry after a lost answer change balance and comp exactly once; over the balance and bad input change nothing', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'point');
    await fund(page, 100_000);
    await page.goto('/comp');
    const form = main(page).getByRole('region', { name: '보유머니를 콤프로' });
    const amount = form.getByLabel('콤프로 바꿀 보유머니');
    const change = form.getByRole('button', { name: '콤프로 바꾸기' });
    const comp = main(page).getByTestId('wallet-comp');
    const balance = main(page).getByTestId('wallet-balance');
    await expect(comp).toHaveText('0콤프');
    await expect(balance).toHaveText('₩100,000');

    await amount.fill('12.5');
    await change.click();
    await expect(form.getByRole('alert')).toHaveText(
      '금액은 숫자로만 입력해 주세요. 소수점이나 부호는 쓸 수 없습니다.',
    );
    await amount.fill('1000000');
    await change.click();
    await expect(form.getByText('보유머니보다 많은 금액은 콤프로 바꿀 수 없습니다.')).toBeVisible();
    expect(await figures(page, member.userId)).toMatchObject({ balance: 100_000, rolling: 0 });

    await amount.fill('30000');
    await change.dblclick();
    await expect(form.getByText('₩30,000을 콤프로 바꿨습니다.')).toBeVisible();
    await expect(comp).toHaveText('30,000콤프');
    await expect(balance).toHaveText('₩70,000');
    await expect(header(page).getByTestId('comp')).toHaveText('30,000');

    // The backend applies the next one, but its answer is lost on the way: the retry carries the same request id.
    await page.route('**/api/routes/change-to-point', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await amount.fill('20000');
    await change.click();
    await expect(form.getByText(/전환되었을 수도 있습니다/)).toBeVisible();
    await page.unroute('**/api/routes/change-to-point');
    await change.click();
    await expect(form.getByText('₩20,000을 콤프로 바꿨습니다.')).toBeVisible();
    await expect(comp).toHaveText('50,000콤프');
    await expect(balance).toHaveText('₩50,000');

    const wallet = await figures(page, member.userId);
    expect(wallet).toMatchObject({ balance: 50_000, rolling: 50_000 });
    expect(wallet.ledger.filter((entry) => entry.reason === 'change_to_point')).toHaveLength(2);
    await expectAxeClean(page, 'the comp page with change to comp');
  });
});

test.describe('the lock, the history and change to comp on a phone and a desktop', () => {
  test('no sideways scroll; screenshots saved', async ({ page, request }) => {
    const member = await newMember(page, request, 'looks');
    await fund(page, 250_000);
    await requestDeposit(page, 50_000);
    await admin(request, 'lock-wallet', {
      kind: 'deposit',
      userId: member.userId,
      reason: '은행 정기 점검으로 입금을 잠시 멈춥니다. 점검이 끝나면 바로 다시 열립니다.',
      until: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    for (const width of [360, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/deposit', '/vn/deposit', '/comp', '/vn/comp']) {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        await noSidewaysScroll(page);
        await keepShot(page, `${width}${path.replace(/\//g, '-')}.png`, { fullPage: true });
      }
    }

    // The delete-all question on a phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/deposit');
    await history(page).getByRole('button', { name: '처리된 내역 모두 삭제' }).click();
    await expect(history(page).getByRole('group')).toBeVisible();
    await noSidewaysScroll(page);
    await keepShot(history(page), '360-deposit-delete-all.png');
  });
});
