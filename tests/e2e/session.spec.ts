import { expect, test, type Page } from '@playwright/test';
import { decode, encode } from 'next-auth/jwt';
import { admin, createMember, DEMO, loginFromHeader, setFault } from './support/backend';

const secret = process.env.E2E_NEXTAUTH_SECRET ?? '';
const SESSION_COOKIE = 'next-auth.session-token';

const dialog = (page: Page) => page.getByRole('dialog');
const header = (page: Page) => page.getByRole('banner');

test.afterEach(async ({ request }) => setFault(request, 'pass'));

test.describe('signing in', () => {
  test('from the header form: welcome, holdings, the id kept under "name", no token in the page', async ({ page, request }) => {
    const member = await createMember(request, 'hdr');
    await page.goto('/');
    await loginFromHeader(page, member);

    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
    await expect(header(page).getByTestId('holdings')).toHaveText('0원');
    expect(await page.evaluate(() => localStorage.getItem('name'))).toBe(member.userId);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  });

  test('from the /login page, coming back to the member page that sent the player there', async ({ page, request }) => {
    const member = await createMember(request, 'pg');
    await page.goto('/en/user');
    await expect(page).toHaveURL(/\/en\/login\?callbackUrl=%2Fen%2Fuser$/);

    const form = page.getByRole('main').getByRole('form', { name: 'Log in' });
    await form.getByLabel('ID').fill(member.userId);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/en\/user$/);
    await expect(page.getByRole('row', { name: /User ID/ })).toContainText(member.userId);
    await expect(page.getByRole('row', { name: /Account holder/ })).toContainText('테스트');
  });

  test('a wrong password is refused with msg2030 and no session', async ({ page, context }) => {
    await page.goto('/');
    await header(page).getByLabel('아이디').fill(DEMO.userId);
    await header(page).getByLabel('비밀번호').fill('wrong-password');
    await header(page).getByRole('button', { name: '로그인' }).click();

    await expect(dialog(page)).toContainText('아이디와 비밀번호를 확인해 주세요.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    await expect(header(page).getByLabel('비밀번호')).toHaveValue('');
  });

  test('empty fields warn with msg2030 and send nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) calls.push(request.url());
    });
    await page.goto('/');
    await header(page).getByLabel('아이디').fill('demo');
    await header(page).getByRole('button', { name: '로그인' }).click();
    await expect(dialog(page)).toContainText('아이디와 비밀번호를 확인해 주세요.');
    expect(calls).toEqual([]);
  });
});

test.describe('logging out', () => {
  test('asks first; No keeps the session, Yes ends it and stays on the page', async ({ page, request }) => {
    const member = await createMember(request, 'out');
    await page.goto('/');
    await loginFromHeader(page, member);
    await page.goto('/admin/error');

    await header(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(dialog(page)).toContainText('로그아웃 하시겠습니까?');
    await dialog(page).getByRole('button', { name: '아니오' }).click();
    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();

    await header(page).getByRole('button', { name: '로그아웃' }).click();
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(header(page).getByLabel('아이디')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/error$/);
    await expect(header(page).getByText('님 환영합니다')).toHaveCount(0);
  });
});

test.describe('the member guard', () => {
  test('a menu item while logged out shows msg2001 and stays', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '입금신청' }).click();
    await expect(dialog(page)).toContainText('로그인 후 이용하실 수 있습니다.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('typing a member URL while logged out redirects to /login, keeping the locale', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fuser$/);
    await page.goto('/jp/user');
    await expect(page).toHaveURL(/\/jp\/login\?callbackUrl=%2Fjp%2Fuser$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ログイン');
  });
});

test.describe('the 30-second health check', () => {
  test('a new note prompts msg2003, one dialog at a time; once it is read, a support reply prompts msg2004 and leads to /help', async ({ page, request }) => {
    const member = await createMember(request, 'hc');
    await page.goto('/');
    await loginFromHeader(page, member);
    await page.clock.install();
    await page.reload();
    await expect(header(page).getByTestId('note-count')).toHaveText('0');

    await admin(request, 'send-note', { userId: member.userId, title: '이벤트 안내', contents: '보너스가 지급되었습니다.' });
    const written = await page.request.post('/api/routes/user-write-help', { data: { params: { title: '입금 문의', contents: '확인 부탁드립니다.' } } });
    const { id } = await written.json();
    await admin(request, 'answer-help', { id, answer: '처리되었습니다.' });

    await page.clock.runFor(30_000);
    await expect(dialog(page)).toContainText('새 쪽지가 도착했습니다.');
    await expect(dialog(page)).toHaveCount(1);
    await expect(page.getByTestId('note-count')).toHaveText('1');
    await expect(page.getByTestId('help-count')).toHaveText('1');

    await page.clock.runFor(30_000);
    await expect(dialog(page)).toHaveCount(1);
    await expect(dialog(page)).toContainText('새 쪽지가 도착했습니다.');
    await dialog(page).getByRole('button', { name: '아니오' }).click();
    await expect(dialog(page)).toHaveCount(0);

    const { notes } = await (await page.request.post('/api/routes/get-user-note', { data: {} })).json();
    await page.request.post('/api/routes/read-note-message', { data: { params: { id: notes[0].id } } });
    await page.clock.runFor(30_000);
    await expect(dialog(page)).toContainText('고객센터 답변이 도착했습니다.');
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('a member blocked by the operator is logged out at the next check', async ({ page, request }) => {
    const member = await createMember(request, 'blk');
    await page.goto('/');
    await loginFromHeader(page, member);
    await page.clock.install();
    await page.reload();
    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();

    await admin(request, 'set-user-state', { userId: member.userId, state: 'blocked' });
    await page.clock.runFor(30_000);
    await expect(header(page).getByLabel('아이디')).toBeVisible();
    await expect(header(page).getByText('님 환영합니다')).toHaveCount(0);
  });

  test('the backend stopped mid-session: pages still answer, and the next check restores the member', async ({ page, request }) => {
    const member = await createMember(request, 'down');
    await page.goto('/');
    await loginFromHeader(page, member);
    await page.clock.install();

    await setFault(request, 'down');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(header(page).getByRole('status')).toContainText('일시적으로 정보를 불러올 수 없습니다');

    await setFault(request, 'pass');
    await page.clock.runFor(30_000);
    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
  });
});

test.describe('the session cookie', () => {
  test('older than 8 hours counts as logged out', async ({ page, context, request }) => {
    const member = await createMember(request, 'old');
    await page.goto('/');
    await loginFromHeader(page, member);
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    const token = await decode({ token: cookie.value, secret });
    const stale = await encode({ token: { ...token, loginAt: Date.now() - 28_800_000 - 1000 }, secret });
    await context.addCookies([{ ...cookie, value: stale }]);

    await page.goto('/');
    await expect(header(page).getByLabel('아이디')).toBeVisible();
    const proxied = await page.request.post('/api/routes/health-check', { data: {} });
    expect(proxied.status()).toBe(401);
  });

  test('the backend token appears in no page, no page data, no proxy answer and no storage', async ({ page, context, request }) => {
    const member = await createMember(request, 'tok');
    await page.goto('/');
    await loginFromHeader(page, member);
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const backendToken = String((await decode({ token: cookie.value, secret }))?.backendToken);
    expect(backendToken.length).toBeGreaterThan(20);

    const seen: string[] = [];
    for (const path of ['/', '/en', '/user', '/login', '/admin/error', '/jp/user']) {
      seen.push(await (await page.request.get(path)).text());
    }
    for (const op of ['health-check', 'get-in-game-balance', 'get-casino-setting', 'get-help-list', 'get-user-note']) {
      seen.push(await (await page.request.post(`/api/routes/${op}`, { data: {} })).text());
    }
    seen.push(await (await page.request.get('/api/auth/session')).text());
    seen.push(await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie + JSON.stringify(window.__NEXT_DATA__)));
    for (const text of seen) expect(text).not.toContain(backendToken);
  });
});
