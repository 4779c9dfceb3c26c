// @vitest-environment node
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBackend } from './backend';

const PORTAL_KEY = 'portal-key-for-this-test-0123';
let server: Server;
let seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'success', mega: 1, major: 2, minor: 3 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PORTAL_KEY = PORTAL_KEY;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('callBackend', () => {
  it('sends the portal key with the visitor it forwards, so the backend believes that visitor', async () => {
    seen = [];
    const result = await callBackend('get-jackpot', undefined, { visitor: { ip: '203.0.113.9', host: 'casino.example' } });
    expect(result).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ 'x-portal-key': PORTAL_KEY, 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'casino.example' });
  });

  it('sends it on calls without a visitor too', async () => {
    seen = [];
    await callBackend('get-jackpot', undefined);
    expect(seen[0]['x-portal-key']).toBe(PORTAL_KEY);
  });
});
