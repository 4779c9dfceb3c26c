// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage, isPublicAddress, readSiteImage } from './imageFetch';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
let server: Server;
let origin: string;
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/logo.png': (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  '/page.html': (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>secret</p>'),
  '/moved.png': (_req, res) => void res.writeHead(302, { location: '/logo.png' }).end(),
  '/huge.png': (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(Buffer.alloc(2048));
  },
  '/slow.png': () => undefined,
};

beforeAll(async () => {
  server = http.createServer((req, res) =>
    (routes[req.url ?? ''] ?? ((_q, r) => void r.writeHead(404).end()))(req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'fd00::1',
    'fe80::1',
    'not-an-ip',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe('fetchImage', () => {
  it('reaches an internal address only on an origin the operator configured', async () => {
    expect(await fetchImage(`${origin}/logo.png`)).toBeNull();
    expect(await fetchImage(`http://localhost:${new URL(origin).port}/logo.png`)).toBeNull();
    expect(await fetchImage(`http://[::ffff:127.0.0.1]:${new URL(origin).port}/logo.png`)).toBeNull();
    expect(await fetchImage(`${origin}/logo.png`, { trustedOrigins: [origin] })).toEqual({
      bytes: PNG,
      type: 'image/png',
    });
  });

  it('takes images only: no other type, no redirect, nothing over the size cap, nothing late, no other scheme', async () => {
    const trusted = { trustedOrigins: [origin] };
    expect(await fetchImage(`${origin}/page.html`, trusted)).toBeNull();
    expect(await fetchImage(`${origin}/moved.png`, trusted)).toBeNull();
    expect(await fetchImage(`${origin}/missing.png`, trusted)).toBeNull();
    expect(await fetchImage(`${origin}/huge.png`, { ...trusted, maxBytes: 1024 })).toBeNull();
    expect(await fetchImage(`${origin}/huge.png`, { ...trusted, maxBytes: 4096 })).not.toBeNull();
    expect(await fetchImage(`${origin}/slow.png`, { ...trusted, timeoutMs: 200 })).toBeNull();
    expect(await fetchImage('file:///etc/passwd', trusted)).toBeNull();
    expect(await fetchImage('not a url')).toBeNull();
  });
});

describe('readSiteImage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-image-'));
  mkdirSync(path.join(root, 'brand'));
  writeFileSync(path.join(root, 'brand', 'logo.png'), PNG);
  writeFileSync(path.join(root, 'brand', 'notes.txt'), 'text');
  writeFileSync(path.join(root, 'brand', 'big.png'), Buffer.alloc(2048));

  it('reads image files of the public folder only', async () => {
    expect(await readSiteImage('/brand/logo.png?v=2', { root })).toEqual({ bytes: PNG, type: 'image/png' });
    expect(await readSiteImage('/brand/notes.txt', { root })).toBeNull();
    expect(await readSiteImage('/brand/missing.png', { root })).toBeNull();
    expect(await readSiteImage('/brand/big.png', { root, maxBytes: 1024 })).toBeNull();
    expect(await readSiteImage('/brand/%2e%2e/%2e%2e/etc/hosts.png', { root })).toBeNull();
    expect(await readSiteImage('/brand', { root })).toBeNull();
  });
});
