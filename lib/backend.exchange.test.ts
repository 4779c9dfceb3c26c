// @vitest-environment node
// A family backend whose password change is `user_exchange_to_pass {pass}`: the member proves the current password first.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callBackend } from './backend';

const user = {
  userId: 'member01',
  nick: 'n',
  phone: '',
  rolling: 0,
  balance: 0,
  in_balance: 0,
  bankname: '',
  bankOwner: '',
  banknum: '',
  level: 1,
  noteCount: 0,
  helpCount: 0,
};
let calls: { name: string; body: unknown; session?: string }[] = [];
let locked = false;

function answer(name: string, body: { params?: Record<string, unknown> }): unknown {
  if (name === 'health-check') return { status: 'authenticated', user, noteCount: 0, helpCount: 0 };
  if (name === 'user-do-login') {
    if (locked) return { status: 'time', retryAfter: 900 };
    return body.params?.password === 'current-pass'
      ? { status: 'success', token: 'proof-token', user }
      : { status: 'pass' };
  }
  if (name === 'user-do-logout' || name === 'user_exchange_to_pass') return { status: 'success' };
  return undefined;
}

let server: Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const name = (req.url ?? '').replace(/^\/public\//, '');
      const body = JSON.parse(text || '{}');
      calls.push({ name, body, session: req.headers.session as string | undefined });
      const data = answer(name, body);
      res
        .writeHead(data ? 200 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: data ?? { status: 'error', code: 'not_found' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    BACKEND_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    BACKEND_TOKEN_HEADER: 'session',
    BACKEND_TOKEN_SCHEME: 'none',
    BACKEND_OPERATION_NAMES: 'user-change-password=user_exchange_to_pass',
  });
});

afterAll(() => {
  for (const name of ['BACKEND_TOKEN_HEADER', 'BACKEND_TOKEN_SCHEME', 'BACKEND_OPERATION_NAMES'])
    delete process.env[name];
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls = [];
  locked = false;
});

describe("My page's password change on user_exchange_to_pass", () => {
  it('changes only after the current password proved right, sending the new one as {pass}, and ends the proof session', async () => {
    const result = await callBackend(
      'user-change-password',
      { password: 'current-pass', newPassword: 'brand-new-pass' },
      { token: 'member-token' },
    );
    expect(result).toEqual({ ok: true, data: { status: 'success' } });
    expect(calls).toEqual([
      { name: 'health-check', body: {}, session: 'member-token' },
      { name: 'user-do-login', body: { params: { userId: 'member01', password: 'current-pass' } }, session: undefined },
      { name: 'user-do-logout', body: {}, session: 'proof-token' },
      { name: 'user_exchange_to_pass', body: { params: { pass: 'brand-new-pass' } }, session: 'member-token' },
    ]);
  });

  it('answers pass to a wrong current password and changes nothing', async () => {
    expect(
      await callBackend(
        'user-change-password',
        { password: 'wrong-pass', newPassword: 'brand-new-pass' },
        { token: 'member-token' },
      ),
    ).toEqual({
      ok: true,
      data: { status: 'pass' },
    });
    expect(calls.map((call) => call.name)).toEqual(['health-check', 'user-do-login']);
  });

  it('passes a locked login on as too many requests, with its wait, and changes nothing', async () => {
    locked = true;
    expect(
      await callBackend(
        'user-change-password',
        { password: 'current-pass', newPassword: 'brand-new-pass' },
        { token: 'member-token' },
      ),
    ).toMatchObject({
      ok: false,
      httpStatus: 429,
      retryAfter: 900,
    });
    expect(calls.map((call) => call.name)).not.toContain('user_exchange_to_pass');
  });
});
