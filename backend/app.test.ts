import { describe, expect, it } from 'vitest';
import { contract } from '@/lib/contract';
import { adminContract } from '@/lib/contract/admin';
import { createApp } from './app';
import { loadConfig } from './config';
import { ADMIN_KEY, setupBackend } from './testing';

const backend = setupBackend();
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
    expect(await json(await post('/public/no-such-op', {}))).toEqual({ status: 404, body: { status: 'error', code: 'not_found' } });
    const get = await backend.app.request('/public/get-jackpot');
    expect(get.headers.get('allow')).toBe('POST');
    expect(await json(get)).toEqual({ status: 405, body: { status: 'error', code: 'method_not_allowed' } });
    expect(await json(await post('/public/get-jackpot', '{"params":'))).toEqual({
      status: 400,
      body: { status: 'error', code: 'bad_request', field: 'body' },
    });
    expect((await json(await post('/public/get-jackpot', '[1]'))).status).toBe(400);
    expect(await json(await post('/public/get-jackpot', { params: {}, extra: 1 }))).toMatchObject({ body: { field: 'extra' } });
    expect(await json(await post('/public/get-jackpot', '{"params":{"__proto__":{"x":1}}}'))).toMatchObject({ status: 400 });
    expect(await json(await post('/public/get-jackpot', { params: 'x'.repeat(1 << 20) }))).toEqual({
      status: 413,
      body: { status: 'error', code: 'too_large' },
    });
  });

  it('refuses NUL characters in any string', async () => {
    expect(await json(await post('/public/user-do-login', { params: { userId: 'de\u0000mo', password: 'x' } }))).toEqual({
      status: 400,
      body: { status: 'error', code: 'bad_request', field: 'userId' },
    });
    expect((await json(await post('/public/check-user-nick', '{"params":{"ni\\u0000ck":"x"}}'))).status).toBe(400);
  });

  it('checks the token before the parameters', async () => {
    expect(await json(await post('/public/apply-user-withdraw', { params: { amount: -1 } }))).toMatchObject({ status: 401 });
  });
});

describe('admin guard', () => {
  const wallet = (headers: Record<string, string>) => post('/admin/get-user-wallet', { params: { userId: 'demo' } }, headers);

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
    const unknown = await post('/admin/set-user-state', { params: { userId: 'nobody', state: 'blocked' } }, { 'x-admin-key': ADMIN_KEY });
    expect(await json(unknown)).toEqual({ status: 400, body: { status: 'error', code: 'bad_request', field: 'userId' } });
    const game = await post('/admin/set-game-used', { params: { company: 'lucky-star', code: 'nope', used: 'n' } }, { 'x-admin-key': ADMIN_KEY });
    expect((await json(game)).body).toMatchObject({ field: 'code' });
  });
});

describe('configuration', () => {
  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ BACKEND_PORT: 'eighty' })).toThrow(/BACKEND_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BACKEND_TOKEN_SECRET: 'short' })).toThrow(/BACKEND_TOKEN_SECRET/);
  });

  it('limits registration checks to 30 a minute and attempts to 10 an hour per IP unless told otherwise', () => {
    expect(loadConfig({}).rateLimits).toEqual({ checks: { max: 30, windowMs: 60_000 }, register: { max: 10, windowMs: 3_600_000 } });
    const custom = loadConfig({ RATE_LIMIT_CHECKS_PER_MINUTE: '5', RATE_LIMIT_REGISTER_PER_HOUR: '2' }).rateLimits;
    expect([custom.checks.max, custom.register.max]).toEqual([5, 2]);
    expect(() => loadConfig({ RATE_LIMIT_CHECKS_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_CHECKS_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_REGISTER_PER_HOUR: 'lots' })).toThrow(/RATE_LIMIT_REGISTER_PER_HOUR/);
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ BACKEND_PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ BACKEND_PUBLIC_URL: 'https://api.example.com/' }).publicUrl).toBe('https://api.example.com');
  });
});
