import { expect, test, type Page } from './support/test';
import { newMember } from './support/backend';
import { keepShot } from './support/look';

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('registration', () => {
  test('a visitor signs up with the domain code, sees field errors and the duplicate check, and lands logged in', async ({
    page,
  }) => {
    const userId = `reg${Date.now().toString(36)}`.slice(0, 16);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('회원가입');
    await expect(main(page)).not.toContainText('127.0.0.1');
    await expect(field(page, '가입 코드 (선택)')).toHaveValue('LOOPBACK');

    await field(page, '아이디').fill('demo');
    await field(page, '아이디').blur();
    await expect(main(page).getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
    await expect(field(page, '아이디')).toHaveAttribute('aria-invalid', 'true');

    await field(page, '아이디').fill(userId);
    await field(page, '아이디').blur();
    await expect(main(page).getByText('사용 가능한 아이디입니다.')).toBeVisible();

    await field(page, '비밀번호').fill('short');
    await expect(main(page).getByText('비밀번호는 8~64자로 입력해 주세요.')).toBeVisible();
    await keepShot(page, 'register-errors-desktop.png', { fullPage: true });

    await field(page, '닉네임').fill(`닉${userId.slice(-6)}`);
    await field(page, '비밀번호').fill('secret-1234');
    await field(page, '비밀번호 확인').fill('secret-1234');
    await field(page, '휴대폰 번호').fill('010-2345-6789');
    await field(page, '은행').selectOption('카카오뱅크');
    await field(page, '계좌번호').fill('3333012345678');
    await field(page, '예금주').fill('김회원');
    await main(page).getByRole('button', { name: '비밀번호 표시' }).click();
    await expect(field(page, '비밀번호')).toHaveAttribute('type', 'text');
    await main(page).getByRole('button', { name: '가입하기' }).click();
    await expect(main(page).getByText('가입하려면 만 19세 이상임을 확인하고 이용약관에 동의해 주세요.')).toBeVisible();
    await main(page).getByRole('checkbox', { name: '만 19세 이상이며 이용약관에 동의합니다.' }).check();
    await main(page).getByRole('button', { name: '가입하기' }).click();

    await expect(page.getByRole('dialog')).toContainText('회원가입이 완료되었습니다. 환영합니다!');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByText(`닉${userId.slice(-6)}님 환영합니다`)).toBeVisible();

    await page.goto('/user');
    await expect(page.getByRole('row', { name: /아이디/ })).toContainText(userId);
    await expect(page.getByRole('row', { name: /회원 은행/ })).toContainText('카카오뱅크');
    await expect(page.getByRole('row', { name: /휴대폰/ })).toContainText('010-****-6789');
  });

  test('the page arrives with the domain’s signup code: nothing is fetched again on load', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/routes/')) fetched.push(request.url());
    });
    expect(await (await page.request.get('/register')).text()).toContain('LOOPBACK');
    await page.goto('/register', { waitUntil: 'networkidle' });
    await expect(field(page, '가입 코드 (선택)')).toHaveValue('LOOPBACK');
    expect(fetched).toEqual([]);
  });

  test('submitting an empty form shows every error next to its field and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/routes/user-register')) sent.push(request.url());
    });
    await page.goto('/register');
    await main(page).getByRole('button', { name: '가입하기' }).click();
    await expect(main(page).getByText('아이디를 입력해 주세요.')).toBeVisible();
    await expect(main(page).getByText('은행을 선택해 주세요.')).toBeVisible();
    await expect(field(page, '아이디')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('an unknown signup code is refused at the code field', async ({ page }) => {
    const userId = `rc${Date.now().toString(36)}`.slice(0, 16);
    await page.goto('/en/register');
    await field(page, 'Registration code (optional)').fill('NOSUCHCODE');
    await field(page, 'User ID').fill(userId);
    await field(page, 'Nickname').fill(`n${userId}`.slice(0, 16));
    await field(page, 'Password').fill('secret-1234');
    await field(page, 'Confirm password').fill('secret-1234');
    await field(page, 'Mobile number').fill('01098765432');
    await field(page, 'Bank').selectOption({ label: 'Toss Bank' });
    await field(page, 'Account number').fill('100012345678');
    await field(page, 'Account holder').fill('Kim');
    await main(page).getByRole('checkbox', { name: 'I am 19 or older and agree to the terms of use.' }).check();
    await main(page).getByRole('button', { name: 'Register' }).click();
    await expect(main(page).getByText('This registration code is not known.')).toBeVisible();
    await expect(field(page, 'Registration code (optional)')).toBeFocused();
  });

  test('a logged-in member is sent home', async ({ page, request }) => {
    await newMember(page, request, 'regin');
    await page.goto('/game');
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/en/register');
    await expect(page).toHaveURL(/\/en$/);
  });

  for (const [name, viewport] of Object.entries({
    phone: { width: 390, height: 844 },
    desktop: { width: 1400, height: 900 },
  })) {
    test(`the form at ${name} size has no horizontal scroll`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/register', '/th/register']) {
        await page.goto(path);
        await main(page).getByRole('button').last().click();
        await noSideScroll(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepShot(page, `register-${name}${path.startsWith('/th') ? '-th' : ''}.png`, { fullPage: true });
      }
    });
  }
});
