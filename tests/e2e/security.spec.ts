import { expect, test, type APIResponse, type Page } from './support/test';
import { backendURL, createMember, DEMO, loginFromHeader, portalEnv } from './support/backend';
import { loginThroughPortal, proxyCall, startPortal } from '../support/servers';
import { watchViolations } from './support/violations';

const header = (page: Page) => page.getByRole('banner');

/** Pages a visitor can open, and the member pages (they redirect a visitor to /login). */
const PUBLIC_PAGES = [
  '/',
  '/en',
  '/jp',
  '/vn',
  '/cn',
  '/th',
  '/login',
  '/register',
  '/game',
  '/game?category=slot',
  '/?company=jade-dragon',
  '/admin/error',
];
const MEMBER_PAGES = [
  '/deposit',
  '/withdraw',
  '/comp',
  '/user',
  '/help',
  '/help?mode=form',
  '/note',
  '/notice',
  '/en/deposit',
];
const NOT_FOUND = '/vn/no-such-page';

/** Playwright's answers, or fetch's where Playwright would clean the URL (`//notice`). */
type Answer = APIResponse | Response;
const headersOf = (response: Answer) =>
  response instanceof Response ? Object.fromEntries(response.headers) : response.headers();

function directives(response: Answer) {
  const policy = headersOf(response)['content-security-policy'] ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

function expectHardened(response: Answer, what: string) {
  const headers = headersOf(response);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers['strict-transport-security'], `${what}: no HSTS over plain HTTP`).toBeUndefined();
  const csp = directives(response);
  expect(csp['frame-ancestors'], what).toBe("'none'");
  expect(csp['object-src'], what).toBe("'none'");
  expect(csp['base-uri'], what).toBe("'none'");
  expect(csp['form-action'], what).toBe("'self'");
  expect(csp['script-src'], what).toBe("'self'");
  return csp;
}

test.describe('response headers', () => {
  test('every page, redirect, API answer and static file carries nosniff, the referrer policy and the CSP', async ({
    request,
    baseURL,
  }) => {
    for (const path of [...PUBLIC_PAGES, NOT_FOUND]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(path === NOT_FOUND ? 404 : 200);
      expectHardened(response, path);
      const html = await response.text();
      // No inline script at all (the policy allows none); the page data is JSON, not script.
      expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g), path).toBeNull();
    }

    for (const path of MEMBER_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expectHardened(response, `${path} (redirect)`);
    }
    // Next.js answers these itself, before next.config's headers(): the portal's server must still harden them.
    for (const [path, location] of [
      ['/user/', '/user'],
      ['/en/notice/', '/en/notice'],
      ['//notice', '/notice'],
      ['/game//slot', '/game/slot'],
    ]) {
      const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')], path).toEqual([308, location]);
      expectHardened(response, `${path} (Next.js redirect)`);
    }
    const home = await (await request.get('/')).text();
    const script = /<script[^>]*\ssrc="(\/_next\/static\/[^"]+)"/.exec(home)![1];
    for (const [path, response] of [
      ['/api/health', await request.get('/api/health')],
      ['/api/auth/session', await request.get('/api/auth/session')],
      ['/api/auth/csrf', await request.get('/api/auth/csrf')],
      ['/api/routes/get-casino-setting', await request.post('/api/routes/get-casino-setting', { data: {} })],
      ['/api/routes/no-such-op', await request.post('/api/routes/no-such-op', { data: {} })],
      [script, await request.get(script)],
      ['/favicon.svg', await request.get('/favicon.svg')],
    ] as const) {
      expectHardened(response, path);
    }
  });

  test('a visitor’s own X-Forwarded-Proto: https brings neither HSTS nor upgraded requests (no TRUST_PROXY here)', async ({
    request,
  }) => {
    for (const path of ['/', '/en', '/api/health', '/favicon.svg']) {
      const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers()['strict-transport-security'], path).toBeUndefined();
      expect(directives(response), path).not.toHaveProperty('upgrade-insecure-requests');
    }
  });

  test('the CSP breaks no page: logged out, logged in, dialogs, pop-ups, the slot modal and client navigation', async ({
    page,
    request,
  }) => {
    // Every test fails on a CSP refusal in any page it opens (support/test.ts); this one goes through each kind of page
    // and also checks that the scripts ran under the policy.
    const check = await watchViolations(page);
    for (const path of ['/en', '/game?category=slot', '/register', '/admin/error', NOT_FOUND]) {
      await page.goto(path);
      await check(path);
    }
    // Runtime styles (sweetalert2 is loaded on demand and writes its own stylesheet) and a client-side navigation.
    await page.goto('/');
    await header(page).getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '입금신청' }).click();
    await expect(page.getByRole('dialog')).toContainText('로그인 후 이용하실 수 있습니다.');
    await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
    await check('the dialog');

    const member = await createMember(request, 'csp');
    await page.goto('/');
    await loginFromHeader(page, member);
    await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
    await page.goto('/notice');
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/notice\?id=\d+$/);
    await check('a client navigation');
    for (const path of ['/deposit', '/help?mode=form', '/en/note', '/?company=jade-dragon']) {
      await page.goto(path);
      await check(`${path} as a member`);
    }
  });
});

test.describe('a hostile visitor', () => {
  test('the proxy takes JSON only, and nothing a cross-site page can send', async ({ request }) => {
    const plain = await request.post('/api/routes/get-casino-setting', {
      headers: { 'content-type': 'text/plain' },
      data: '{}',
    });
    expect(plain.status()).toBe(415);
    const form = await request.post('/api/routes/get-casino-setting', { form: { params: '{}' } });
    expect(form.status()).toBe(415);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await request.post('/api/routes/get-casino-setting', { headers, data: {} });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ status: 'error', code: 'forbidden' });
    }
    expect(
      (
        await request.post('/api/routes/get-casino-setting', { headers: { 'sec-fetch-site': 'same-origin' }, data: {} })
      ).status(),
    ).toBe(200);
  });

  test('next-auth’s credentials callback answers 405 with Allow: POST to any other method, never a 500', async ({
    request,
  }) => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE']) {
      const response = await request.fetch('/api/auth/callback/credentials', { method, maxRedirects: 0 });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe('POST');
    }
    expect(await (await request.get('/api/auth/callback/credentials?userId=demo')).json()).toEqual({
      status: 'error',
      code: 'method_not_allowed',
    });
  });

  test('forged forwarding headers change neither the site the backend sees nor the session', async ({ request }) => {
    const forged = await request.get('/', {
      headers: {
        'x-forwarded-host': 'casino.example.com',
        'x-forwarded-for': '6.6.6.6',
        forwarded: 'host=casino.example.com',
      },
    });
    const html = await forged.text();
    expect(html).toContain('입금 계좌 변경 안내');
    expect(html).not.toContain('Gold Casino grand opening');

    const internal: Record<string, string>[] = [
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      { 'x-invoke-path': '/deposit', 'x-invoke-query': '{}' },
      { 'x-nextjs-data': '1', 'x-matched-path': '/deposit' },
    ];
    for (const headers of internal) {
      const member = await request.get('/deposit', { headers, maxRedirects: 0 });
      expect(member.status(), JSON.stringify(headers)).toBe(307);
      expect(member.headers().location).toContain('/login?callbackUrl=');
      expect((await request.post('/api/routes/health-check', { headers, data: {} })).status()).toBe(401);
    }
    // Next answers a middleware prefetch with an empty object: the page's data is not even loaded.
    const prefetch = await request.get('/deposit', { headers: { 'x-middleware-prefetch': '1' }, maxRedirects: 0 });
    expect(await prefetch.text()).toBe('{}');
  });

  test('malformed Authorization headers and cookies count as logged out, never a 500', async ({ request, baseURL }) => {
    const junk: Record<string, string>[] = [
      { authorization: 'Bearer %%' },
      { authorization: 'Bearer ' },
      { authorization: 'Basic Og==' },
      { authorization: `Bearer ${'A'.repeat(6000)}` },
      { cookie: 'next-auth.session-token=%%' },
      { cookie: 'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z' },
      { cookie: `next-auth.session-token=${'A'.repeat(3800)}` },
      { cookie: '__Secure-next-auth.session-token=abc; next-auth.session-token.0=abc' },
    ];
    for (const headers of junk) {
      const home = await request.get('/', { headers });
      expect(home.status(), JSON.stringify(headers).slice(0, 80)).toBe(200);
      expect(await home.text()).toContain('로그인');
      expect((await request.get('/user', { headers, maxRedirects: 0 })).status()).toBe(307);
      const proxied = await request.post('/api/routes/health-check', { headers, data: {} });
      expect(proxied.status()).toBe(401);
      expect(await proxied.json()).toEqual({ status: 'error', code: 'unauthenticated' });
    }

    // A member's own session is not disturbed by a junk Authorization header either.
    const cookie = await loginThroughPortal(baseURL!, await createMember(request, 'auth'));
    const answer = await request.post('/api/routes/health-check', {
      headers: { cookie, authorization: 'Bearer %%' },
      data: {},
    });
    expect(answer.status()).toBe(200);
  });

  test('page data requests (/_next/data), with or without a locale, are refused like the page', async ({
    request,
    baseURL,
  }) => {
    // The build's id, as every page names it in the address of its scripts.
    const home = await (await request.get('/')).text();
    const buildId = /<script[^>]+src="\/_next\/static\/([^/"]+)\/_buildManifest\.js"/.exec(home)![1];
    const data = (path: string, cookie?: string) =>
      request.get(`/_next/data/${buildId}/${path}.json`, {
        headers: { 'x-nextjs-data': '1', ...(cookie ? { cookie } : {}) },
        maxRedirects: 0,
      });

    // The not-found page as such a request for no page at all gets it (its language links name the address asked
    // for): nothing of a member page is added to it.
    const nowhere = await data('no-such-page');
    expect(nowhere.status()).toBe(404);
    const notFound = await nowhere.text();
    expect(notFound).toContain('페이지를 찾을 수 없습니다');
    for (const path of ['deposit', 'user', 'note', 'withdraw']) {
      const response = await data(path);
      expect(response.status(), `${path} without a locale`).toBe(404);
      expect(await response.text(), `${path} without a locale`).toBe(
        notFound.replaceAll('/no-such-page"', `/${path}"`),
      );
    }
    for (const path of ['ko/deposit', 'en/deposit', 'jp/withdraw', 'ko/user', 'vn/note']) {
      const response = await data(path);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      expect(body, `${path} sends the visitor to log in`).toMatch(/"\/(?:[a-z]{2}\/)?login\?callbackUrl=[^"]*"/);
      expect(body, `${path} carries no member data`).not.toMatch(/userId|balance|banknum/);
    }
    // What the refusal protects: the same request with a session carries the member's data.
    const member = await createMember(request, 'data');
    const cookie = await loginThroughPortal(baseURL!, member);
    expect(await (await data('ko/user', cookie)).text()).toContain(`"userId":"${member.userId}"`);
    expect(await (await data('user', cookie)).text()).not.toContain(member.userId);
  });

  test('a callback URL a Location header cannot carry is encoded or refused, never a 500', async ({
    request,
    baseURL,
  }) => {
    const cookie = await loginThroughPortal(baseURL!, await createMember(request, 'back'));
    const login = (callbackUrl: string) =>
      request.get(`/login?callbackUrl=${callbackUrl}`, { headers: { cookie }, maxRedirects: 0 });
    const encoded = await login('/%C4%80');
    expect(encoded.status()).toBe(307);
    expect(encoded.headers().location).toBe('/%C4%80');
    for (const value of ['/%00', '/%7F', '//evil.example']) {
      const refused = await login(value);
      expect(refused.status(), value).toBe(307);
      expect(refused.headers().location, value).toBe('/');
    }
  });
});

test.describe('a form sent before the page’s script runs', () => {
  test('the login form posts, so the password never reaches the URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    const form = page.getByRole('main').getByRole('form', { name: '로그인' });
    await form.getByLabel('아이디').fill('someone');
    await form.getByLabel('비밀번호').fill('not-in-the-url-1');
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.isNavigationRequest()),
      form.getByLabel('비밀번호').press('Enter'),
    ]);
    expect(request.method()).toBe('POST');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('not-in-the-url-1');
    expect(page.url()).not.toContain('password');
    await context.close();
  });

  test('so do the registration and password-reset forms', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, name] of [
      ['/register', '회원가입'],
      ['/forgot-password', '비밀번호 찾기'],
    ]) {
      await page.goto(path);
      const form = page.getByRole('form', { name });
      const [request] = await Promise.all([
        page.waitForRequest((sent) => sent.isNavigationRequest()),
        form.getByRole('button').last().click(),
      ]);
      expect(request.method(), path).toBe('POST');
      await page.waitForLoadState();
    }
    await context.close();
  });
});

test.describe('the session cookie', () => {
  test('behind HTTPS: __Secure- prefixed, Secure, HttpOnly, SameSite=Lax, and read back by the portal; framing as the operator allows', async () => {
    test.setTimeout(90_000);
    const portal = await startPortal({
      backendUrl: backendURL(),
      env: { ...portalEnv(), NEXTAUTH_URL: 'https://casino.example', FRAME_ANCESTORS: 'https://partner.example' },
    });
    try {
      const csrf = await fetch(`${portal.url}/api/auth/csrf`);
      expect(csrf.headers.getSetCookie().join('\n')).toMatch(
        /^__Host-next-auth\.csrf-token=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/m,
      );

      const cookie = await loginThroughPortal(portal.url, DEMO);
      expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
      const raw = await rawLogin(portal.url);
      expect(raw).toMatch(
        /^__Secure-next-auth\.session-token=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/m,
      );

      const answer = await proxyCall(portal.url, 'health-check', undefined, cookie);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'authenticated', user: { userId: DEMO.userId } });
      // The plain cookie name means nothing behind HTTPS.
      expect((await proxyCall(portal.url, 'health-check', undefined, cookie.replace('__Secure-', ''))).status).toBe(
        401,
      );

      const page = await fetch(`${portal.url}/`);
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://partner.example');
      expect(page.headers.get('x-frame-options')).toBeNull();
      expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=/);
      const api = await fetch(`${portal.url}/api/health`);
      expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await portal.stop();
    }
  });
});

/** The Set-Cookie lines of a real credentials login, as the browser receives them. */
async function rawLogin(portalUrl: string) {
  const csrf = await fetch(`${portalUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((line) => line.split(';')[0]);
  const response = await fetch(`${portalUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, userId: DEMO.userId, password: DEMO.password, json: 'true' }),
  });
  return response.headers.getSetCookie().join('\n');
}
