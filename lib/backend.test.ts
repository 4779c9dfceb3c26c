// @vitest-environment node
import http, { type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callBackend, callBackendCached, forgetSharedAnswers } from './backend';

const PORTAL_KEY = 'portal-key-for-this-test-0123';
const TIMEOUT_MS = 400;
const JACKPOT = JSON.stringify({ status: 'success', mega: 1, major: 2, minor: 3 });

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
const jackpot: Answer = (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JACKPOT);

let server: Server;
let answer: Answer = jackpot;
let seen: IncomingHttpHeaders[] = [];
let sockets: Socket[] = [];
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    sockets.push(req.socket);
    req.resume();
    answer(req, res);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PORTAL_KEY = PORTAL_KEY;
  process.env.BACKEND_TIMEOUT_MS = String(TIMEOUT_MS);
});

beforeEach(() => {
  answer = jackpot;
  seen = [];
  sockets = [];
  forgetSharedAnswers();
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const failed = (httpStatus: number, code: string) => ({ ok: false, httpStatus, body: { status: 'error', code } });

describe('callBackend', () => {
  it('sends the portal key with the visitor it forwards, so the backend believes that visitor', async () => {
    const result = await callBackend('get-jackpot', undefined, {
      visitor: { ip: '203.0.113.9', host: 'casino.example' },
    });
    expect(result).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      'x-portal-key': PORTAL_KEY,
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'casino.example',
    });
  });

  it("sends the visitor's user agent as its own, so the backend can name the member's device", async () => {
    const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1';
    await callBackend('get-jackpot', undefined, { visitor: { ip: '203.0.113.9', userAgent } });
    expect(seen[0]['user-agent']).toBe(userAgent);
  });

  it('cleans operator HTML in every answer that carries it, before any page or browser gets it', async () => {
    const dirty =
      '<p>공지</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const answers: Record<string, unknown> = {
      'get-user-notices': {
        status: 'success',
        notices: [{ id: 1, title: 't', lastDate: '2026-01-01', domain: '', contents: dirty }],
      },
      'get-notice-popup': {
        status: 'success',
        note: [{ id: 1, title: 't', titleColor: '', contents: dirty, posX: 0, posY: 0, domain: '' }],
      },
      'get-note-list': {
        status: 'success',
        notes: [{ id: 1, title: 't', contents: dirty, lastDate: '2026-01-01', read: false }],
        maxCount: 1,
      },
      'get-help-list': {
        status: 'success',
        helps: [
          {
            id: 1,
            title: 't',
            contents: '<b>q</b>',
            answer: dirty,
            regDate: '2026-01-01',
            lastDate: '2026-01-01',
            read: false,
          },
        ],
        maxCount: 1,
      },
    };
    answer = (req, res) =>
      void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answers[req.url!.split('/').pop()!]));
    for (const op of Object.keys(answers) as (keyof typeof answers & Parameters<typeof callBackend>[0])[]) {
      const result = await callBackend(op, {} as never, { token: 't' });
      const text = JSON.stringify(result);
      expect(result.ok, op).toBe(true);
      expect(text, op).toContain('<p>공지</p>');
      expect(text, op).not.toMatch(/onerror|<script|javascript:/);
    }
  });

  it('sends it on calls without a visitor too', async () => {
    await callBackend('get-jackpot', undefined);
    expect(seen[0]['x-portal-key']).toBe(PORTAL_KEY);
  });

  it('sends the member token as a bearer token', async () => {
    await callBackend('get-jackpot', undefined, { token: 'member-token' });
    expect(seen[0]).toMatchObject({
      authorization: 'Bearer member-token',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('refuses an answer larger than 2 MiB that streams without a length, without waiting for its end', async () => {
    let sentLength: string | number | string[] | undefined = 'unset';
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      sentLength = res.getHeader('content-length');
      const chunk = Buffer.alloc(64 * 1024, ' ');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      pump();
    };
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(502, 'backend_invalid'));
    expect(sentLength).toBeUndefined();
  });

  it('does not follow a redirect', async () => {
    answer = (req, res) => {
      if (req.url === '/elsewhere') return jackpot(req, res);
      res.writeHead(302, { location: '/elsewhere' }).end();
    };
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(502, 'backend_invalid'));
    expect(seen).toHaveLength(1);
  });

  it('gives up on a backend slower than the timeout', async () => {
    answer = (req, res) => {
      const late = setTimeout(() => jackpot(req, res), TIMEOUT_MS * 3);
      res.on('close', () => clearTimeout(late));
    };
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(504, 'backend_timeout'));
  });

  it('gives up on an answer that trickles in for longer than the timeout', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => res.write(' '), 50);
      const last = setTimeout(() => res.end(JACKPOT), TIMEOUT_MS * 3);
      res.on('close', () => {
        clearInterval(drip);
        clearTimeout(last);
      });
    };
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(504, 'backend_timeout'));
  });

  it('reports a connection the backend drops before answering as unavailable, and one cut mid-answer as invalid', async () => {
    answer = (_req, res) => void res.socket?.destroy();
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(502, 'backend_unavailable'));
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).write('{"status":');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(502, 'backend_invalid'));
  });

  it('reports an answer that is not JSON as invalid, whatever its status', async () => {
    answer = (_req, res) => void res.writeHead(401, { 'content-type': 'text/html' }).end('<html>login</html>');
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(502, 'backend_invalid'));
    answer = (_req, res) =>
      void res.writeHead(401, { 'content-type': 'application/json' }).end('{"status":"error","code":"expired"}');
    expect(await callBackend('get-jackpot', undefined)).toEqual(failed(401, 'unauthenticated'));
  });

  it('keeps the connection alive between calls', async () => {
    await callBackend('get-jackpot', undefined);
    const before = connections;
    sockets = [];
    await callBackend('get-jackpot', undefined);
    await callBackend('get-jackpot', undefined);
    expect(connections - before).toBe(0);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]).toBe(sockets[0]);
  });

  it("closes an idle connection itself before the backend's announced keep-alive ends, so no call goes out on one being closed", async () => {
    answer = (_req, res) =>
      void res
        .writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive', 'keep-alive': 'timeout=2' })
        .end(JACKPOT);
    server.keepAliveTimeout = 60_000;
    try {
      await callBackend('get-jackpot', undefined);
      const socket = sockets[0];
      // Only the portal ends it here: this backend would keep it for a minute.
      await new Promise<void>((resolve) => socket.once('end', () => resolve()));
      sockets = [];
      expect(await callBackend('get-jackpot', undefined)).toMatchObject({ ok: true });
      expect(sockets[0]).not.toBe(socket);
    } finally {
      server.keepAliveTimeout = 5_000;
    }
  });
});

describe('callBackendCached', () => {
  it('lets concurrent requests for a shared answer wait for one call', async () => {
    const results = await Promise.all([1, 2, 3].map(() => callBackendCached('get-jackpot', undefined)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(seen).toHaveLength(1);
    await callBackendCached('get-jackpot', undefined);
    expect(seen).toHaveLength(1);
  });

  it('keeps each host its own site configuration', async () => {
    answer = (req, res) =>
      void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'success', features: [req.headers['x-forwarded-host']] }));
    const site = (host: string) => callBackendCached('get-site-config', undefined, { visitor: { host } });
    expect(await site('one.example')).toMatchObject({ ok: true, data: { features: ['one.example'] } });
    expect(await site('two.example')).toMatchObject({ ok: true, data: { features: ['two.example'] } });
    expect(await site('one.example')).toMatchObject({ ok: true, data: { features: ['one.example'] } });
    expect(seen).toHaveLength(2);
  });

  it('does not keep a failed answer', async () => {
    answer = (_req, res) =>
      void res.writeHead(500, { 'content-type': 'application/json' }).end('{"status":"error","code":"internal"}');
    expect(await callBackendCached('get-jackpot', undefined)).toEqual(failed(502, 'backend_invalid'));
    answer = jackpot;
    expect(await callBackendCached('get-jackpot', undefined)).toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);
  });
});
