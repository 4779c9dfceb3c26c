import { decode } from 'next-auth/jwt';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { admin, backendURL, createMember } from './support/backend';
import { axeBuilder } from './support/look';

const CHANGE_COOKIE = 'next-auth.password-change';
const SESSION_COOKIE = 'next-auth.session-token';
const PHONE = '010-5555-1234';
const NEUTRAL =
  '입력한 정보가 회원 정보와 일치하면 운영자가 등록된 휴대폰 번호로 연락해 임시 비밀번호를 알려 드립니다.';

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

interface ResetRow {
  userId: string;
  phoneMatches: boolean;
  doneDate: string | null;
}

async function openResets(request: APIRequestContext) {
  const { list } = await admin<{ list: ResetRow[] }>(request, 'get-password-resets', { open: true, page: 1, size: 50 });
  return list;
}

/** The backend's own answer to a login, without the portal. */
async function backendLogin(request: APIRequestContext, userId: string, password: string) {
  const response = await request.post(`${backendURL()}/public/user-do-login`, {
    data: { params: { userId, password } },
  });
  return ((await response.json()) as { status: string }).status;
}

/** What a screen-reader or keyboard user would trip over (as tests/e2e/a11y.spec.ts counts it). */
async function expectAccessible(page: Page) {
  const { violations } = await axeBuilder(page).analyze();
  expect(
    violations
      .filter((violation) => ['critical', 'serious', 'moderate'].includes(violation.impact ?? ''))
      .map((violation) => violation.id),
  ).toEqual([]);
}

async function askForReset(page: Page, userId: string, phone: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('비밀번호 찾기');
  await field(page, '아이디').fill(userId);
  await field(page, '휴대폰 번호').fill(phone);
  await main(page).getByRole('button', { name: '재설정 요청하기' }).click();
  await expect(main(page).getByRole('status')).toContainText(NEUTRAL);
}

async function loginOnPage(page: Page, userId: string, password: string) {
  const form = main(page).getByRole('form', { name: '로그인' });
  await form.getByLabel('아이디').fill(userId);
  await form.getByLabel('비밀번호').fill(password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
}

test.describe('password reset', () => {
  test('forgot password → operator reset → forced change before anything else → in with the new password', async ({
    page,
    request,
    context,
  }) => {
    const member = await createMember(request, 'pwr');

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await askForReset(page, member.userId, PHONE);

    const request_ = (await openResets(request)).find((row) => row.userId === member.userId);
    expect(request_).toMatchObject({ phoneMatches: true, doneDate: null });
    const { password: temporary } = await admin<{ password: string }>(request, 'reset-password', {
      userId: member.userId,
    });
    expect((await openResets(request)).some((row) => row.userId === member.userId)).toBe(false);

    // The member was going to the deposit page.
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdeposit$/);
    await loginOnPage(page, member.userId, temporary);
    await expect(page).toHaveURL(/\/change-password\?callbackUrl=%2Fdeposit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('새 비밀번호 설정');

    // No session: the change token sits in an httpOnly cookie that no script and no page can read.
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    const change = cookies.find((cookie) => cookie.name === CHANGE_COOKIE)!;
    expect(change.httpOnly).toBe(true);
    const { changeToken } = (await decode({ token: change.value, secret: process.env.E2E_NEXTAUTH_SECRET ?? '' })) as {
      changeToken: string;
    };
    expect(changeToken.length).toBeGreaterThan(10);
    expect(await page.evaluate(() => document.cookie)).not.toContain(CHANGE_COOKIE);
    expect(await page.content()).not.toContain(changeToken);

    // Nothing else opens first.
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdeposit$/);
    for (const op of ['health-check', 'get-in-game-balance', 'get-user-note']) {
      expect((await page.request.post(`/api/routes/${op}`, { data: {} })).status(), op).toBe(401);
    }

    await page.goto('/change-password?callbackUrl=%2Fdeposit');
    await field(page, '임시 비밀번호').fill(temporary);
    await field(page, '새 비밀번호').fill('fresh-pass-5678');
    await field(page, '새 비밀번호 확인').fill('fresh-pass-5678');
    await main(page).getByRole('button', { name: '새 비밀번호 저장' }).click();

    // Two password hashes on the backend (the change, then the login) and the welcome dialog before the page moves on.
    await expect(page).toHaveURL(/\/deposit$/, { timeout: 15_000 });
    // The operator's reset left the member a note, which the site offers to open.
    const note = page.getByRole('dialog', { name: /안내$/ });
    await expect(note).toContainText('새 쪽지가 도착했습니다');
    await note.getByRole('button', { name: '아니오' }).click();
    await expect(page.getByRole('banner').getByText(`${member.nick}님 환영합니다`)).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === CHANGE_COOKIE)).toBe(false);

    expect(await backendLogin(request, member.userId, member.password)).toBe('pass');
    expect(await backendLogin(request, member.userId, temporary)).toBe('pass');
    expect(await backendLogin(request, member.userId, 'fresh-pass-5678')).toBe('success');
  });

  test('an unknown id gets the same answer, and the operator sees no request', async ({ page, request }) => {
    const unknown = `nobody${Date.now().toString(36)}`.slice(0, 15);
    await page.goto('/login');
    await main(page).getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await main(page).getByRole('button', { name: '재설정 요청하기' }).click();
    await expect(field(page, '아이디')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, '아이디')).toBeFocused();
    await expectAccessible(page);
    await askForReset(page, unknown, PHONE);
    await expectAccessible(page);
    expect((await openResets(request)).some((row) => row.userId === unknown)).toBe(false);
    await main(page).getByRole('link', { name: '로그인으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a change that has run out says so and leads back to login', async ({ page, request, context }) => {
    const member = await createMember(request, 'pwx');
    const { password: temporary } = await admin<{ password: string }>(request, 'reset-password', {
      userId: member.userId,
    });
    await page.goto('/en/login');
    const form = main(page).getByRole('form', { name: 'Log in' });
    await form.getByLabel('ID').fill(member.userId);
    await form.getByLabel('Password').fill(temporary);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/change-password$/);
    await expectAccessible(page);

    await context.clearCookies({ name: CHANGE_COOKIE });
    await field(page, 'Temporary password').fill(temporary);
    await field(page, 'New password').fill('fresh-pass-5678');
    await field(page, 'Confirm new password').fill('fresh-pass-5678');
    await main(page).getByRole('button', { name: 'Save new password' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'The time to set a new password has run out. Please log in again with the temporary password.',
    );

    await page.reload();
    await expect(main(page).getByRole('alert')).toHaveText(
      'The time to set a new password has run out. Please log in again with the temporary password.',
    );
    await expectAccessible(page);
    await main(page).getByRole('link', { name: 'Go to log in' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    expect(await backendLogin(request, member.userId, 'fresh-pass-5678')).toBe('pass');
  });
});
