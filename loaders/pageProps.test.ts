// @vitest-environment node
import http, { IncomingMessage, ServerResponse, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import type { RootState } from '@/store';

/** The operator's backend as the portal sees it: get-site-config answers what the test says; the rest is "unknown". */
let siteAnswer: { status: number; body?: unknown } = { status: 404 };
let server: Server;
/** The operations the page asked the backend for, in order. */
let asked: string[] = [];
const user = {
  userId: 'member01',
  nick: '회원',
  phone: '010-0000-0000',
  rolling: 300,
  balance: 70_000,
  in_balance: 5_000,
  bankname: '은행',
  bankOwner: '회원',
  banknum: '123',
  level: 1,
  noteCount: 0,
  helpCount: 0,
};
/** The catalogue's pages: the first names the cursor `p2`, which names `p3`, the last. */
let searchAsked: (string | null)[] = [];
function searchAnswer({ cursor }: { cursor?: string }) {
  searchAsked.push(cursor ?? null);
  const nextCursor = { first: 'p2', p2: 'p3', p3: null }[cursor ?? 'first'] ?? null;
  return { status: 200, body: { status: 'success', games: [], nextCursor, total: 3, facets: {} } };
}
const healthCheck = { status: 200, body: { status: 'authenticated', user, noteCount: 0, helpCount: 0 } };

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    asked.push(req.url ?? '');
    const answer = req.url?.endsWith('/get-site-config')
      ? siteAnswer
      : req.url?.endsWith('/health-check')
        ? healthCheck
        : req.url?.endsWith('/search-games')
          ? searchAnswer((JSON.parse(body || '{}') as { params?: { cursor?: string } }).params ?? {})
          : { status: 404 };
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body ?? { status: 'error', code: 'unknown' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    BACKEND_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    BACKEND_TIMEOUT_MS: '2000',
    SHARED_CACHE_SECONDS: '0',
    NEXTAUTH_SECRET: 'page-props-test-secret-0123456789',
    SITE_NAME: '{"ko":"환경 카지노","en":"Env Casino"}',
    SITE_THEME: 'accent=#3ddc97,accentText=#05140d',
    SITE_LANGUAGES: 'ko,en',
    BACKEND_FEATURES: 'bet-history,banners',
  });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const { memberPageProps, prefetchPages, publicPageProps } = await import('./pageProps');
const { catalogueApi } = await import('@/store/catalogueApi');
const { forgetSharedAnswers } = await import('@/lib/backend');
const { selectGameMoney, selectHoldings } = await import('@/store/member');

beforeEach(() => {
  forgetSharedAnswers();
  asked = [];
  searchAsked = [];
});

function contextFor(host: string, locale: string, resolvedUrl = '/', cookie?: string, query = {}) {
  const req = new IncomingMessage(new Socket());
  req.headers = { host, ...(cookie ? { cookie } : {}) };
  const res = new ServerResponse(req);
  return { req, res, locale, resolvedUrl, query, params: {} } as unknown as GetServerSidePropsContext;
}

async function pageOf(host: string, locale = 'ko', resolvedUrl = '/') {
  const result = await publicPageProps(contextFor(host, locale, resolvedUrl));
  if (!('props' in result)) throw new Error(`no page: ${JSON.stringify(result)}`);
  return result.props.initialState.page as RootState['page'];
}

/** A live session cookie for the member. */
async function memberCookie() {
  const now = Date.now();
  const claims = { backendToken: 'backend-token', userId: user.userId, nick: user.nick, loginAt: now, activeAt: now };
  const session = await encode({ token: claims, secret: process.env.NEXTAUTH_SECRET ?? '', maxAge: 3_600 });
  return `next-auth.session-token=${session}`;
}

const brandA = {
  status: 'success',
  features: ['banners'],
  name: { ko: '브랜드 A', en: 'Brand A', jp: 'Brand A', vn: 'Brand A', cn: 'Brand A', th: 'แบรนด์ A' },
  theme: {
    background: '#0a1a12',
    surface: '#10281c',
    text: '#f1fff6',
    textMuted: '#a8d5bb',
    accent: '#5ee89a',
    accentText: '#04160c',
  },
  languages: ['en', 'th'],
  defaultLanguage: 'en',
};

describe('the site a page renders', () => {
  it('is the environment’s site, with the extensions of BACKEND_FEATURES, when the backend lacks get-site-config (404)', async () => {
    siteAnswer = { status: 404 };
    const page = await pageOf('legacy.test');
    expect(page.features).toEqual(['bet-history', 'banners']);
    expect(page.site).toMatchObject({
      names: { ko: '환경 카지노', en: 'Env Casino' },
      languages: ['ko', 'en'],
      theme: { accent: '#3ddc97' },
    });
    expect(page.themeCss).toContain('--c-accent:#3ddc97');
  });

  it('is the environment’s site when the backend fails, never a broken page', async () => {
    siteAnswer = { status: 500, body: { status: 'error' } };
    const page = await pageOf('down.test');
    expect(page.site?.names).toEqual({ ko: '환경 카지노', en: 'Env Casino' });
    expect(page.features).toEqual([]);
  });

  it('is the backend’s answer for the host, with its theme as CSS for the server HTML', async () => {
    siteAnswer = { status: 200, body: brandA };
    const page = await pageOf('brand-a.test', 'en');
    expect(page.features).toEqual(['banners']);
    expect(page.site).toMatchObject({
      names: brandA.name,
      languages: ['en', 'th'],
      defaultLanguage: 'en',
      theme: brandA.theme,
    });
    expect(page.themeCss).toMatch(/^html:root\{--c-background:#0a1a12;/);
  });

  it('sends a URL in a language the host does not serve to the same path in its default language (307)', async () => {
    siteAnswer = { status: 200, body: brandA };
    expect(await publicPageProps(contextFor('brand-a.test', 'jp', '/game?category=slot'))).toEqual({
      redirect: { destination: '/en/game?category=slot', permanent: false },
    });
    // Unprefixed URLs are Korean, which this host does not serve.
    expect(await publicPageProps(contextFor('brand-a.test', 'ko', '/'))).toEqual({
      redirect: { destination: '/en', permanent: false },
    });
    expect((await pageOf('brand-a.test', 'th', '/game')).site?.defaultLanguage).toBe('en');
  });

  it('asks for the page’s own data only once the site serves the language', async () => {
    siteAnswer = { status: 200, body: brandA };
    const loaded: string[] = [];
    const load = async () => void loaded.push('load');
    expect(await publicPageProps(contextFor('brand-a.test', 'jp', '/game'), { load })).toMatchObject({
      redirect: { destination: '/en/game' },
    });
    expect(loaded).toEqual([]);
    expect(await publicPageProps(contextFor('brand-a.test', 'en', '/game'), { load })).toHaveProperty('props');
    expect(loaded).toEqual(['load']);
  });
});

describe('a member’s page', () => {
  it('takes the game money from the health check, without asking get-in-game-balance as well', async () => {
    siteAnswer = { status: 404 };
    const result = await publicPageProps(contextFor('legacy.test', 'ko', '/', await memberCookie()));
    if (!('props' in result)) throw new Error(`no page: ${JSON.stringify(result)}`);
    const state = result.props.initialState as RootState;
    expect(selectGameMoney(state)).toBe(5_000);
    expect(selectHoldings(state)).toBe(75_000);
    expect(asked).toContain('/public/health-check');
    expect(asked).not.toContain('/public/get-in-game-balance');
  });
});

describe('the steps every page loader takes', () => {
  it('session: a member on a page for visitors goes home, or back to this site’s callbackUrl, without a backend call', async () => {
    siteAnswer = { status: 404 };
    const cookie = await memberCookie();
    const back = { callbackUrl: 'http://legacy.test/en/deposit' };
    expect(
      await publicPageProps(contextFor('legacy.test', 'en', '/login', cookie, back), { visitorsOnly: 'back' }),
    ).toEqual({ redirect: { destination: '/en/deposit', permanent: false } });
    const elsewhere = { callbackUrl: 'https://phishing.test/' };
    expect(
      await publicPageProps(contextFor('legacy.test', 'en', '/login', cookie, elsewhere), { visitorsOnly: 'back' }),
    ).toEqual({ redirect: { destination: '/en', permanent: false } });
    expect(
      await publicPageProps(contextFor('legacy.test', 'ko', '/register', cookie, back), { visitorsOnly: 'home' }),
    ).toEqual({ redirect: { destination: '/', permanent: false } });
    expect(asked).toEqual([]);
    expect(
      await publicPageProps(contextFor('legacy.test', 'ko', '/register'), { visitorsOnly: 'home' }),
    ).toHaveProperty('props');
  });

  it('site: a page whose extensions the backend does not offer is not found, for a visitor and a member alike', async () => {
    siteAnswer = { status: 404 };
    const visitor = contextFor('legacy.test', 'ko', '/forgot-password');
    expect(await publicPageProps(visitor, { requires: ['password-reset'] })).toEqual({ notFound: true });
    const member = contextFor('legacy.test', 'ko', '/bets', await memberCookie());
    expect(await memberPageProps(member, { requires: ['bet-history'] })).toHaveProperty('props');
    const security = contextFor('legacy.test', 'ko', '/security', await memberCookie());
    expect(await memberPageProps(security, { requires: ['two-factor', 'passkeys'] })).toEqual({ notFound: true });
  });

  it('data: an infinite query’s first pages, each by the cursor the page before names, in one cache entry', async () => {
    siteAnswer = { status: 404 };
    const arg = { kind: 'slot' as const, limit: 48 };
    const result = await publicPageProps(contextFor('legacy.test', 'ko', '/game'), {
      load: (page) => prefetchPages(page, catalogueApi.endpoints.searchPages, arg, 5),
    });
    if (!('props' in result)) throw new Error(`no page: ${JSON.stringify(result)}`);
    expect(searchAsked).toEqual([null, 'p2', 'p3']);
    const entry = catalogueApi.endpoints.searchPages.select(arg)(result.props.initialState as RootState);
    expect(entry.data?.pageParams).toEqual([null, 'p2', 'p3']);
    expect(entry.data?.pages.map((page) => page.nextCursor)).toEqual(['p2', 'p3', null]);
  });
});
