import { expect, test, type Page } from './support/test';
import { admin, createMember, newMember } from './support/backend';

const header = (page: Page) => page.getByRole('banner', { includeHidden: true });

test.describe('a logged-in member', () => {
  test('logging in shows progress; the header greets by nickname and the hero does not ask to log in', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'greet');
    await page.goto('/game');
    // The progress dialog hides the rest of the page from the accessibility tree while it runs.
    const form = header(page).getByRole('form', { name: '빠른 로그인', includeHidden: true });
    await form.getByLabel('아이디').fill(member.userId);
    await form.getByLabel('비밀번호').fill(member.password);
    const loaded = page.waitForEvent('load');
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByRole('button', { name: '로그인 중…', includeHidden: true })).toBeDisabled();
    await loaded;

    await expect(header(page).getByText(`${member.nick}님 환영합니다`)).toBeVisible();
    await expect(header(page).getByText(`${member.userId}님 환영합니다`, { exact: true })).toHaveCount(0);
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    await expect(page.getByRole('main').getByText(/log in/i)).toHaveCount(0);
  });

  test('holdings are the balance plus the money held in an open game, in the header, the phone header and my page', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'hold');
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user$/);
    const money = page.getByRole('group', { name: '보유 현황' });
    await expect(money.getByRole('definition')).toHaveText(['₩0', '₩0', '₩0']);
    await expect(header(page).getByTestId('holdings')).toHaveText('₩0');

    const applied = await page.request.post('/api/routes/apply-user-deposit', {
      data: { params: { amount: 50_000, requestId: `hold${Date.now()}` } },
    });
    await admin(request, 'approve-deposit', { id: (await applied.json()).request.id });
    // Launching moves 30,000 of the balance into the game: holdings stay 50,000, split between the two.
    const opened = await page.request.post('/api/routes/open-game', {
      data: { params: { company: 'lucky-star', code: 'golden-fortune', amount: 30_000 } },
    });
    expect((await opened.json()).status).toBe('success');
    await page.reload();
    await expect(money.getByRole('definition')).toHaveText(['₩50,000', '₩20,000', '₩30,000']);
    await expect(header(page).getByTestId('holdings')).toHaveText('₩50,000');
    const DEMO_GAME_MONEY = '₩50,000';

    await page.setViewportSize({ width: 390, height: 844 });
    const phoneHoldings = header(page).getByTestId('phone-holdings');
    await expect(phoneHoldings).toBeVisible();
    await expect(phoneHoldings).toHaveText(`총 보유머니${DEMO_GAME_MONEY}`);
    await expect(header(page).getByTestId('holdings')).toBeHidden();

    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(phoneHoldings).toBeHidden();
    // My page uses the desktop width: the password form stands beside the account, not under it.
    const table = await page.getByRole('table', { name: '회원 정보' }).boundingBox();
    const form = await page.getByRole('form', { name: '비밀번호 변경' }).boundingBox();
    expect(form!.x).toBeGreaterThan(table!.x + table!.width);
  });
});

test.describe('the game wallet and operator locks on the withdraw page', () => {
  test('game money comes back to the balance before a withdrawal, and a withdrawal the operator closed says why', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'back');
    await page.goto('/withdraw');
    const applied = await page.request.post('/api/routes/apply-user-deposit', {
      data: { params: { amount: 50_000, requestId: `back${Date.now()}` } },
    });
    await admin(request, 'approve-deposit', { id: (await applied.json()).request.id });
    const opened = await page.request.post('/api/routes/open-game', {
      data: { params: { company: 'lucky-star', code: 'golden-fortune' } },
    });
    expect((await opened.json()).status).toBe('success');

    await page.goto('/withdraw');
    const main = page.getByRole('main');
    await expect(main.getByTestId('wallet-balance')).toHaveText('₩0');
    await expect(main.getByText('게임에 있는 게임머니: ₩50,000. 출금하려면 먼저 보유머니로 가져오세요.')).toBeVisible();
    await main.getByRole('button', { name: '게임머니 가져오기' }).click();
    await expect(main.getByRole('status').filter({ hasText: '보유머니로 가져왔습니다: ₩50,000' })).toBeVisible();
    await expect(main.getByTestId('wallet-balance')).toHaveText('₩50,000');
    await expect(main.getByRole('button', { name: '게임머니 가져오기' })).toHaveCount(0);

    await admin(request, 'lock-wallet', { kind: 'withdraw', userId: member.userId, reason: '은행 점검 중' });
    await main.getByLabel('출금 금액').fill('30000');
    await main.getByRole('button', { name: '출금 신청' }).click();
    await expect(main.getByText('지금은 출금이 닫혀 있습니다: 은행 점검 중')).toBeVisible();
    await expect(main.getByTestId('wallet-balance')).toHaveText('₩50,000');
  });
});
