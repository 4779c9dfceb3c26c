import { request as httpRequest } from 'node:http';
import { expect, test } from './support/test';
import { admin, backendURL, createMember, loginFromHeader, portalEnv } from './support/backend';
import { watchViolations } from './support/violations';
import { loginThroughPortal, startPortal, type Server } from '../support/servers';

// A portal of its own with the page cache on for a minute (the shared e2e portal runs without it, so that operator
// changes show at once), and backend answers not cached, so that what the page cache keeps is all there is.
let portal: Server;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startPortal({ backendUrl: backendURL, env: { ...portalEnv(), PAGE_CACHE_SECONDS: '60', SHARED_CACHE_SECONDS: '0' } });
});
test.afterAll(async () => {
  await portal?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain GET as any HTTP client sends it, Host header included (fetch would not let a test choose it). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${portal.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
const scriptNonces = (html: string) => new Set([...html.matchAll(/<script[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]));
const fromCache = (answer: Answer) => answer.headers['x-page-cache'] === 'hit';

test.describe('the logged-out lobby from the page cache', () => {
  test('a second visitor gets the same lobby from the cache, with a nonce of its own in the policy and every script', async () => {
    const first = await get('/?cache=nonce');
    const second = await get('/?cache=nonce');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(fromCache(first)).toBe(false);
    expect(fromCache(second)).toBe(true);
    expect(second.body.includes('오로라 라이브'), 'the copy is the lobby').toBe(true);

    const [one, two] = [nonceOf(first), nonceOf(second)];
    expect(one).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(two).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(two).not.toBe(one);
    expect(scriptNonces(first.body)).toEqual(new Set([one]));
    expect(scriptNonces(second.body)).toEqual(new Set([two]));
    expect(second.body.includes(one), 'the first nonce is gone from the copy').toBe(false);
    expect(second.body.split(two).join('N')).toBe(first.body.split(one).join('N'));
    // The page's own headers come with the copy, not only the nonce.
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['x-frame-options']).toBe('DENY');
  });

  test('the cached lobby runs under its policy in a browser, and a visitor who logs in from it gets a page of their own', async ({ page, request }) => {
    const member = await createMember(request, 'pcache');
    await page.goto(`${portal.url}/`);
    const check = await watchViolations(page);
    const cached = await page.goto(`${portal.url}/`);
    expect(await cached?.headerValue('x-page-cache')).toBe('hit');
    await check('the lobby served from the cache');
    // Hydrated and interactive: the pop-ups arrive and close, the slot tab opens its companies.
    const popups = page.getByRole('region', { name: '공지 팝업' });
    await expect(popups).toBeVisible();
    while ((await popups.count()) > 0) await popups.getByRole('button', { name: '닫기' }).first().click();
    await page.getByRole('tab', { name: '슬롯' }).click();
    await expect(page.getByRole('tabpanel', { name: '슬롯' }).getByRole('link', { name: '옥룡 게이밍' })).toBeVisible();

    await loginFromHeader(page, member);
    await expect(page.getByRole('banner')).toContainText(member.userId);
    const own = await page.request.get(`${portal.url}/`);
    expect(own.headers()['x-page-cache']).toBeUndefined();
    expect((await own.text()).includes(member.userId), 'the member’s own lobby').toBe(true);
    await check('the member’s lobby');
  });

  test('a member’s request never gets the cached page, and the client router’s data request gets its JSON', async ({ request }) => {
    const member = await createMember(request, 'pcdata');
    await get('/');
    const visitor = await get('/');
    expect(fromCache(visitor)).toBe(true);
    const cookie = await loginThroughPortal(portal.url, member);
    const own = await get('/', { cookie });
    expect(fromCache(own)).toBe(false);
    expect(own.body.includes(member.userId), 'the member’s own lobby').toBe(true);

    const buildId = /"buildId":"([^"]+)"/.exec(visitor.body)![1];
    for (const [page, path] of [['/', `/_next/data/${buildId}/ko.json`], ['/en', `/_next/data/${buildId}/en.json`]]) {
      await get(page);
      expect(fromCache(await get(page)), `${page} is in the cache`).toBe(true);
      const data = await get(path, { 'x-nextjs-data': '1' });
      expect(data.headers['content-type'], path).toMatch(/^application\/json/);
      expect(fromCache(data), path).toBe(false);
      expect(JSON.parse(data.body).pageProps.initialState, path).toBeDefined();
    }
  });

  test('each host keeps its own copy: a notice for one domain never reaches another domain’s visitors', async ({ request }) => {
    const title = `Only on cache-a ${Date.now()}`;
    await admin(request, 'create-notice', { title, contents: '<p>a</p>', domain: 'cache-a.example' });
    const a1 = await get('/', { host: 'cache-a.example' });
    const a2 = await get('/', { host: 'cache-a.example' });
    const shows = (answer: Answer) => answer.body.includes(title);
    expect(shows(a1), 'cache-a.example shows its notice').toBe(true);
    expect(fromCache(a2)).toBe(true);
    expect(shows(a2), 'and so does its cached copy').toBe(true);
    const b = await get('/', { host: 'cache-b.example' });
    expect(fromCache(b)).toBe(false);
    expect(shows(b), 'cache-b.example does not show cache-a.example’s notice').toBe(false);
    // Languages are kept apart too.
    const en = await get('/en', { host: 'cache-a.example' });
    expect(fromCache(en)).toBe(false);
    expect(en.body.includes('lang="en-US"'), 'the English lobby').toBe(true);
  });
});
