import { describe, expect, it } from 'vitest';
import { contract, extensionFeatures } from '@/lib/contract';
import { adminContract } from '@/lib/contract/admin';
import { DEFAULT_WALLET_RULES } from '@/lib/contract/market';
import { DEFAULT_BANKS } from '@/lib/contract/terms';
import { DEPOSIT_RULES, WITHDRAW_RULES } from '@/lib/wallet';
import { createApp } from './app';
import { loadConfig } from './config';
import { ADMIN_KEY, PORTAL_KEY, setupBackend } from './testing';

// Every extension, the opt-in ones too: each operation is served.
const backend = setupBackend({ SITE_FEATURES: extensionFeatures.join(',') });
const { post } = backend;

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('routing', () => {
  it('answers the health probe', async () => {
    expect(await json(await backend.app.request('/health'))).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('serves every contract and admin operation', async () => {
    for (const name of Object.keys(contract)) expect((await post(`/public/${name}`, {})).status, name).not.toBe(404);
    for (const name of Object.keys(adminContract)) {
      expect((await post(`/admin/${name}`, {}, { 'x-admin-key': ADMIN_KEY })).status, name).not.toBe(404);
    }
  });

  it('answers JSON errors for unknown operations, wrong methods and bad bodies', async () => {
    expect(await json(await post('/public/no-such-op', {}))).toEqual({
      status: 404,
      body: { status: 'error', code: 'not_found' },
    });
    const get = await backend.app.request('/public/get-jackpot');
    expect(get.headers.get('allow')).toBe('POST');
    expect(await json(get)).toEqual({ status: 405, body: { status: 'error', code: 'method_not_allowed' } });
    expect(await json(await post('/public/get-jackpot', '{"params":'))).toEqual({
      status: 400,
      body: { status: 'error', code: 'bad_request', field: 'body' },
    });
    expect((await json(await post('/public/get-jackpot', '[1]'))).status).toBe(400);
    expect(await json(await post('/public/get-jackpot', { params: {}, extra: 1 }))).toMatchObject({
      body: { field: 'extra' },
    });
    expect(await json(await post('/public/get-jackpot', '{"params":{"__proto__":{"x":1}}}'))).toMatchObject({
      status: 400,
    });
    const tooLarge = await post('/public/get-jackpot', { params: 'x'.repeat(1 << 20) });
    expect(tooLarge.headers.get('connection'), 'a body left unread ends the connection').toBe('close');
    expect(await json(tooLarge)).toEqual({ status: 413, body: { status: 'error', code: 'too_large' } });
  });

  it('refuses NUL characters in any string', async () => {
    expect(
      await json(await post('/public/user-do-login', { params: { userId: 'de\u0000mo', password: 'x' } })),
    ).toEqual({
      status: 400,
      body: { status: 'error', code: 'bad_request', field: 'userId' },
    });
    expect((await json(await post('/public/check-user-nick', '{"params":{"ni\\u0000ck":"x"}}'))).status).toBe(400);
  });

  it('checks the token before the parameters', async () => {
    expect(await json(await post('/public/apply-user-withdraw', { params: { amount: -1 } }))).toMatchObject({
      status: 401,
    });
  });
});

describe('JSON bodies only (a cross-site page can send anything else without a preflight)', () => {
  const raw = (path: string, headers: Record<string, string>, body: BodyInit) =>
    backend.app.request(path, {
      method: 'POST',
      headers: { 'x-portal-key': PORTAL_KEY, 'x-forwarded-for': '198.51.100.60', ...headers },
      body,
    });
  const asJson = JSON.stringify({ params: {} });
  const form = new FormData();
  form.set('params', '{}');
  const refused: [string, Record<string, string>, BodyInit][] = [
    ['text/plain', { 'content-type': 'text/plain' }, asJson],
    ['text/plain;charset=UTF-8 (a string body)', {}, asJson],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'params=%7B%7D'],
    ['multipart', {}, form],
    ['no content type', {}, new TextEncoder().encode(asJson)],
    ['text/plain; application/json', { 'content-type': 'text/plain; application/json' }, asJson],
    ['text/plain, application/json', { 'content-type': 'text/plain, application/json' }, asJson],
    ['application/jsonp', { 'content-type': 'application/jsonp' }, asJson],
    ['application/json-patch+json', { 'content-type': 'application/json-patch+json' }, asJson],
    ['application/x-json', { 'content-type': 'application/x-json' }, asJson],
    ['text/json', { 'content-type': 'text/json' }, asJson],
    ['application/json5', { 'content-type': 'application/json5' }, asJson],
  ];

  it.each(refused)('refuses %s with 415 on /public and /admin', async (_, headers, body) => {
    for (const [path, more] of [
      ['/public/get-jackpot', {}],
      ['/admin/get-wallet-audit', { 'x-admin-key': ADMIN_KEY }],
    ] as const) {
      expect(await json(await raw(path, { ...headers, ...more }, body)), path).toEqual({
        status: 415,
        body: { status: 'error', code: 'unsupported_media_type' },
      });
    }
  });

  it('takes application/json with parameters, in any case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      expect((await raw('/public/get-jackpot', { 'content-type': type }, asJson)).status, type).toBe(200);
    }
  });

  it('counts nothing for a refused body: eleven text/plain logins lock nobody out and spend no reset quota', async () => {
    const { userId } = await backend.member();
    const login = (type: string, password: string) =>
      raw('/public/user-do-login', { 'content-type': type }, JSON.stringify({ params: { userId, password } }));
    for (let i = 0; i < 11; i++) expect((await login('text/plain', 'wrong-password')).status).toBe(415);
    expect(await (await login('application/json', 'secret-pass')).json()).toMatchObject({ status: 'success' });
    const reset = (type: string) =>
      raw(
        '/public/request-password-reset',
        { 'content-type': type },
        JSON.stringify({ params: { userId, phone: '010-0000-0000' } }),
      );
    for (let i = 0; i < 6; i++) expect((await reset('text/plain')).status).toBe(415);
    expect((await reset('application/json')).status).toBe(200);
  });

  it('answers a preflight without any CORS permission, so a browser never sends a cross-site JSON login', async () => {
    for (const path of ['/public/user-do-login', '/admin/get-wallet-audit']) {
      const preflight = await backend.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status, path).toBeGreaterThanOrEqual(400);
      expect(
        [...preflight.headers.keys()].filter((name) => name.startsWith('access-control-')),
        path,
      ).toEqual([]);
    }
  });
});

describe('admin guard', () => {
  const wallet = (headers: Record<string, string>) =>
    post('/admin/get-user-wallet', { params: { userId: 'demo' } }, headers);

  it('refuses a missing or wrong key', async () => {
    expect(await json(await wallet({}))).toEqual({ status: 403, body: { status: 'error', code: 'forbidden' } });
    expect((await wallet({ 'x-admin-key': 'wrong' })).status).toBe(403);
    expect((await wallet({ 'x-admin-key': `${ADMIN_KEY}x` })).status).toBe(403);
    expect((await wallet({ 'x-admin-key': ADMIN_KEY })).status).toBe(200);
  });

  it('refuses everything when no key is configured', async () => {
    const app = createApp({ db: backend.database.db, config: loadConfig({}), secret: 'y'.repeat(40) });
    for (const key of ['', 'undefined', ADMIN_KEY]) {
      const response = await app.request('/admin/get-wallet-audit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': key },
        body: '{}',
      });
      expect(response.status).toBe(403);
    }
  });

  it('blocks and unblocks a member, and refuses unknown ids', async () => {
    const { userId, token } = await backend.member();
    await backend.admin('set-user-state', { userId, state: 'blocked' });
    expect((await post('/public/health-check', {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    await backend.admin('set-user-state', { userId, state: 'active' });
    expect((await post('/public/health-check', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    const unknown = await post(
      '/admin/set-user-state',
      { params: { userId: 'nobody', state: 'blocked' } },
      { 'x-admin-key': ADMIN_KEY },
    );
    expect(await json(unknown)).toEqual({
      status: 400,
      body: { status: 'error', code: 'bad_request', field: 'userId' },
    });
    const game = await post(
      '/admin/set-game-used',
      { params: { company: 'lucky-star', code: 'nope', used: 'n' } },
      { 'x-admin-key': ADMIN_KEY },
    );
    expect((await json(game)).body).toMatchObject({ field: 'code' });
  });
});

describe('who the visitor is', () => {
  // Ten failed logins lock an address; every guess here names another (unknown) id, so no id lock gets in the way.
  const appWith = (env: Record<string, string> = {}) =>
    createApp({
      db: backend.database.db,
      config: loadConfig({ PORTAL_KEY, LOGIN_MAX_FAILURES_PER_IP: '10', ...env }),
      secret: 'y'.repeat(40),
    });
  /** A request straight to the backend over a connection from `socket`, with exactly the headers given. */
  const send = (
    app: ReturnType<typeof appWith>,
    socket: string,
    op: string,
    params: object,
    headers: Record<string, string> = {},
  ) =>
    app.request(
      `/public/${op}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ params }) },
      { incoming: { socket: { remoteAddress: socket } } },
    );
  const login = async (
    app: ReturnType<typeof appWith>,
    socket: string,
    userId: string,
    password: string,
    headers: Record<string, string>,
  ) =>
    ((await (await send(app, socket, 'user-do-login', { userId, password }, headers)).json()) as { status: string })
      .status;
  // Sent at once, so which guess is refused is up to the database; that exactly one is, is not.
  const expectLockedAtTheEleventh = (statuses: string[]) =>
    expect([...statuses].sort()).toEqual([...Array(10).fill('pass'), 'time']);
  const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
  const guesses = (
    app: ReturnType<typeof appWith>,
    socket: string,
    label: string,
    headers: (i: number) => Record<string, string>,
  ) =>
    Promise.all(
      Array.from({ length: 11 }, (_, i) => i).map((i) =>
        login(app, socket, `${label}${i}`, 'wrong-password', headers(i)),
      ),
    );

  it('believes no X-Forwarded-For without the portal key: 11 wrong logins, each from a forged address, lock the connection', async () => {
    const app = appWith();
    expectLockedAtTheEleventh(await guesses(app, '::ffff:198.51.100.20', 'forgeda', forged));
    expect(await login(app, '198.51.100.20', 'demo', 'demo1234', forged(99))).toBe('time');
    expect(await login(app, '198.51.100.21', 'demo', 'demo1234', {})).toBe('success');
  });

  it('treats a wrong portal key as none', async () => {
    const app = appWith();
    expectLockedAtTheEleventh(
      await guesses(app, '198.51.100.22', 'forgedb', (i) => ({ ...forged(i), 'x-portal-key': `${PORTAL_KEY}x` })),
    );
    expect(await login(app, '198.51.100.22', 'demo', 'demo1234', { ...forged(98), 'x-portal-key': 'wrong' })).toBe(
      'time',
    );
  });

  it('with the portal key, counts each attempt against the address the portal forwarded', async () => {
    const app = appWith();
    const statuses = await guesses(app, '198.51.100.23', 'portal', (i) => ({
      'x-forwarded-for': `192.0.2.${i + 1}`,
      'x-portal-key': PORTAL_KEY,
    }));
    expect(statuses).toEqual(Array(11).fill('pass'));
    expect(
      await login(app, '198.51.100.23', 'demo', 'demo1234', {
        'x-forwarded-for': '192.0.2.50',
        'x-portal-key': PORTAL_KEY,
      }),
    ).toBe('success');
  });

  it('believes nothing forwarded when no portal key is configured', async () => {
    const app = appWith({ PORTAL_KEY: '' });
    expectLockedAtTheEleventh(
      await guesses(app, '198.51.100.24', 'nokey', (i) => ({ ...forged(i), 'x-portal-key': PORTAL_KEY })),
    );
  });

  it('takes the visitor host from X-Forwarded-Host only with the portal key, else from Host', async () => {
    const app = appWith();
    const domainOf = async (headers: Record<string, string>) =>
      (await (
        await send(
          app,
          '198.51.100.25',
          'get-reg-domain',
          {},
          { host: 'backend.internal:4000', 'x-forwarded-host': '127.0.0.1:3000', ...headers },
        )
      ).json()) as object;
    expect(await domainOf({})).toEqual({ status: 'cant_find_code' });
    expect(await domainOf({ 'x-portal-key': PORTAL_KEY })).toMatchObject({ status: 'success', code: 'LOOPBACK' });
  });
});

describe('configuration', () => {
  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ BACKEND_PORT: 'eighty' })).toThrow(/BACKEND_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BACKEND_TOKEN_SECRET: 'short' })).toThrow(/BACKEND_TOKEN_SECRET/);
    expect(() => loadConfig({ PORTAL_KEY: 'short' })).toThrow(/PORTAL_KEY/);
    expect(() => loadConfig({ PORTAL_KEY: 'sixteen or more but spaced' })).toThrow(/PORTAL_KEY/);
    expect(loadConfig({ PORTAL_KEY: '' }).portalKey).toBeUndefined();
  });

  it('limits registration checks to 30 a minute, attempts to 10 and password-reset requests to 5 an hour per IP unless told otherwise', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      checks: { max: 30, windowMs: 60_000 },
      register: { max: 10, windowMs: 3_600_000 },
      passwordReset: { max: 5, windowMs: 3_600_000 },
      passkeyLogin: { max: 30, windowMs: 60_000 },
    });
    const custom = loadConfig({ RATE_LIMIT_CHECKS_PER_MINUTE: '5', RATE_LIMIT_REGISTER_PER_HOUR: '2' }).rateLimits;
    expect([custom.checks.max, custom.register.max]).toEqual([5, 2]);
    expect(() => loadConfig({ RATE_LIMIT_CHECKS_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_CHECKS_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_REGISTER_PER_HOUR: 'lots' })).toThrow(/RATE_LIMIT_REGISTER_PER_HOUR/);
  });

  it("takes the portal's deposit and withdraw rules, won and Seoul unless told otherwise", () => {
    expect(loadConfig({}).market).toEqual({
      currency: 'KRW',
      timeZone: 'Asia/Seoul',
      wallet: DEFAULT_WALLET_RULES,
      phoneRegion: 'KR',
      banks: [...DEFAULT_BANKS],
    });
    expect(loadConfig({}).market.wallet).toMatchObject({
      depositMin: DEPOSIT_RULES.min,
      depositStep: DEPOSIT_RULES.step,
      withdrawMin: WITHDRAW_RULES.min,
      withdrawStep: WITHDRAW_RULES.step,
    });
    const custom = loadConfig({
      DEPOSIT_MIN: '5000',
      DEPOSIT_STEP: '1000',
      WITHDRAW_MIN: '50000',
      WITHDRAW_STEP: '5000',
      ROLL_TO_BALANCE_MIN: '2000',
      SITE_CURRENCY: 'vnd',
      SITE_TIME_ZONE: 'Asia/Ho_Chi_Minh',
      SITE_PHONE_REGION: 'VN',
      SITE_BANKS: 'Vietcombank,BIDV',
    });
    expect(custom.market).toEqual({
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: {
        depositMin: 5_000,
        depositStep: 1_000,
        withdrawMin: 50_000,
        withdrawStep: 5_000,
        rollMin: 2_000,
        quickAmounts: DEFAULT_WALLET_RULES.quickAmounts,
      },
      phoneRegion: 'VN',
      banks: ['Vietcombank', 'BIDV'],
    });
    // Today's quick amounts that no longer fit are left out; with none left, the least amount both forms take.
    expect(loadConfig({ DEPOSIT_MIN: '100000', DEPOSIT_STEP: '50000' }).market.wallet.quickAmounts).toEqual([
      100_000, 500_000, 1_000_000, 5_000_000,
    ]);
    expect(
      loadConfig({ DEPOSIT_MIN: '70000', DEPOSIT_STEP: '70000', WITHDRAW_STEP: '30000' }).market.wallet.quickAmounts,
    ).toEqual([210_000]);
    expect(() => loadConfig({ DEPOSIT_STEP: '0' })).toThrow(/DEPOSIT_STEP/);
    expect(() => loadConfig({ WITHDRAW_MIN: '30000.5' })).toThrow(/WITHDRAW_MIN/);
    expect(() => loadConfig({ DEPOSIT_MIN: '15000' })).toThrow('DEPOSIT_STEP: does not divide DEPOSIT_MIN');
    expect(() => loadConfig({ WITHDRAW_STEP: '7000' })).toThrow('WITHDRAW_STEP: does not divide WITHDRAW_MIN');
    expect(() => loadConfig({ SITE_CURRENCY: 'WON' })).toThrow(/SITE_CURRENCY/);
    expect(() => loadConfig({ SITE_TIME_ZONE: '+09:00' })).toThrow(/SITE_TIME_ZONE/);
  });

  it('seeds a 2,000-game catalogue unless SEED_CATALOGUE says otherwise', () => {
    expect(loadConfig({}).seedCatalogue).toBe(2_000);
    expect(loadConfig({ SEED_CATALOGUE: '20000' }).seedCatalogue).toBe(20_000);
    expect(loadConfig({ SEED_CATALOGUE: '0' }).seedCatalogue).toBe(0);
    for (const bad of ['-1', 'many', '2.5', '50001'])
      expect(() => loadConfig({ SEED_CATALOGUE: bad })).toThrow(/SEED_CATALOGUE/);
  });

  it('offers every extension but the opt-in change-to-point unless SITE_FEATURES lists some, or none', () => {
    expect(loadConfig({}).siteFeatures).toEqual([
      'game-search',
      'favorite-games',
      'recent-games',
      'player-protection',
      'password-reset',
      'game-wallet',
      'bet-history',
      'wallet-locks',
      'history-delete',
      'banners',
      'public-help',
      'two-factor',
      'passkeys',
      'sessions',
      'member-info',
    ]);
    expect(loadConfig({ SITE_FEATURES: 'change-to-point' }).siteFeatures).toEqual(['change-to-point']);
    expect(loadConfig({ SITE_FEATURES: ' recent-games, game-search ,recent-games' }).siteFeatures).toEqual([
      'recent-games',
      'game-search',
    ]);
    expect(loadConfig({ SITE_FEATURES: '' }).siteFeatures).toEqual([]);
    expect(loadConfig({ SITE_FEATURES: 'none' }).siteFeatures).toEqual([]);
    expect(() => loadConfig({ SITE_FEATURES: 'game-search,jackpots' })).toThrow(/SITE_FEATURES/);
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ BACKEND_PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ BACKEND_PUBLIC_URL: 'https://api.example.com/' }).publicUrl).toBe('https://api.example.com');
  });
});
