import { dialog, expect, test, type Page } from './support/test';
import { admin, DEMO, loginByRequest, newMember, proxyCallsOf, setFault } from './support/backend';
import { keepShot } from './support/look';

interface WalletItem {
  id: number;
  amount: number;
  status: string;
}

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const history = (page: Page, name: '입금 내역' | '출금 내역') => main(page).getByRole('region', { name });
const historyRows = (page: Page, name: '입금 내역' | '출금 내역') => history(page, name).getByRole('row');

/** The member's own history, read through the portal's proxy with the page's session (as the page itself does). */
async function listOf(page: Page, op: 'get-deposit-list' | 'get-withdraw-list') {
  const response = await page.request.post(`/api/routes/${op}`, { data: { params: { page: 1, size: 50 } } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { list: WalletItem[]; maxCount: number };
}

/** Funds a fresh member the way the site does: a deposit request, approved by the operator. */
async function fund(page: Page, amount: number) {
  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { params: { amount, requestId: `fund${Date.now()}` } },
  });
  const { request: deposit } = (await applied.json()) as { request: WalletItem };
  await admin(page.request, 'approve-deposit', { id: deposit.id });
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.afterEach(async ({ request }) => setFault(request, 'pass'));

test.describe('deposit', () => {
  test('request → operator approves → history shows completed and the header balance grows at the next health check', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'dep');
    await page.clock.install();
    const calls = proxyCallsOf(page);
    await page.goto('/deposit');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('입금신청');
    await page.waitForLoadState('networkidle');
    expect(calls.from('/deposit'), 'the server render already holds the history and the member').toEqual([]);
    expect(await (await page.request.get('/deposit')).text()).toContain('신청 내역이 없습니다.');
    await expect(header(page).getByTestId('holdings')).toHaveText('₩0');
    await expect(main(page).getByRole('region', { name: '등록 계좌' })).toContainText('국민은행');
    await expect(main(page).getByRole('region', { name: '등록 계좌' })).toContainText('12345678901');
    await expect(historyRows(page, '입금 내역').nth(1)).toHaveText('신청 내역이 없습니다.');

    await main(page).getByRole('button', { name: '입금계좌 문의' }).click();
    await expect(main(page).getByRole('region', { name: '입금하실 계좌' })).toBeVisible();

    await main(page).getByRole('button', { name: '₩50,000 더하기' }).click();
    await main(page).getByRole('button', { name: '₩10,000 더하기' }).click();
    await expect(main(page).getByLabel('입금 금액')).toHaveValue('60,000');
    await main(page).getByRole('button', { name: '입금 신청' }).click();
    await expect(
      main(page).getByText('입금 신청이 접수되었습니다. 입금이 확인되면 보유머니에 반영됩니다.'),
    ).toBeVisible();
    await expect(main(page).getByLabel('입금 금액')).toHaveValue('');
    await expect(historyRows(page, '입금 내역').nth(1)).toContainText('₩60,000');
    await expect(historyRows(page, '입금 내역').nth(1)).toContainText('대기');

    const { list } = await listOf(page, 'get-deposit-list');
    expect(list).toHaveLength(1);
    expect(await admin(request, 'approve-deposit', { id: list[0].id })).toMatchObject({
      status: 'success',
      balance: 60_000,
    });

    await expect(header(page).getByTestId('holdings')).toHaveText('₩0');
    await page.clock.runFor(30_000);
    await expect(header(page).getByTestId('holdings')).toHaveText('₩60,000');
    await expect(main(page).getByTestId('wallet-balance')).toHaveText('₩60,000');
    await expect(historyRows(page, '입금 내역').nth(1)).toContainText('완료');
    // Completed: it can no longer be cancelled, only deleted from the member's history (tests/e2e/wallet-locks.spec.ts).
    await expect(historyRows(page, '입금 내역').nth(1).getByRole('button')).toHaveText(['삭제']);
  });

  test('rules are checked before sending; a second deposit while one waits is "already waiting"; the waiting one can be cancelled', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'wait');
    await page.goto('/deposit');
    const amount = main(page).getByLabel('입금 금액');
    const submit = main(page).getByRole('button', { name: '입금 신청' });

    await amount.fill('15000');
    await submit.click();
    await expect(main(page).getByRole('alert')).toHaveText('₩10,000 단위로 신청해 주세요.');
    await amount.fill('10000');
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(main(page).getByText(/입금 신청이 접수되었습니다/)).toBeVisible();

    await amount.fill('20000');
    await submit.click();
    await expect(
      main(page).getByText('이미 처리 대기 중인 입금 신청이 있습니다. 처리된 후 다시 신청해 주세요.'),
    ).toBeVisible();
    await expect(amount).toHaveValue('20,000');
    expect((await listOf(page, 'get-deposit-list')).maxCount).toBe(1);

    const waiting = historyRows(page, '입금 내역').nth(1);
    await waiting.getByRole('button', { name: '신청 취소' }).click();
    await expect(dialog(page)).toContainText('입금 신청을 취소하시겠습니까?');
    await dialog(page).getByRole('button', { name: '아니오' }).click();
    await expect(waiting).toContainText('대기');

    await waiting.getByRole('button', { name: '신청 취소' }).click();
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(main(page).getByText('입금 신청이 취소되었습니다.')).toBeVisible();
    await expect(waiting).toContainText('취소');
    await expect(waiting.getByRole('button')).toHaveText(['삭제']);
    expect((await listOf(page, 'get-deposit-list')).list.map((item) => item.status)).toEqual(['cansel']);

    await submit.click();
    await expect(main(page).getByText(/입금 신청이 접수되었습니다/)).toBeVisible();
  });

  test('a proxy timeout is a translated message; the retry reuses the request id, so the request exists once', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'slow');
    await page.goto('/deposit');
    await main(page).getByLabel('입금 금액').fill('30000');

    // The relay forwards late: the portal gives up (504) while the backend still applies the request.
    await setFault(request, 'slow', 3_500);
    await main(page).getByRole('button', { name: '입금 신청' }).click();
    await expect(main(page).getByText('서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible({
      timeout: 10_000,
    });
    // It was applied: the member is told it may have been, and how a retry behaves.
    await expect(
      main(page).getByText(/신청이 처리되었을 수도 있습니다\. .*같은 금액으로 다시 신청해도 두 번 처리되지 않습니다\./),
    ).toBeVisible();
    await expect(main(page).getByLabel('입금 금액')).toHaveValue('30,000');

    await setFault(request, 'pass');
    await main(page).getByRole('button', { name: '입금 신청' }).click();
    await expect(main(page).getByText(/입금 신청이 접수되었습니다/)).toBeVisible();
    const { list } = await listOf(page, 'get-deposit-list');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount: 30_000, status: 'wait' });
  });

  test('the backend down: a translated message and nothing changes', async ({ page, request }) => {
    await newMember(page, request, 'down');
    await page.goto('/deposit');
    await main(page).getByLabel('입금 금액').fill('10000');
    await setFault(request, 'down');
    await main(page).getByRole('button', { name: '입금 신청' }).click();
    await expect(main(page).getByText('서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible();
    await setFault(request, 'pass');
    expect((await listOf(page, 'get-deposit-list')).maxCount).toBe(0);
  });
});

test.describe('withdraw', () => {
  test('over the balance is refused; a valid one is held at once and shown waiting; a double click submits once', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'wd');
    await fund(page, 100_000);
    await page.goto('/withdraw');
    await expect(header(page).getByTestId('holdings')).toHaveText('₩100,000');
    await expect(main(page).getByTestId('wallet-balance')).toHaveText('₩100,000');
    await expect(main(page).getByRole('button', { name: '입금계좌 문의' })).toHaveCount(0);
    const amount = main(page).getByLabel('출금 금액');
    const submit = main(page).getByRole('button', { name: '출금 신청' });

    await amount.fill('20000');
    await submit.click();
    await expect(main(page).getByRole('alert')).toHaveText('최소 ₩30,000부터 신청할 수 있습니다.');

    await amount.fill('200000');
    await submit.click();
    await expect(main(page).getByText('보유머니보다 많은 금액은 출금할 수 없습니다.')).toBeVisible();
    await expect(main(page).getByTestId('wallet-balance')).toHaveText('₩100,000');

    await amount.fill('30000');
    await setFault(request, 'slow', 800);
    await submit.dblclick();
    await expect(submit).toBeDisabled();
    await expect(main(page).getByText('출금 신청이 접수되었습니다. 남은 보유머니는 ₩70,000입니다.')).toBeVisible();
    await expect(main(page).getByTestId('wallet-balance')).toHaveText('₩70,000');
    await expect(header(page).getByTestId('holdings')).toHaveText('₩70,000');
    await setFault(request, 'pass');
    await expect(historyRows(page, '출금 내역').nth(1)).toContainText('₩30,000');
    await expect(historyRows(page, '출금 내역').nth(1)).toContainText('대기');
    await expect(history(page, '출금 내역').getByRole('button')).toHaveCount(0);

    const wallet = await admin<{ balance: number; held: number; ledger: { reason: string }[] }>(
      request,
      'get-user-wallet',
      { userId: member.userId },
    );
    expect(wallet).toMatchObject({ balance: 70_000, held: 30_000 });
    expect(wallet.ledger.filter((entry) => entry.reason === 'withdraw')).toHaveLength(1);
    expect((await listOf(page, 'get-withdraw-list')).maxCount).toBe(1);
  });
});

test.describe('comp', () => {
  test('a new member has no comp: the page says the minimum and offers no conversion', async ({ page, request }) => {
    await newMember(page, request, 'comp');
    await page.goto('/comp');
    await expect(main(page).getByTestId('wallet-comp')).toHaveText('0콤프');
    await expect(
      main(page)
        .getByText(/최소 전환 금액 10,000콤프보다 적어 아직 전환할 수 없습니다/)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: '전액 전환' })).toBeDisabled();
    await expect(main(page).getByRole('button', { name: '전환하기' })).toBeDisabled();
  });

  test('the demo member converts 10,000 comp; both figures and the header update without a reload', async ({
    page,
  }) => {
    // The demo member's unread notes and replies prompt at load and after each refresh: answer No whenever they show.
    await page.addLocatorHandler(
      dialog(page).filter({ hasText: /새 쪽지가 도착했습니다|고객센터 답변이 도착했습니다/ }),
      async (prompt) => {
        // One prompt for either (아니오), one naming both (나중에).
        await prompt.getByRole('button', { name: /^(아니오|나중에)$/ }).click();
      },
    );
    await loginByRequest(page, DEMO);
    await page.goto('/');
    await page.goto('/comp');
    // By test id, not through the main landmark: a prompt that opens meanwhile hides the landmark, and reading text
    // (unlike an action or an assertion) does not run the prompt's handler.
    const comp = page.getByTestId('wallet-comp');
    const balance = page.getByTestId('wallet-balance');
    await expect(comp).not.toHaveText('');
    const digits = async (text: Promise<string | null>) => Number((await text)?.replace(/\D/g, ''));
    const before = { comp: await digits(comp.textContent()), balance: await digits(balance.textContent()) };
    test.skip(before.comp < 10_000, 'the demo member has spent its comp in this database');

    await main(page).getByLabel('전환할 콤프').fill('10000');
    await main(page).getByRole('button', { name: '전환하기' }).click();
    await expect(dialog(page).filter({ hasText: '입력한 콤프를 보유머니로 전환하시겠습니까?' })).toBeVisible();
    await dialog(page)
      .filter({ hasText: '입력한 콤프를 보유머니로 전환하시겠습니까?' })
      .getByRole('button', { name: '예' })
      .click();
    await expect(main(page).getByText('10,000콤프를 보유머니로 전환했습니다.')).toBeVisible();

    const grouped = (n: number) => n.toLocaleString('en-US');
    await expect(comp).toHaveText(`${grouped(before.comp - 10_000)}콤프`);
    await expect(balance).toHaveText(`₩${grouped(before.balance + 10_000)}`);
    await expect(header(page).getByTestId('comp')).toHaveText(grouped(before.comp - 10_000));
  });
});

test.describe('the wallet pages on a phone and a desktop', () => {
  test('no horizontal scroll; screenshots saved', async ({ page, request }) => {
    await newMember(page, request, 'look');
    await fund(page, 1_250_000);
    await page.request.post('/api/routes/apply-user-deposit', {
      data: { params: { amount: 5_000_000, requestId: `look${Date.now()}` } },
    });
    await page.request.post('/api/routes/apply-user-withdraw', {
      data: { params: { amount: 1_000_000, requestId: `look-w${Date.now()}` } },
    });

    for (const [size, viewport] of Object.entries({
      phone: { width: 390, height: 844 },
      desktop: { width: 1400, height: 900 },
    })) {
      await page.setViewportSize(viewport);
      for (const path of ['/deposit', '/withdraw', '/comp', '/en/deposit', '/th/withdraw']) {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        await noSidewaysScroll(page);
        await keepShot(page, `${size}${path.replace(/\//g, '-')}.png`, { fullPage: true });
      }
    }

    // The messages a player sees on the phone: the operator's account, a rule next to the field, an answer under the form.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/deposit');
    await main(page).getByRole('button', { name: '입금계좌 문의' }).click();
    await expect(main(page).getByRole('region', { name: '입금하실 계좌' })).toBeVisible();
    await main(page).getByLabel('입금 금액').fill('5000');
    await main(page).getByRole('button', { name: '입금 신청' }).click();
    await expect(main(page).getByRole('alert')).toBeVisible();
    await noSidewaysScroll(page);
    await keepShot(page, 'phone-deposit-rule.png');
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepShot(page, 'phone-deposit-messages.png', { fullPage: true });
    await main(page).getByLabel('입금 금액').fill('10000');
    await main(page).getByRole('button', { name: '입금 신청' }).click();
    await expect(main(page).getByText(/이미 처리 대기 중인 입금 신청이 있습니다/)).toBeVisible();
    await keepShot(page, 'phone-deposit-wait.png');
  });

  test('logged out, a wallet page sends the visitor to log in', async ({ page }) => {
    for (const path of ['/deposit', '/withdraw', '/comp']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=%2F${path.slice(1)}$`));
    }
  });
});
