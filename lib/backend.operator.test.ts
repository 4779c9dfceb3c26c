// @vitest-environment node
// An operator's backend of the same family as it is: answers wrapped in {data: …}, the raw token in Authorization.
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBackend, tokenHeaders } from './backend';
import { parseServerEnv } from './env';

let server: Server;
let seen: IncomingHttpHeaders[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.BACKEND_TOKEN_SCHEME = 'none';
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const wrapped = (status: number, body: unknown) => {
  answer = { status, body: { data: body } };
  seen = [];
};

describe('callBackend against a backend that wraps its answers and takes the raw token', () => {
  it('sends the token alone in Authorization and reads the answer inside data', async () => {
    const money = { status: 'success', gameMoney: 12_000, balance: 50_000, rolling: 300, userId: 'demo' };
    wrapped(200, money);
    expect(await callBackend('get-in-game-balance', undefined, { token: 'raw-token-123' })).toEqual({
      ok: true,
      data: money,
    });
    expect(seen[0].authorization).toBe('raw-token-123');
  });

  it('checks the wrapped answer against the contract like a flat one', async () => {
    wrapped(200, { status: 'success', gameMoney: 'lots', balance: 50_000, rolling: 300, userId: 'demo' });
    expect(await callBackend('get-in-game-balance', undefined, { token: 't' })).toMatchObject({
      ok: false,
      httpStatus: 502,
      body: { code: 'backend_invalid' },
    });
  });

  it('keeps the meaning of a wrapped refusal', async () => {
    wrapped(400, { status: 'error', code: 'bad_request', field: 'amount' });
    expect(
      await callBackend('apply-user-deposit', { amount: 10_000, requestId: 'req-operator-1' }, { token: 't' }),
    ).toEqual({
      ok: false,
      httpStatus: 400,
      body: { status: 'error', code: 'bad_request', field: 'amount' },
    });
  });
});

describe('tokenHeaders', () => {
  const env = (values: Record<string, string>) => parseServerEnv(values);
  it('is Authorization: Bearer by default, the raw token with scheme none, or an operator header of its own', () => {
    expect(tokenHeaders('tok', env({}))).toEqual({ authorization: 'Bearer tok' });
    expect(tokenHeaders('tok', env({ BACKEND_TOKEN_SCHEME: 'none' }))).toEqual({ authorization: 'tok' });
    expect(tokenHeaders('tok', env({ BACKEND_TOKEN_HEADER: 'X-Auth-Token', BACKEND_TOKEN_SCHEME: 'none' }))).toEqual({
      'x-auth-token': 'tok',
    });
    expect(tokenHeaders(undefined, env({}))).toEqual({});
  });

  it('refuses a header name or scheme that is not one', () => {
    expect(() => env({ BACKEND_TOKEN_HEADER: 'x auth' })).toThrow(/BACKEND_TOKEN_HEADER/);
    expect(() => env({ BACKEND_TOKEN_SCHEME: 'Bearer x' })).toThrow(/BACKEND_TOKEN_SCHEME/);
  });
});
