import {
  dialog,
  expect,
  lazyPartsLoaded,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './support/test';
import { decode, encode } from 'next-auth/jwt';
import {
  admin,
  answeredQuestion,
  backendURL,
  createMember,
  DEMO,
  fromVisitor,
  loginByRequest,
  loginFromHeader,
  newMember,
  setFault,
} from './support/backend';

const secret = process.env.E2E_NEXTAUTH_SECRET ?? '';
const SESSION_COOKIE = 'next-auth.session-token';

const HOUR = 3_600_000;

/** The member's backend token still works on the backend itself (not through the portal). */
async function backendAccepts(request: APIRequestContext, backendToken: string) {
  const response = await request.post(`${backendURL()}/public/health-check`, {
    headers: { authorization: `Bearer ${backendToken}` },
    data: {},
  });
  return response.status() === 200;
}

/** The session cookie's claims, and a way to put back a copy with some of them changed. */
async function sessionOf(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
  const claims = (await decode({ token: cookie.value, secret }))!;
  return {
    cookie,
    claims,
    rewrite: async (changes: Record<string, unknown>) =>
      context.addCookies([{ ...cookie, value: await encode({ token: { ...claims, ...changes }, secret }) }]),
  };
}

const setVisibility = (page: Page, state: 'visible' | 'hidden') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
const header = (page: Page) => page.getByRole('banner');

test.afterEach(async ({ request }) => setFault(request, 'pass'));

test.describe('signing in', () => {
  test('from the header form: welcome, holdings, the id kept under "name", no token in the page', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'hdr');
    await page.goto('/');
    await loginFromHeader(page, member);

    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
    await expect(header(page).getByTestId('holdings')).toHaveText('₩0');
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
    await form.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/en\/user$/);
    await expect(page.getByRole('row', { name: /User ID/ })).toContainText(member.userId);
    await expect(page.getByRole('row', { name: /Account holder/ })).toContainText('테스트');
  });

  test('a callback URL that would leave the site lands on the lobby instead, at login and after it', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.route(/^https?:\/\/evil\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>phished</h1>' }),
    );
    const member = await createMember(request, 'cb');
    await page.goto('/en/login?callbackUrl=%2F..%2F%2Fevil.test%2Fphish');
    const form = page.getByRole('main').getByRole('form', { name: 'Log in' });
    await form.getByLabel('ID').fill(member.userId);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/en`);
    await expect(header(page).getByText(member.userId, { exact: true })).toBeVisible();

    // A member already in is sent on by the server: the same rule there, for /login and /change-password.
    for (const path of [
      '/login?callbackUrl=%2F.%2F%2Fevil.test%2F',
      '/change-password?callbackUrl=%2F%5C%2Fevil.test',
      '/login?callbackUrl=%2F%252F%2Fevil.test',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${baseURL}/`);
    }
  });

  test('a wrong password is refused with msg2030 and no session', async ({ page, context }) => {
    await page.goto('/');
    await header(page).getByLabel('아이디').fill(DEMO.userId);
    await header(page).getByLabel('비밀번호').fill('wrong-password');
    await header(page).getByRole('button', { name: '로그인', exact: true }).click();

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
    await header(page).getByRole('button', { name: '로그인', exact: true }).click();
    await expect(dialog(page)).toContainText('아이디와 비밀번호를 확인해 주세요.');
    expect(calls).toEqual([]);
  });
});

test.describe('a locked account', () => {
  test("a rival's wrong passwords do not lock the member out; guesses from the member's own connection do, for a stated time", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'lock');
    const guess = async (from: string, i: number) => {
      const response = await request.post(`${backendURL()}/public/user-do-login`, {
        headers: fromVisitor(from),
        data: { params: { userId: member.userId, password: `wrong-${i}-password` } },
      });
      return (await response.json()).status;
    };
    const rival = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 10; i++) expect(await guess(rival, i)).toBe('pass');
    expect(await guess(rival, 10)).toBe('time');

    await loginByRequest(page, member);
    await page.goto('/game');
    expect((await page.request.post('/api/routes/health-check', { data: {} })).status()).toBe(200);
    await page.context().clearCookies();

    // The portal passes the browser's address on: ten guesses from it lock the id there.
    const own = await createMember(request, 'lockown');
    for (let i = 0; i < 10; i++) {
      const response = await request.post(`${backendURL()}/public/user-do-login`, {
        headers: fromVisitor('127.0.0.1'),
        data: { params: { userId: own.userId, password: `wrong-${i}-password` } },
      });
      expect((await response.json()).status).toBe('pass');
    }
    await page.goto('/en');
    await header(page).getByLabel('ID').fill(own.userId);
    await header(page).getByLabel('Password').fill(own.password);
    await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog(page)).toContainText(
      'Too many failed logins from this connection: the account is locked here for now. Please try again in 15 min.',
    );
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.goto('/');
    await expect(header(page).getByLabel('아이디')).toBeVisible();
  });
});

test.describe('logging out', () => {
  test('asks first; No keeps the session, Yes ends it and stays on the page', async ({ page, request }) => {
    const member = await newMember(page, request, 'out');
    await page.goto('/');
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

  test('ends the session on the backend too: a copied cookie and the token stop working', async ({
    page,
    context,
    browser,
    request,
  }) => {
    await newMember(page, request, 'copy');
    await page.goto('/');
    const { cookie, claims } = await sessionOf(context);
    expect(await backendAccepts(request, String(claims.backendToken))).toBe(true);

    await header(page).getByRole('button', { name: '로그아웃' }).click();
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(header(page).getByLabel('아이디')).toBeVisible();

    const thief = await browser.newContext();
    await thief.addCookies([cookie]);
    const stolen = await thief.newPage();
    const nextAuth = await stolen.request.get('/api/auth/session');
    expect(await nextAuth.json(), "next-auth's own endpoint knows the session ended").toEqual({});
    expect(nextAuth.headers()['set-cookie'] ?? '', 'and clears the cookie').toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    await thief.addCookies([cookie]);
    await stolen.goto('/user');
    await expect(stolen).toHaveURL(/\/login\?callbackUrl=%2Fuser&reason=revoked$/);
    await expect(stolen.getByRole('main').getByRole('status')).toContainText('사이트에서 로그인이 종료되었습니다.');
    expect((await stolen.request.post('/api/routes/health-check', { data: {} })).status()).toBe(401);
    expect(await backendAccepts(request, String(claims.backendToken))).toBe(false);
    await thief.close();
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
  test('a new note and a support reply together prompt one dialog naming both, one at a time, that leads where the member picks', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'hc');
    await page.clock.install();
    await page.goto('/');
    await expect(header(page).getByTestId('note-count')).toHaveText('0');
    await lazyPartsLoaded(page);

    await admin(request, 'send-note', {
      userId: member.userId,
      title: '이벤트 안내',
      contents: '보너스가 지급되었습니다.',
    });
    await answeredQuestion(page, request, { title: '입금 문의', contents: '확인 부탁드립니다.' }, '처리되었습니다.');

    // Both new at once: one dialog names both.
    await page.clock.runFor(30_000);
    await expect(dialog(page)).toContainText('새 쪽지와 고객센터 답변이 도착했습니다. 어느 쪽을 확인하시겠습니까?');
    await expect(dialog(page)).toHaveCount(1);
    await expect(page.getByTestId('note-count')).toHaveText('1');
    await expect(page.getByTestId('help-count')).toHaveText('1');

    await page.clock.runFor(30_000);
    await expect(dialog(page)).toHaveCount(1);
    await dialog(page).getByRole('button', { name: '고객센터' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('a member blocked by the operator is logged out at the next check', async ({ page, request }) => {
    const member = await newMember(page, request, 'blk');
    await page.clock.install();
    await page.goto('/');
    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
    await lazyPartsLoaded(page);

    await admin(request, 'set-user-state', { userId: member.userId, state: 'blocked' });
    await page.clock.runFor(30_000);
    await expect(header(page).getByLabel('아이디')).toBeVisible();
    await expect(header(page).getByText('님 환영합니다')).toHaveCount(0);
  });

  test('pauses while the tab is hidden and runs at once when it is shown again', async ({ page, request }) => {
    const member = await newMember(page, request, 'hide');
    await page.clock.install();
    await page.goto('/');
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/routes/health-check')) checks.push(r.url());
    });
    await lazyPartsLoaded(page);

    await page.clock.runFor(30_000);
    await expect.poll(() => checks.length).toBe(1);
    await setVisibility(page, 'hidden');
    await page.clock.runFor(120_000);
    expect(checks).toHaveLength(1);

    await admin(request, 'send-note', { userId: member.userId, title: '돌아오셨군요', contents: '확인해 주세요.' });
    await setVisibility(page, 'visible');
    await expect.poll(() => checks.length).toBe(2);
    await expect(dialog(page)).toContainText('새 쪽지가 도착했습니다: “돌아오셨군요”.');
  });

  test('the backend stopped mid-session: pages still answer, and the next check restores the member', async ({
    page,
    request,
  }) => {
    const member = await newMember(page, request, 'down');
    await page.goto('/');
    await page.clock.install();

    await setFault(request, 'down');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(header(page).getByRole('status')).toContainText('일시적으로 정보를 불러올 수 없습니다');
    await lazyPartsLoaded(page);

    await setFault(request, 'pass');
    await page.clock.runFor(30_000);
    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
  });
});

test.describe('inactivity', () => {
  test('two idle hours end the session, the cookie and the backend token', async ({ page, context, request }) => {
    await newMember(page, request, 'idle');
    await page.goto('/');
    const session = await sessionOf(context);
    await session.rewrite({ activeAt: Date.now() - 2 * HOUR - 1000 });

    expect(
      await (await page.request.get('/api/auth/session')).json(),
      "next-auth's own endpoint honours the idle limit",
    ).toEqual({});
    await page.goto('/');
    await expect(header(page).getByLabel('아이디')).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    await expect.poll(() => backendAccepts(request, String(session.claims.backendToken))).toBe(false);
  });

  test('just under two idle hours the member is still in, and the visit counts as activity', async ({
    page,
    context,
    request,
  }) => {
    const member = await newMember(page, request, 'busy');
    await page.goto('/');
    const session = await sessionOf(context);
    await session.rewrite({ activeAt: Date.now() - 2 * HOUR + 60_000 });

    await page.goto('/');
    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
    const { claims } = await sessionOf(context);
    expect(Number(claims.activeAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(claims.loginAt).toBe(session.claims.loginAt);
  });

  test('the 30-second health check does not keep an idle session alive; a member action does', async ({
    page,
    context,
    request,
  }) => {
    await newMember(page, request, 'poll');
    await page.goto('/');
    // The lobby asks for a member's own rows and replies after the page, part of the visit: idle starts after them.
    await lazyPartsLoaded(page);
    const session = await sessionOf(context);
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await session.rewrite({ activeAt: tenMinutesAgo });

    const polled = await page.request.post('/api/routes/health-check', { data: {} });
    expect(polled.status()).toBe(200);
    expect((await sessionOf(context)).claims.activeAt).toBe(tenMinutesAgo);

    const acted = await page.request.post('/api/routes/get-user-note', { data: {} });
    expect(acted.status()).toBe(200);
    expect(Number((await sessionOf(context)).claims.activeAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

test.describe('the session cookie', () => {
  test('older than 8 hours counts as logged out', async ({ page, context, request }) => {
    await newMember(page, request, 'old');
    await page.goto('/');
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    const token = await decode({ token: cookie.value, secret });
    const stale = await encode({ token: { ...token, loginAt: Date.now() - 28_800_000 - 1000 }, secret });
    await context.addCookies([{ ...cookie, value: stale }]);

    await page.goto('/');
    await expect(header(page).getByLabel('아이디')).toBeVisible();
    const proxied = await page.request.post('/api/routes/health-check', { data: {} });
    expect(proxied.status()).toBe(401);
  });

  test('the backend token appears in no page, no page data, no proxy answer and no storage', async ({
    page,
    context,
    request,
  }) => {
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
    // The document as the browser holds it, page data included, and what scripts can read.
    seen.push(
      await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + document.cookie + document.documentElement.outerHTML,
      ),
    );
    for (const text of seen) expect(text).not.toContain(backendToken);
  });
});

test.describe('a session that ends mid-visit', () => {
  test('a deposit sent after the cookie has gone leads to the login page, which says why, and the amount comes back after it', async ({
    page,
    context,
    request,
  }) => {
    const member = await newMember(page, request, 'gone');
    await page.goto('/deposit');
    await page.getByLabel('입금 금액').fill('20000');
    await context.clearCookies({ name: SESSION_COOKIE });
    await page.getByRole('button', { name: '입금 신청' }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdeposit$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      '로그인이 종료되었습니다. 다시 로그인해 주세요. 입력하신 금액은 로그인 후 그대로 남아 있습니다.',
    );
    const form = page.getByRole('main').getByRole('form', { name: '로그인' });
    await form.getByLabel('아이디').fill(member.userId);
    await form.getByLabel('비밀번호').fill(member.password);
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/deposit$/, { timeout: 20_000 });
    await expect(page.getByLabel('입금 금액')).toHaveValue('20,000');
  });
});
