// @vitest-environment node
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupBackend } from '@/backend/testing';
import { opNames } from '@/lib/contract';
import { forgetSharedAnswers } from './backend';
import { activityHandler, proxyHandler, PROXY_BODY_LIMIT, SERVER_ONLY } from './proxy';

const SECRET = 'proxy-test-secret-0123456789abcdef';
const backend = setupBackend();

/** The operator's backend is a boundary we do not own: this relay plays its failures in front of the real one. */
type Mode = 'pass' | 'down' | 'slow' | 'html' | 'empty' | 'malformed' | 'wrong-shape' | 'crash' | 'redirect';
let mode: Mode = 'pass';
let hits: { url: string; headers: IncomingHttpHeaders }[] = [];
const servers: Server[] = [];
let proxyUrl = '';
let memberCookie = '';

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  const real = serve({ fetch: backend.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise((resolve) => real.once('listening', resolve));
  servers.push(real);
  const target = (real.address() as AddressInfo).port;

  const relay = http.createServer((req, res) => {
    hits.push({ url: req.url ?? '', headers: req.headers });
    const answers: Partial<Record<Mode, () => void>> = {
      down: () => res.socket?.destroy(),
      slow: () => setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 1500),
      html: () => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>'),
      empty: () => res.writeHead(200).end(),
      malformed: () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":'),
      'wrong-shape': () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success","casiono":"none"}'),
      crash: () =>
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"status":"error","code":"internal"}'),
      redirect: () => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
    };
    const answer = answers[mode];
    if (answer) return answer();
    const upstream = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  process.env.BACKEND_URL = await listen(relay);
  process.env.BACKEND_TIMEOUT_MS = '500';
  process.env.NEXTAUTH_SECRET = SECRET;
  proxyUrl = await listen(
    http.createServer((req, res) => void (req.url === '/api/activity' ? activityHandler : proxyHandler)(req, res)),
  );

  const token = await backend.login();
  const jwt = await encode({
    token: { sub: 'demo', userId: 'demo', nick: 'demo', backendToken: token, loginAt: Date.now() },
    secret: SECRET,
  });
  memberCookie = `next-auth.session-token=${jwt}`;
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

beforeEach(() => {
  mode = 'pass';
  hits = [];
  forgetSharedAnswers();
});

/** A request as a browser on another site name sends it (fetch may not set Host). */
function postAs(host: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${proxyUrl}${path}`,
      { method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject).end('{}');
  });
}

async function post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${proxyUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

describe('the proxy forwards contract operations', () => {
  it('passes a public operation through and the answer back', async () => {
    const { status, body } = await post('/api/routes/get-casino-setting');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.casiono.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.url)).toEqual(['/public/get-casino-setting']);
  });

  it('adds the member token from the session cookie, and only the contract body', async () => {
    const { status, body } = await post('/api/routes/health-check', { params: {} }, { cookie: memberCookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'authenticated', user: { userId: 'demo' } });
    expect(hits[0].headers.authorization).toMatch(/^Bearer .{20,}/);
  });

  it('lets the page’s own polls (health check, game money, session summary) leave an idle session as it is; a member action touches it', async () => {
    const token = await backend.login();
    const idle = await encode({
      token: { sub: 'demo', userId: 'demo', nick: 'demo', backendToken: token, loginAt: Date.now() - 10 * 60_000 },
      secret: SECRET,
    });
    const cookie = `next-auth.session-token=${idle}`;
    for (const op of ['health-check', 'get-in-game-balance', 'get-session-summary']) {
      const { status, headers } = await post(`/api/routes/${op}`, {}, { cookie });
      expect(status).toBe(200);
      expect(headers.get('set-cookie'), op).toBeNull();
    }
    expect((await post('/api/routes/get-user-note', {}, { cookie })).headers.get('set-cookie')).toMatch(
      /session-token=/,
    );
  });

  it('keeps a session alive past the idle limit while the play page reports play, and lets it end where nothing is reported', async () => {
    const minute = 60_000;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const token = await backend.login();
      const opened = `next-auth.session-token=${await encode({ token: { sub: 'demo', userId: 'demo', nick: 'demo', backendToken: token, loginAt: start }, secret: SECRET })}`;
      let playing = opened;
      // The idle limit is 120 minutes: a report every 50 minutes, nothing else, carries the session past it.
      for (const at of [50, 100, 150, 200]) {
        vi.setSystemTime(start + at * minute);
        const { status, headers } = await post('/api/activity', {}, { cookie: playing });
        expect(status, `${at} minutes`).toBe(204);
        playing = /next-auth\.session-token=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0] ?? '';
        expect(playing, `${at} minutes`).not.toBe('');
      }
      vi.setSystemTime(start + 230 * minute);
      expect((await post('/api/routes/health-check', {}, { cookie: playing })).status).toBe(200);
      // The same login without reports (the game in a hidden tab) ended at 120 minutes.
      expect((await post('/api/routes/health-check', {}, { cookie: opened })).body).toMatchObject({
        code: 'unauthenticated',
        reason: 'idle',
      });
      expect((await post('/api/activity', {}, { cookie: opened })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(hits.map((hit) => hit.url)).not.toContain('/public/activity');
  });

  it('takes the activity report as the proxy takes a call: POST, JSON, same-site, an empty body, a session', async () => {
    expect((await post('/api/activity', {}, { cookie: memberCookie })).status).toBe(204);
    expect((await post('/api/activity')).status).toBe(401);
    expect((await post('/api/activity', { params: { op: 'transfer-out' } }, { cookie: memberCookie })).status).toBe(
      400,
    );
    expect((await post('/api/activity', {}, { cookie: memberCookie, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('/api/activity', {}, { cookie: memberCookie, origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const get = await fetch(`${proxyUrl}/api/activity`, { headers: { cookie: memberCookie } });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    // Only the one report that was taken asked the backend about its session.
    expect(hits.map((hit) => hit.url)).toEqual(['/public/health-check']);
  });

  it('refuses the activity report of a session the backend has ended, and drops its cookie, as every route does', async () => {
    const token = await backend.login();
    const cookie = `next-auth.session-token=${await encode({ token: { sub: 'demo', userId: 'demo', nick: 'demo', backendToken: token, loginAt: Date.now() }, secret: SECRET })}`;
    expect((await post('/api/activity', {}, { cookie })).status).toBe(204);
    await backend.call('user-do-logout', undefined, token);
    const { status, body, headers } = await post('/api/activity', {}, { cookie });
    expect([status, body]).toEqual([401, expect.objectContaining({ code: 'unauthenticated', reason: 'revoked' })]);
    expect(headers.get('set-cookie')).toMatch(/session-token=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("passes the backend's Retry-After on with a 429, so the browser can say how long to wait", async () => {
    const { userId, token } = await backend.member();
    const jwt = await encode({
      token: { sub: userId, userId, nick: userId, backendToken: token, loginAt: Date.now() },
      secret: SECRET,
    });
    const guess = () =>
      post(
        '/api/routes/user-change-password',
        { params: { password: 'wrong-guess-1', newPassword: 'new-secret-1' } },
        { cookie: `next-auth.session-token=${jwt}` },
      );
    for (let i = 0; i < 10; i++) expect((await guess()).body).toEqual({ status: 'pass' });
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(refused.body).toEqual({ status: 'error', code: 'too_many_requests' });
  });

  it('forwards the visitor host and socket address, not a client-supplied X-Forwarded-For', async () => {
    await post(
      '/api/routes/get-user-notices',
      {},
      { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example', 'x-middleware-subrequest': '1' },
    );
    expect(hits[0].headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(hits[0].headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(hits[0].headers['x-middleware-subrequest']).toBeUndefined();
  });

  it.each([
    ['get-user-notices', 'notices', '입금 계좌 변경 안내', 'Gold Casino grand opening'],
    ['get-notice-popup', 'note', '점검 예정', 'Operator notice'],
  ])(
    'answers %s with only the items for the visitor’s site, from one cached backend answer',
    async (op, field, loopbackOnly, exampleOnly) => {
      const titlesFor = async (host: string) => {
        const answer = await postAs(host, `/api/routes/${op}`);
        expect(answer.status).toBe(200);
        return (answer.body[field] as { title: string }[]).map((item) => item.title);
      };
      const loopback = await titlesFor('127.0.0.1:3000');
      const example = await titlesFor('www.casino.example.com');
      expect(loopback).toContain(loopbackOnly);
      expect(loopback).not.toContain(exampleOnly);
      expect(example).toContain(exampleOnly);
      expect(example).not.toContain(loopbackOnly);
      expect(hits).toHaveLength(1);
    },
  );

  it('forwards the Origin for get-reg-domain', async () => {
    await post('/api/routes/get-reg-domain', {}, { origin: proxyUrl });
    expect(hits[0].headers.origin).toBe(proxyUrl);
  });
});

describe('the proxy refuses', () => {
  it.each([
    '/api/routes/no-such-op',
    '/api/routes/user-do-login',
    '/api/routes/verify-two-factor',
    '/api/routes/finish-passkey-login',
    '/api/routes/..%2Fadmin%2Fsend-note',
    '/api/routes/health-check%2F..%2F..%2Fadmin',
    '/api/routes/health-check/extra',
    '/api/routes/%5Chealth-check',
    '/api/routes/__proto__',
    '/api/routes/constructor',
    '/api/routes/HEALTH-CHECK',
    '/api/routes/',
  ])('%s with 404, without calling the backend', async (path) => {
    const { status, body } = await post(path);
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'error', code: 'not_found' });
    expect(hits).toEqual([]);
  });

  it('other methods with 405 and Allow: POST', async () => {
    const response = await fetch(`${proxyUrl}/api/routes/get-casino-setting`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('a body that is not JSON by its content type with 415', async () => {
    expect(
      (await post('/api/routes/get-casino-setting', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(415);
  });

  it('a cross-site request with 403', async () => {
    expect((await post('/api/routes/get-casino-setting', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/api/routes/get-casino-setting', {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(hits).toEqual([]);
  });

  it('behind a trusted balancer that rewrites Host, the page’s origin is the forwarded host', async () => {
    const page = { origin: 'https://www.casino.example', 'x-forwarded-host': 'www.casino.example' };
    expect((await post('/api/routes/get-casino-setting', {}, page)).status).toBe(403);
    process.env.TRUST_PROXY = 'true';
    try {
      expect((await post('/api/routes/get-casino-setting', {}, page)).status).toBe(200);
      expect(
        (await post('/api/routes/get-casino-setting', {}, { ...page, origin: 'https://evil.example' })).status,
      ).toBe(403);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('a body over the limit with 413', async () => {
    const big = JSON.stringify({ params: { title: 'x', contents: 'y'.repeat(PROXY_BODY_LIMIT) } });
    const { status, body } = await post('/api/routes/user-write-help', big, { cookie: memberCookie });
    expect(status).toBe(413);
    expect(body.code).toBe('too_large');
  });

  it('an oversized chunked body with 413, closing the connection, and the next request still answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      const request = http.request(
        `${proxyUrl}/api/routes/user-write-help`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', cookie: memberCookie } },
        (response) => {
          response
            .resume()
            .on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }));
        },
      );
      request.on('error', reject);
      for (let sent = 0; sent <= PROXY_BODY_LIMIT; sent += 16_384) request.write('y'.repeat(16_384));
      request.end();
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
    const next = await fetch(`${proxyUrl}/api/routes/get-casino-setting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(next.status).toBe(200);
    agent.destroy();
  });

  it('invalid JSON with 400 bad_json', async () => {
    const { status, body } = await post('/api/routes/get-casino-setting', '{"params":');
    expect(status).toBe(400);
    expect(body.code).toBe('bad_json');
  });

  it('a payload that fails the contract with 400 naming the field', async () => {
    const { status, body } = await post(
      '/api/routes/apply-user-withdraw',
      { params: { amount: -5, requestId: 'abcdefgh12' } },
      { cookie: memberCookie },
    );
    expect(status).toBe(400);
    expect(body).toEqual({ status: 'error', code: 'bad_request', field: 'amount' });
    expect((await post('/api/routes/get-casino-setting', { params: {}, extra: 1 })).body.field).toBe('extra');
    expect(hits).toEqual([]);
  });

  it('says in a 401 why the session ended, when it can tell: idle, past 8 hours, or no longer taken by the backend', async () => {
    const hour = 60 * 60_000;
    const cookieOf = async (token: string, loginAt: number, activeAt?: number) =>
      `next-auth.session-token=${await encode({ token: { sub: 'demo', userId: 'demo', nick: 'demo', backendToken: token, loginAt, activeAt }, secret: SECRET })}`;
    const idle = await cookieOf(await backend.login(), Date.now() - 4 * hour, Date.now() - 3 * hour);
    const expired = await cookieOf(await backend.login(), Date.now() - 9 * hour);
    const revokedToken = await backend.login();
    await backend.call('user-do-logout', undefined, revokedToken);
    const revoked = await cookieOf(revokedToken, Date.now());
    for (const [cookie, reason] of [
      [idle, 'idle'],
      [expired, 'expired'],
      [revoked, 'revoked'],
    ]) {
      const { status, body } = await post('/api/routes/health-check', {}, { cookie });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'unauthenticated', reason });
    }
    expect((await post('/api/routes/health-check')).body).not.toHaveProperty('reason');
  });

  it('a member operation without a session with 401, without calling the backend', async () => {
    const { status, body } = await post('/api/routes/health-check');
    expect(status).toBe(401);
    expect(body.code).toBe('unauthenticated');
    expect((await post('/api/routes/health-check', {}, { cookie: 'next-auth.session-token=garbage' })).status).toBe(
      401,
    );
    expect((await post('/api/routes/health-check', {}, { authorization: 'Bearer %%' })).status).toBe(401);
    expect(hits).toEqual([]);
  }, 60_000);
});

describe('a faulty backend', () => {
  it.each([
    ['down', 502, 'backend_unavailable'],
    ['slow', 504, 'backend_timeout'],
    ['html', 502, 'backend_invalid'],
    ['empty', 502, 'backend_invalid'],
    ['malformed', 502, 'backend_invalid'],
    ['wrong-shape', 502, 'backend_invalid'],
    ['crash', 502, 'backend_invalid'],
    ['redirect', 502, 'backend_invalid'],
  ] as const)('%s answers %i %s', async (fault, status, code) => {
    mode = fault;
    const answer = await post('/api/routes/get-casino-setting');
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ status: 'error', code });
    expect(answer.headers.get('location')).toBeNull();
    expect(hits).toHaveLength(1);
  });
});

describe('fuzz', () => {
  // Bodies that no operation accepts: broken JSON, non-objects, unknown keys (every request schema is strict).
  const bodies = [
    '{',
    '}',
    '[1,',
    '"',
    '\u0000',
    '{"params":{"a":1}',
    '{"params":{}}}',
    'null',
    '1',
    '"x"',
    '[]',
    'true',
    '{"params":null}',
    '{"params":[]}',
    '{"params":"x"}',
    '{"params":1}',
    '{"params":{},"extra":1}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"params":{"__proto__":{"x":1},"y":1}}',
    '{"params":{"$ne":null}}',
    '{"params":{"\'; drop table users; --":1}}',
    '{"params":{"\u0000":"\u0000"}}',
    JSON.stringify({ params: { ['x'.repeat(2000)]: 'y'.repeat(30_000) } }),
    '{"params":{"amount":1e400}}',
  ];
  const suffixes = ['%00', '..', '%2e%2e', '%2F', '.json', '~', '%20', '%2f..%2fadmin', '\\', '%5c'];

  it('hundreds of malformed bodies and op names: none reaches the backend, none gets a 5xx', async () => {
    const ops = opNames.filter((name) => !SERVER_ONLY.has(name));
    const requests: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 300; i++) {
      const op = ops[i % ops.length];
      requests.push(post(`/api/routes/${op}`, bodies[i % bodies.length], { cookie: memberCookie }));
      requests.push(post(`/api/routes/${op}${suffixes[i % suffixes.length]}`, {}, { cookie: memberCookie }));
    }
    for (const name of [
      '',
      '.',
      '..',
      '%2e%2e',
      'health-check%00',
      'a'.repeat(500),
      '%ff',
      'user-do-login',
      'admin',
      'public',
    ]) {
      requests.push(post(`/api/routes/${name}`, {}));
    }
    const answers = await Promise.all(requests);
    expect(answers.length).toBeGreaterThanOrEqual(600);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status < 400)).toEqual([]);
    expect(hits).toEqual([]);
  }, 60_000);
});

describe('answers that are the same for everyone', () => {
  it('are asked of the backend once per few seconds, concurrent requests included', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/routes/get-casino-setting')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await post('/api/routes/get-casino-setting');
    expect(hits.filter((hit) => hit.url === '/public/get-casino-setting')).toHaveLength(1);
    await post('/api/routes/get-slot-by-company', { params: { company: 'jade-dragon' } });
    await post('/api/routes/get-slot-by-company', { params: { company: 'lucky-star' } });
    expect(hits.filter((hit) => hit.url === '/public/get-slot-by-company')).toHaveLength(2);
  });

  it('keep no failure: the next request asks again', async () => {
    mode = 'down';
    expect((await post('/api/routes/get-jackpot')).status).toBe(502);
    mode = 'pass';
    expect((await post('/api/routes/get-jackpot')).status).toBe(200);
    expect(hits.filter((hit) => hit.url === '/public/get-jackpot')).toHaveLength(2);
  });

  it('never include a member’s own data', async () => {
    for (let i = 0; i < 2; i++)
      expect((await post('/api/routes/health-check', {}, { cookie: memberCookie })).status).toBe(200);
    expect(hits.filter((hit) => hit.url === '/public/health-check')).toHaveLength(2);
  });
});
