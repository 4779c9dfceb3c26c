import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The backend (and the relay in front of it) of the running test's project: the shared specs run on two stacks. */
export const backendURL = () => test.info().project.metadata.backendURL as string;
const faultURL = () => test.info().project.metadata.faultURL as string;

/** The running test's portal on another host name (one that the spec maps to 127.0.0.1). */
export function onHost(host: string, path = '/') {
  return `http://${host}:${new URL(test.info().project.use.baseURL ?? '').port}${path}`;
}

export const DEMO = { userId: 'demo', password: 'demo1234' };

/** Headers of a call straight to the backend that speaks for a visitor at `ip`, as the portal does (with its key). */
export const fromVisitor = (ip: string) => ({
  'x-portal-key': process.env.E2E_PORTAL_KEY ?? '',
  'x-forwarded-for': ip,
});

/** What a portal started by a spec needs to be believed by the e2e backend. */
export const portalEnv = () => ({ PORTAL_KEY: process.env.E2E_PORTAL_KEY ?? '' });

/** Operator actions through the reference backend's admin routes, as an operator's console would do them. */
export async function admin<T = Record<string, unknown>>(
  request: APIRequestContext,
  op: string,
  params: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`${backendURL()}/admin/${op}`, {
    headers: { 'x-admin-key': process.env.E2E_ADMIN_KEY ?? '' },
    data: { params },
  });
  expect(response.status(), `admin ${op}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** `legacy`: a backend of the legacy contract, which answers 404 to every extension (lib/contract/catalogue.ts). */
export type Fault = 'pass' | 'down' | 'slow' | 'html' | 'empty' | 'malformed' | 'legacy';

/** Makes the backend, as the portal sees it, fail in one way until set back to 'pass'. */
export async function setFault(request: APIRequestContext, mode: Fault, delayMs = 0) {
  const response = await request.post(`${faultURL()}/__fault`, { data: { mode, delayMs } });
  expect(response.ok()).toBe(true);
}

/**
 * A member of their own for a test, so tests do not share balances, notes or sessions; registered on the default site,
 * or on `host` (whose currency is then the member's, as when a player registers on that brand's portal).
 */
export async function createMember(request: APIRequestContext, prefix: string, { host }: { host?: string } = {}) {
  // One short of the limit: the nickname `n<id>` then fits whole, so a greeting by nickname still names the id.
  const userId = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toLowerCase().slice(0, 15);
  const nick = `n${userId}`;
  const password = 'test-pass-1234';
  const response = await request.post(`${backendURL()}/public/user-register`, {
    headers: host ? { 'x-portal-key': process.env.E2E_PORTAL_KEY ?? '', 'x-forwarded-host': host } : {},
    data: {
      params: {
        userId,
        password,
        nick,
        phone: '010-5555-1234',
        bankname: '국민은행',
        bankOwner: '테스트',
        banknum: '12345678901',
      },
    },
  });
  expect(await response.json()).toMatchObject({ status: 'success' });
  return { userId, password, nick };
}

/** Logs in through the header form, the way a player does, and waits for the reload. */
export async function loginFromHeader(page: Page, member: { userId: string; password: string }) {
  const header = page.getByRole('banner');
  await header.getByLabel('아이디').fill(member.userId);
  await header.getByLabel('비밀번호').fill(member.password);
  await Promise.all([page.waitForEvent('load'), header.getByRole('button', { name: '로그인', exact: true }).click()]);
}

/**
 * The proxy calls the browser makes, each with the page (path and query) that made it: a call that the page before
 * makes late (its pop-ups, say) while the next one loads is not the next page's.
 */
export function proxyCallsOf(page: Page) {
  const calls: { op: string; from: string }[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/api\/routes\/(.+)$/);
    if (!match) return;
    const from = new URL(request.frame().url());
    calls.push({ op: match[1], from: `${from.pathname}${from.search}` });
  });
  return { from: (path: string) => calls.filter((call) => call.from === path).map((call) => call.op) };
}

/** Moves the backend's clock forward (BACKEND_TEST_CLOCK); sessions older than 8 hours by that clock end, so log in again. */
export async function advanceClock(request: APIRequestContext, ms: number) {
  return admin<{ status: string; now: string }>(request, 'advance-clock', { ms });
}

/**
 * Logs in through next-auth's own HTTP flow, the requests the page's sign-in sends (its CSRF token, then the
 * credentials callback): the session cookie lands in the page's context, and no page is rendered for it.
 */
export async function loginByRequest(page: Page, member: { userId: string; password: string }) {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, userId: member.userId, password: member.password, json: 'true' },
    maxRedirects: 0,
  });
  const cookies = await page.context().cookies();
  expect(
    cookies.some((cookie) => cookie.name.endsWith('session-token')),
    `login of ${member.userId}: ${response.status()}`,
  ).toBe(true);
}

/** A member of their own for a test, logged in; the page is still blank (the header's form is for the journeys that test it). */
export async function newMember(page: Page, request: APIRequestContext, prefix: string) {
  const member = await createMember(request, prefix);
  await loginByRequest(page, member);
  return member;
}

/** A question the logged-in member writes through the portal, answered by the operator: a support reply waiting for them. */
export async function answeredQuestion(
  page: Page,
  request: APIRequestContext,
  question: { title: string; contents: string },
  answer: string,
) {
  const written = await page.request.post('/api/routes/user-write-help', { data: { params: question } });
  const { id } = (await written.json()) as { id: number };
  await admin(request, 'answer-help', { id, answer });
  return id;
}

/** Money for a fresh member the way the site brings it: a deposit request through the portal, approved by the operator. */
export async function fund(page: Page, amount: number) {
  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { params: { amount, requestId: `fund${Date.now()}` } },
  });
  expect(applied.status(), `apply-user-deposit: ${await applied.text()}`).toBe(200);
  const { request: deposit } = (await applied.json()) as { request: { id: number } };
  await admin(page.request, 'approve-deposit', { id: deposit.id });
}
