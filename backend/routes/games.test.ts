import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderArt } from '../art';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { PUBLIC_URL, setupBackend } from '../testing';

const backend = setupBackend();
const { call, admin, post, login } = backend;

const open = async (company: string, code: string, token: string) =>
  call('open-game', { company, code, timeStemp: Date.now() }, token);

describe('game lists', () => {
  it('lists casino vendors (legacy key casiono), slot companies and sport vendors with artwork URLs', async () => {
    const { casiono } = await call('get-casino-setting');
    expect(casiono.length).toBeGreaterThanOrEqual(8);
    expect(casiono.filter((v) => v.used === 'n')).toHaveLength(1);
    expect(casiono[0]).toEqual({
      code: 'aurora-live',
      gameCompany: 'aurora-live',
      nameKo: '오로라 라이브',
      nameEn: 'Aurora Live',
      used: 'y',
      imgUrl: `${PUBLIC_URL}/art/casino/aurora-live.webp`,
    });
    const { slot } = await call('get-slot-setting');
    expect(slot.length).toBeGreaterThanOrEqual(8);
    expect(slot[0]).not.toHaveProperty('gameCompany');
    const { sport } = await call('get-sport-setting');
    expect(sport.length).toBeGreaterThan(0);
  });

  it('lists the games of a slot company', async () => {
    const { games } = await call('get-slot-by-company', { company: 'lucky-star' });
    expect(games.length).toBeGreaterThanOrEqual(6);
    expect(games[0]).toMatchObject({
      gameCompany: 'lucky-star',
      imgUrl: expect.stringMatching(/^http:\/\/backend\.test\/art\/game\/lucky-star\..+\.webp$/),
    });
    for (const company of ['jade-dragon', 'pharaoh-gold', 'thunder-reels']) {
      const list = (await call('get-slot-by-company', { company })).games;
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.length).toBeLessThanOrEqual(12);
    }
  });

  it('answers 400 for an unknown or non-slot company', async () => {
    for (const company of ['no-such-company', 'aurora-live', "x' or 1=1 --"]) {
      const response = await post('/public/get-slot-by-company', { params: { company } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'company' });
    }
  });

  it('reports the jackpot figures', async () => {
    expect(await call('get-jackpot')).toEqual({
      status: 'success',
      mega: 2_845_120_000,
      major: 152_380_000,
      minor: 8_640_500,
    });
  });
});

describe('open-game', () => {
  it('returns a demo game URL with a launch ticket, never the member token', async () => {
    const token = await login();
    const result = await open('lucky-star', 'golden-fortune', token);
    if (result.status !== 'success') throw new Error(result.status);
    const url = new URL(result.gameUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/demo-game/golden-fortune`);
    expect(result.gameUrl).not.toContain(token);

    const page = await backend.app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    expect(html).toContain('<html lang="ko-KR">');
    expect(html).toContain('<h1>골든 포춘</h1>');
    expect(html).toMatch(/₩[\d,]+/);
    expect(html).toContain('<button type="submit">스핀</button>');
    expect(html).not.toMatch(/<script/i);
  });

  it("speaks the launching site's language and the member's currency: Vietnamese and dong on a VND host", async () => {
    const host = 'vnd.demo-game.test';
    await admin('set-site-config', {
      host,
      name: { en: 'Sao Vàng' },
      currency: 'VND',
      languages: ['vn', 'en'],
      defaultLanguage: 'vn',
    });
    const on = { 'x-forwarded-host': host };
    const { token } = await backend.member(200_000, on);
    const result = await call(
      'open-game',
      { company: 'lucky-star', code: 'golden-fortune', amount: 50_000 },
      token,
      on,
    );
    if (result.status !== 'success') throw new Error(result.status);
    const url = new URL(result.gameUrl);
    const html = await (await backend.app.request(`${url.pathname}${url.search}`)).text();
    expect(html).toContain('<html lang="vi-VN">');
    expect(html).toContain('<h1>Golden Fortune</h1>');
    expect(html).toContain('<button type="submit">Quay</button>');
    expect(html).toMatch(/<p>Tiền trong game<\/p><p class="balance">50\.000\s₫<\/p>/);
    expect(html).not.toMatch(/원|₩|스핀|골든/);

    // The spin's page keeps them: the ticket it carries names the language.
    const spun = await backend.app.request(url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      body: new URLSearchParams({
        ticket: url.searchParams.get('ticket')!,
        spin: 'vnd-spin-1',
        stake: '1000',
      }).toString(),
    });
    const after = await spun.text();
    expect(after).toContain('<legend>Mức cược</legend>');
    expect(after).toMatch(/\(Mức cược 1\.000\s₫\)/);
  });

  it('opens a game for an older client that sends no timeStemp', async () => {
    const token = await login();
    expect(await call('open-game', { company: 'lucky-star', code: 'golden-fortune' }, token)).toMatchObject({
      status: 'success',
    });
  });

  it('opens a casino lobby by its code and gameCompany', async () => {
    const token = await login();
    expect(await open('aurora-live', 'aurora-live', token)).toMatchObject({ status: 'success' });
  });

  it('answers time for a game or vendor under maintenance', async () => {
    const token = await login();
    expect(await open('lucky-star', 'wild-phoenix', token)).toEqual({ status: 'time' });
    expect(await open('neon-roulette', 'neon-roulette', token)).toEqual({ status: 'time' });
    const [game] = (await call('get-slot-by-company', { company: 'thunder-reels' })).games;
    expect(await open('thunder-reels', game.code, token)).toEqual({ status: 'time' });

    await admin('set-game-used', { company: 'lucky-star', code: 'wild-phoenix', used: 'y' });
    expect(await open('lucky-star', 'wild-phoenix', token)).toMatchObject({ status: 'success' });
    await admin('set-game-used', { company: 'dragon-pearl', used: 'n' });
    expect(await open('dragon-pearl', 'dragon-pearl', token)).toEqual({ status: 'time' });
    expect((await call('get-casino-setting')).casiono.find((v) => v.code === 'dragon-pearl')?.used).toBe('n');
  });

  it('answers 400 for an unknown game and 401 without a token', async () => {
    const token = await login();
    const unknown = await post(
      '/public/open-game',
      { params: { company: 'lucky-star', code: 'nope', timeStemp: 1 } },
      { authorization: `Bearer ${token}` },
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: 'code' });
    const anonymous = await post('/public/open-game', {
      params: { company: 'lucky-star', code: 'golden-fortune', timeStemp: 1 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('demo game page', () => {
  it('escapes names and refuses bad, expired or mismatched tickets', async () => {
    const { userId, token } = await backend.member(10_000);
    await backend.database.db.execute(
      `update users set nick = '<img src=x onerror=alert(1)>' where user_id = '${userId}'`,
    );
    const result = await open('lucky-star', 'golden-fortune', token);
    if (result.status !== 'success') throw new Error(result.status);
    const url = new URL(result.gameUrl);
    const html = await (await backend.app.request(`${url.pathname}${url.search}`)).text();
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).not.toContain('<img');

    expect((await backend.app.request(`/demo-game/other-game${url.search}`)).status).toBe(403);
    expect((await backend.app.request(`${url.pathname}?ticket=forged.ticket`)).status).toBe(403);
    expect((await backend.app.request(url.pathname)).status).toBe(403);
    backend.clock.now = new Date(backend.clock.now.getTime() + 11 * 60_000);
    expect((await backend.app.request(`${url.pathname}${url.search}`)).status).toBe(403);
  });

  it('dies with the session it was issued to: logging out ends it at once', async () => {
    const { token } = await backend.member(10_000);
    const result = await open('lucky-star', 'golden-fortune', token);
    if (result.status !== 'success') throw new Error(result.status);
    const url = new URL(result.gameUrl);
    expect((await backend.app.request(`${url.pathname}${url.search}`)).status).toBe(200);
    expect((await post('/public/user-do-logout', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await backend.app.request(`${url.pathname}${url.search}`)).status).toBe(403);
  });
});

describe('demo game spins', () => {
  const GAME = { company: 'lucky-star', code: 'golden-fortune' };
  const launch = async (token: string) => {
    const result = await open(GAME.company, GAME.code, token);
    if (result.status !== 'success') throw new Error(result.status);
    return new URL(result.gameUrl);
  };
  /** The spin form as the game page posts it, from the backend's own origin unless told otherwise. */
  const spin = (url: URL, key: string, headers: Record<string, string> = { origin: PUBLIC_URL }, stake = '1000') =>
    backend.app.request(url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ ticket: url.searchParams.get('ticket')!, spin: key, stake }).toString(),
    });
  /** The ticket of the page a spin answered with: each page carries a fresh one. */
  const nextPage = async (url: URL, answer: Response) => {
    const ticket = /name="ticket" value="([^"]+)"/.exec(await answer.text())?.[1];
    if (!ticket) throw new Error('no ticket on the page');
    return new URL(`${url.pathname}?ticket=${ticket}`, url);
  };
  const betsOf = async (token: string) => (await call('get-bet-list', {}, token)).maxCount;
  const at = (minutes: number, from: number) => (backend.clock.now = new Date(from + minutes * 60_000));

  it('refuses a spin once the operator turns the game or its vendor off, with a ticket issued before, and records nothing', async () => {
    const { token } = await backend.member(10_000);
    const url = await launch(token);
    expect((await spin(url, 'disabled-spin-1')).status).toBe(200);
    expect(await betsOf(token)).toBe(1);

    await admin('set-game-used', { ...GAME, used: 'n' });
    try {
      const refused = await spin(url, 'disabled-spin-2');
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('점검 중인 게임입니다');
      expect((await backend.app.request(`${url.pathname}${url.search}`)).status).toBe(403);
      expect(await betsOf(token)).toBe(1);
    } finally {
      await admin('set-game-used', { ...GAME, used: 'y' });
    }
    expect((await spin(url, 'disabled-spin-3')).status).toBe(200);

    await admin('set-game-used', { company: GAME.company, used: 'n' });
    try {
      expect((await spin(url, 'disabled-spin-4')).status).toBe(403);
      expect(await betsOf(token)).toBe(2);
    } finally {
      await admin('set-game-used', { company: GAME.company, used: 'y' });
    }
  });

  it('takes a stake only as a plain decimal integer: 1e2, 0x64, " 100" and the like are refused and move nothing', async () => {
    const { token } = await backend.member(10_000);
    const url = await launch(token);
    for (const stake of ['1e3', '0x3e8', ' 1000', '1000 ', '+1000', '1000.0', '01000', '1_000', '1,000', '']) {
      const refused = await spin(
        url,
        `plain-stake-${Buffer.from(stake).toString('hex') || 'empty'}`,
        { origin: PUBLIC_URL },
        stake,
      );
      expect(refused.status, JSON.stringify(stake)).toBe(400);
      expect(await refused.text()).toContain('Bad request: stake');
    }
    expect(await betsOf(token)).toBe(0);
    expect((await call('get-in-game-balance', {}, token)).gameMoney).toBe(10_000);
    expect((await spin(url, 'plain-stake-ok', { origin: PUBLIC_URL }, '1000')).status).toBe(200);
    expect(await betsOf(token)).toBe(1);
  });

  it("refuses a spin whose Origin is not the backend's own", async () => {
    const { token } = await backend.member(10_000);
    const url = await launch(token);
    const origins: Record<string, string>[] = [
      {},
      { origin: 'https://evil.test' },
      { origin: 'null' },
      { origin: `${PUBLIC_URL}:8080` },
      { origin: PUBLIC_URL.replace('http:', 'https:') },
    ];
    for (const headers of origins) {
      expect(
        (await spin(url, `origin-spin-${JSON.stringify(headers).length}`, headers)).status,
        JSON.stringify(headers),
      ).toBe(403);
    }
    expect(await betsOf(token)).toBe(0);
    expect((await spin(url, 'origin-spin-own')).status).toBe(200);
    expect(await betsOf(token)).toBe(1);
  });

  it("ends with the portal's idle limit after the launch, however often the member spins", async () => {
    const { token } = await backend.member(100_000);
    const launchedAt = backend.clock.now.getTime();
    let url = await launch(token);
    // A spin every 9 minutes keeps each page's ten-minute ticket fresh; the launch's own time still counts.
    for (let minutes = 9; minutes < 120; minutes += 9) {
      at(minutes, launchedAt);
      // The backend session is still live: the portal's idle limit, not the backend's, is what this keeps.
      const answer = await spin(url, `idle-spin-${minutes}`);
      expect(answer.status, `${minutes} minutes after the launch`).toBe(200);
      url = await nextPage(url, answer);
    }
    at(120, launchedAt);
    const ended = await spin(url, 'idle-spin-120');
    expect(ended.status).toBe(403);
    expect(await ended.text()).toContain('This game link has expired');
    expect((await backend.app.request(`${url.pathname}${url.search}`)).status).toBe(403);
    // A new launch (a member action in the portal) starts again.
    const again = await launch(token);
    expect((await backend.app.request(`${again.pathname}${again.search}`)).status).toBe(200);
  });

  it('may be framed only by the portals GAME_FRAME_ANCESTORS names, by nobody unless it is set', async () => {
    const { token } = await backend.member(10_000);
    const url = await launch(token);
    const cspOf = async (app: { request: typeof backend.app.request }) =>
      (await app.request(`${url.pathname}${url.search}`)).headers.get('content-security-policy');
    expect(await cspOf(backend.app)).toMatch(/frame-ancestors 'none'(;|$)/);
    const framed = createApp({
      db: backend.database.db,
      config: loadConfig({
        BACKEND_PUBLIC_URL: PUBLIC_URL,
        GAME_FRAME_ANCESTORS: 'https://portal.example, https://brand.example:8443',
      }),
      secret: 'x'.repeat(40),
      now: () => backend.clock.now,
    });
    expect(await cspOf(framed)).toMatch(/frame-ancestors https:\/\/portal\.example https:\/\/brand\.example:8443(;|$)/);
  });

  it('tells the portals that may frame it its game money and each round, in a script its CSP allows by hash', async () => {
    const { token } = await backend.member(10_000);
    const url = await launch(token);
    const news = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="game-news">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
      ) as unknown;
    const unframed = await (await backend.app.request(`${url.pathname}${url.search}`)).text();
    expect(news(unframed)).toBeNull();
    const framed = createApp({
      db: backend.database.db,
      config: loadConfig({ BACKEND_PUBLIC_URL: PUBLIC_URL, GAME_FRAME_ANCESTORS: 'https://portal.example' }),
      secret: 'x'.repeat(40),
      now: () => backend.clock.now,
      random: () => 0.9,
    });
    const page = await framed.request(`${url.pathname}${url.search}`);
    const html = await page.text();
    expect(news(html)).toEqual({ to: ['https://portal.example'], messages: [{ type: 'balance', gameMoney: 10_000 }] });
    const script = /<script>([^<]+)<\/script>/.exec(html)![1];
    const { createHash } = await import('node:crypto');
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const spun = await framed.request(url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      body: new URLSearchParams({
        ticket: url.searchParams.get('ticket')!,
        spin: 'news-spin-1',
        stake: '1000',
      }).toString(),
    });
    expect(news(await spun.text())).toEqual({
      to: ['https://portal.example'],
      messages: [
        { type: 'round', stake: 1000, win: 3000 },
        { type: 'balance', gameMoney: 12_000 },
      ],
    });
  });
});

describe('GAME_FRAME_ANCESTORS and SESSION_IDLE_MINUTES', () => {
  it("takes 'none' or origins, and the portal's idle limit (120 minutes unless set)", () => {
    expect(loadConfig({}).gameFrameAncestors).toBe("'none'");
    expect(loadConfig({ GAME_FRAME_ANCESTORS: "'none'" }).gameFrameAncestors).toBe("'none'");
    expect(loadConfig({ GAME_FRAME_ANCESTORS: 'https://a.example http://127.0.0.1:3000' }).gameFrameAncestors).toBe(
      'https://a.example http://127.0.0.1:3000',
    );
    for (const bad of [
      '*',
      "'self'",
      'https://a.example/path',
      "'none' https://a.example",
      'javascript:alert(1)',
      'a.example',
    ]) {
      expect(() => loadConfig({ GAME_FRAME_ANCESTORS: bad }), bad).toThrow(/GAME_FRAME_ANCESTORS/);
    }
    expect(loadConfig({}).sessionIdleMs).toBe(120 * 60_000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMs).toBe(30 * 60_000);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe('artwork', () => {
  it('serves deterministic SVG with safe headers', async () => {
    const first = await backend.app.request('/art/slot/lucky-star.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'");
    const svg = await first.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=/i);
    expect(svg).not.toMatch(/<script|href=/i);
    expect(await (await backend.app.request('/art/slot/lucky-star.svg')).text()).toBe(svg);
    expect(await (await backend.app.request('/art/slot/jade-dragon.svg')).text()).not.toBe(svg);
  });

  it('carries no words in any kind, so no language is printed into the picture', async () => {
    for (const path of [
      '/art/casino/aurora-live.svg',
      '/art/slot/lucky-star.svg',
      '/art/sport/x.svg',
      '/art/game/lucky-star.golden-fortune.svg',
    ]) {
      const svg = await (await backend.app.request(path)).text();
      expect(svg).not.toMatch(/<text|<tspan|font-/);
      expect(svg).toMatch(/<circle|<path|<rect/);
    }
  });

  it('serves the same drawing as a WebP thumbnail of its size, the address the games list gives', async () => {
    const response = await backend.app.request('/art/game/lucky-star.golden-fortune.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    const drawn = await sharp(Buffer.from(renderArt('game', 'lucky-star.golden-fortune')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const served = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // Lossy, so close to the drawing's pixels rather than equal.
    let difference = 0;
    for (let i = 0; i < drawn.data.length; i++) difference += Math.abs(drawn.data[i] - served.data[i]);
    expect(difference / drawn.data.length).toBeLessThan(4);
    const other = Buffer.from(
      await (await backend.app.request('/art/game/jade-dragon.golden-fortune.webp')).arrayBuffer(),
    );
    expect(other.equals(bytes)).toBe(false);
  });

  it('answers 404 for an unknown kind or a bad name', async () => {
    for (const path of ['/art/logo/x.svg', '/art/slot/x.png', '/art/slot/%3Cscript%3E.svg', '/art/slot/.webp']) {
      expect((await backend.app.request(path)).status).toBe(404);
    }
  });
});
