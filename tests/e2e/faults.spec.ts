import { expect, test, type APIRequestContext, type Page, type Request } from './support/test';
import { admin, type Fault, newMember, setFault } from './support/backend';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const UNAVAILABLE = '일시적으로 정보를 불러올 수 없습니다';

interface Wallet {
  balance: number;
  held: number;
  ledger: { reason: string; walletRequestId: number | null }[];
}
const walletOf = (request: APIRequestContext, userId: string) => admin<Wallet>(request, 'get-user-wallet', { userId });
const withdrawsIn = (wallet: Wallet) => wallet.ledger.filter((entry) => entry.reason === 'withdraw');

/** A member with 100,000 won, logged in on /withdraw. */
async function funded(page: Page, request: APIRequestContext, prefix: string) {
  const member = await newMember(page, request, prefix);
  await page.goto('/');
  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { params: { amount: 100_000, requestId: `fund${Date.now()}` } },
  });
  await admin(request, 'approve-deposit', { id: (await applied.json()).request.id });
  await page.goto('/withdraw');
  await expect(main(page).getByTestId('wallet-balance')).toHaveText('₩100,000');
  return member;
}

/**
 * The proxy calls the page is still waiting for. A test lets them all finish before it moves the clock: a jump of
 * 30 seconds would fire their 20-second timeouts (a call the backend answers within 3 seconds in real life), and the
 * health check polls only when no call of its own is open.
 */
function openCalls(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (request.url().includes('/api/routes/')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

function withdrawCalls(page: Page) {
  const calls: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/routes/apply-user-withdraw')) calls.push(request.postDataJSON());
  });
  return calls;
}

test.afterEach(async ({ request }) => setFault(request, 'pass'));

test.describe('the backend answers nonsense', () => {
  for (const fault of ['malformed', 'html', 'empty'] as const satisfies readonly Fault[]) {
    test(`${fault}: pages still render with a notice, a withdraw is refused with a translated message, nothing moves`, async ({
      page,
      request,
    }) => {
      const member = await funded(page, request, fault.slice(0, 4));
      await setFault(request, fault);

      for (const path of ['/', '/notice', '/withdraw']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('status').filter({ hasText: UNAVAILABLE }).first(), path).toBeVisible();
      }
      await main(page).getByLabel('출금 금액').fill('30000');
      await main(page).getByRole('button', { name: '출금 신청' }).click();
      await expect(main(page).getByText('서버가 올바르지 않은 응답을 보냈습니다.')).toBeVisible();

      await setFault(request, 'pass');
      expect(await walletOf(request, member.userId)).toMatchObject({ balance: 100_000, held: 0 });
    });
  }
});

test.describe('the backend is slow', () => {
  test('a withdraw past the timeout: a translated 504, sent once, applied once; the retry shows it once', async ({
    page,
    request,
  }) => {
    const member = await funded(page, request, 'late');
    const calls = withdrawCalls(page);

    // The relay forwards after 3.5 s: the portal (3 s timeout) answers 504 while the backend still applies it.
    await setFault(request, 'slow', 3_500);
    await main(page).getByLabel('출금 금액').fill('30000');
    await main(page).getByRole('button', { name: '출금 신청' }).click();
    await expect(main(page).getByText('서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible({
      timeout: 10_000,
    });
    await setFault(request, 'pass');

    // Nobody retried a money operation on the member's behalf: one call from the page, one hold on the backend.
    await expect.poll(async () => (await walletOf(request, member.userId)).held, { timeout: 10_000 }).toBe(30_000);
    expect(calls).toHaveLength(1);
    expect(withdrawsIn(await walletOf(request, member.userId))).toHaveLength(1);

    await main(page).getByRole('button', { name: '출금 신청' }).click();
    await expect(main(page).getByText('출금 신청이 접수되었습니다. 남은 보유머니는 ₩70,000입니다.')).toBeVisible();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    const wallet = await walletOf(request, member.userId);
    expect(wallet).toMatchObject({ balance: 70_000, held: 30_000 });
    expect(withdrawsIn(wallet)).toHaveLength(1);
    await page.reload();
    await expect(main(page).getByRole('region', { name: '출금 내역' }).getByRole('row')).toHaveCount(2);
  });
});

test.describe('submitted twice', () => {
  test('the same withdraw from two tabs is applied once and shown once', async ({ page, context, request }) => {
    const member = await funded(page, request, 'tabs');
    const second = await context.newPage();
    await second.goto('/withdraw');
    const calls = [...[page, second].map(withdrawCalls)];

    await setFault(request, 'slow', 1_500);
    for (const tab of [page, second]) await main(tab).getByLabel('출금 금액').fill('30000');
    await main(page).getByRole('button', { name: '출금 신청' }).click();
    await expect.poll(() => calls[0].length).toBe(1);
    await main(second).getByRole('button', { name: '출금 신청' }).click();
    for (const tab of [page, second]) {
      await expect(main(tab).getByText('출금 신청이 접수되었습니다. 남은 보유머니는 ₩70,000입니다.')).toBeVisible({
        timeout: 10_000,
      });
    }
    await setFault(request, 'pass');

    expect(calls[1][0]).toEqual(calls[0][0]);
    const wallet = await walletOf(request, member.userId);
    expect(wallet).toMatchObject({ balance: 70_000, held: 30_000 });
    expect(withdrawsIn(wallet)).toHaveLength(1);
    for (const tab of [page, second]) {
      await tab.reload();
      await expect(main(tab).getByRole('region', { name: '출금 내역' }).getByRole('row')).toHaveCount(2);
      await expect(header(tab).getByTestId('holdings')).toHaveText('₩70,000');
    }
  });
});

test.describe('the backend stops while members browse', () => {
  test('pages answer with a notice, actions say so, nothing is lost, and the next check brings the member back', async ({
    page,
    request,
  }) => {
    const member = await funded(page, request, 'stop');
    const open = openCalls(page);
    await page.clock.install();
    await setFault(request, 'down');

    for (const path of ['/', '/deposit', '/notice', '/help', '/en/withdraw']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
    await expect(header(page).getByRole('status')).toContainText('This information cannot be loaded right now.');
    await main(page).getByLabel('Withdrawal amount').fill('30000');
    await main(page).getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(main(page).getByText('The server cannot be reached. Please try again shortly.')).toBeVisible();
    // The failed withdraw refetches the member's figures; that answer (another failure) comes first.
    await expect.poll(() => open.size).toBe(0);

    await setFault(request, 'pass');
    await page.clock.runFor(30_000);
    await expect(header(page).getByTestId('holdings')).toHaveText('₩100,000');
    expect(await walletOf(request, member.userId)).toMatchObject({ balance: 100_000, held: 0 });
  });
});
