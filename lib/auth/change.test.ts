// @vitest-environment node
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupBackend } from '@/backend/testing';
import { proxyHandler } from '../proxy';
import { signInError } from '../signInRefusal';
import { authOptions } from './options';
import { forRequest } from './request';

// A fresh database per file takes seconds, more on a busy machine: the backend project's limits, not the unit one's.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

const SECRET = 'auth-change-test-secret-0123456789abcdef';
const backend = setupBackend();
const servers: Server[] = [];
let proxyUrl = '';

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
  process.env.BACKEND_URL = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;
  process.env.NEXTAUTH_SECRET = SECRET;
  proxyUrl = await listen(http.createServer((req, res) => void proxyHandler(req, res)));
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** next-auth's route as the portal builds it, with a response whose cookies the test reads. */
async function authorize(userId: string, password: string) {
  const headers = new Map<string, string[]>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string[]) => void headers.set(name.toLowerCase(), value),
  };
  const [provider] = authOptions.providers as unknown as {
    options: { authorize: (c: unknown) => Promise<unknown> };
  }[];
  const outcome: { user?: unknown; error?: string } = await forRequest({ res: res as never }, () =>
    provider.options.authorize({ userId, password }),
  ).then(
    (user) => ({ user }),
    (error: Error) => ({ error: error.message }),
  );
  return { ...outcome, cookies: headers.get('set-cookie') ?? [] };
}

const changeCookieOf = (cookies: string[]) =>
  cookies.find((cookie) => cookie.startsWith('next-auth.password-change='))?.split(';')[0] ?? '';

async function proxy(op: string, params: unknown, cookie: string) {
  const response = await fetch(`${proxyUrl}/api/routes/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ params }),
  });
  return { status: response.status, body: await response.json(), setCookie: response.headers.getSetCookie() };
}

async function resetMember() {
  const { userId } = await backend.member();
  const { password } = await backend.admin('reset-password', { userId });
  return { userId, temporary: password };
}

describe('a login with an operator’s temporary password', () => {
  it('starts no session: it ends with `change` and leaves the change token in an httpOnly cookie only', async () => {
    const { userId, temporary } = await resetMember();
    const login = await authorize(userId, temporary);
    expect(login).toMatchObject({ error: signInError({ kind: 'change' }) });
    expect(login.cookies).toHaveLength(1);
    expect(login.cookies[0]).toMatch(/^next-auth\.password-change=[^;]+;.*HttpOnly/);
    expect(login.cookies.join()).not.toMatch(/session-token/);
  });

  it('lets that cookie reach user-change-password through the proxy and nothing else', async () => {
    const { userId, temporary } = await resetMember();
    const cookie = changeCookieOf((await authorize(userId, temporary)).cookies);
    for (const op of ['health-check', 'get-in-game-balance', 'get-user-note'])
      expect((await proxy(op, {}, cookie)).status, op).toBe(401);
    expect((await proxy('user-do-login', { userId, password: temporary }, cookie)).status).toBe(404);

    const wrong = await proxy(
      'user-change-password',
      { password: 'not-the-temporary', newPassword: 'brand-new-pass' },
      cookie,
    );
    expect(wrong).toMatchObject({ status: 200, body: { status: 'pass' }, setCookie: [] });
    const changed = await proxy('user-change-password', { password: temporary, newPassword: 'brand-new-pass' }, cookie);
    expect(changed).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(changed.setCookie.map((line) => line.split(';')[0])).toContain('next-auth.password-change=');

    // Spent: the same cookie sent again is refused, and cleared.
    const again = await proxy(
      'user-change-password',
      { password: 'brand-new-pass', newPassword: 'another-pass-1' },
      cookie,
    );
    expect(again.status).toBe(401);
    expect(again.setCookie.map((line) => line.split(';')[0])).toContain('next-auth.password-change=');
  });

  it('then logs in with the new password only, and that login clears any change left over', async () => {
    const { userId, temporary } = await resetMember();
    const cookie = changeCookieOf((await authorize(userId, temporary)).cookies);
    await proxy('user-change-password', { password: temporary, newPassword: 'brand-new-pass' }, cookie);

    expect(await authorize(userId, temporary)).toMatchObject({ user: null });
    expect(await authorize(userId, 'secret-pass')).toMatchObject({ user: null });
    const login = await authorize(userId, 'brand-new-pass');
    expect(login.user).toMatchObject({ id: userId });
    expect(login.cookies.map((line) => line.split(';')[0])).toEqual([
      'next-auth.password-change=',
      '__Secure-next-auth.password-change=',
    ]);
  });

  it('a cookie that is not a valid change gets 401 like any visitor', async () => {
    for (const cookie of ['', 'next-auth.password-change=garbage', 'next-auth.password-change=a.b.c.d.e']) {
      expect(
        (await proxy('user-change-password', { password: 'x', newPassword: 'brand-new-pass' }, cookie)).status,
      ).toBe(401);
    }
  });
});
