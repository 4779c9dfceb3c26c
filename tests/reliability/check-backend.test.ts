// `npm run check-backend` against real HTTP servers: the reference backend with every feature and with none, a
// backend of the spec's family (tests/support/familyBackend.ts), and the inputs an operator gets wrong.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '@/backend/db/seed';
import { setupBackend } from '@/backend/testing';
import { extensionFeatures } from '@/lib/contract';
import { main } from '@/lib/checkBackend/cli';
import { parseServerEnv } from '@/lib/env';
import { serveApp, startFamilyBackend, type FamilyBackend } from '../support/familyBackend';
import { freePort } from '../support/servers';

const everything = setupBackend({ SITE_FEATURES: extensionFeatures.join(',') });
const legacy = setupBackend({ SITE_FEATURES: '' });
const closers: (() => Promise<void>)[] = [];
let everythingUrl: string;
let legacyUrl: string;
let family: FamilyBackend;

beforeAll(async () => {
  const served = await Promise.all([serveApp(everything.app.fetch), serveApp(legacy.app.fetch)]);
  [everythingUrl, legacyUrl] = served.map((each) => each.url);
  family = await startFamilyBackend(everythingUrl);
  closers.push(...served.map((each) => each.close), family.close);
});
afterAll(() => Promise.all(closers.map((close) => close())));

async function check(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const { code, report } = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) }, {});
  const envStart = out.findIndex((line) => line.startsWith('BACKEND_URL='));
  const env = Object.fromEntries(
    out
      .slice(envStart)
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { code, report, out, err, env };
}

const member = `${DEMO_USER.userId}:${DEMO_USER.password}`;

describe('check-backend on the reference backend', () => {
  it('with every feature: the core conforms under the default settings, the extensions come from get-site-config', async () => {
    const { code, out, env, report } = await check('--url', everythingUrl, '--member', member);
    expect(code, out.join('\n')).toBe(0);
    expect(env).toEqual({
      BACKEND_URL: everythingUrl,
      BACKEND_TOKEN_HEADER: 'authorization',
      BACKEND_TOKEN_SCHEME: 'Bearer',
      BACKEND_OPERATION_NAMES: '',
    });
    expect(out).toContain('READY: the core operations conform with these settings. Put them in the portal’s .env:');
    expect(report!.settings.features).toEqual([...extensionFeatures]);
    expect(out).toContainEqual(expect.stringMatching(/^✓ get-member \[member-info\] {2}conforms: success {2}\d+ ms$/));
    expect(report!.logins).toBe(1);
  });

  it('with --write: moves the smallest amounts, undoes what it can, and says what it changed', async () => {
    const before = await everything.call('health-check', {}, await everything.login());
    const { code, report, out } = await check('--url', everythingUrl, '--member', member, '--write', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out.join('\n'))).toMatchObject({
      ok: true,
      env: expect.stringContaining('BACKEND_TOKEN_HEADER=authorization'),
    });
    expect(report!.changes).toContainEqual(expect.stringMatching(/^deposit request #\d+ of 10000 made and cancelled$/));
    expect(report!.changes).toContainEqual(expect.stringMatching(/^support question #\d+ written and deleted$/));
    const after = await everything.call('health-check', {}, await everything.login());
    expect(after.user.balance + Number(after.user.in_balance)).toBe(
      before.user.balance + Number(before.user.in_balance),
    );
    expect(after.helpCount).toBe(before.helpCount);
  });

  it('with SITE_FEATURES=none: no get-site-config, no extension, and a .env that says so', async () => {
    const { code, env, out } = await check('--url', legacyUrl, '--member', member);
    expect(code, out.join('\n')).toBe(0);
    expect(env).toMatchObject({
      BACKEND_TOKEN_HEADER: 'authorization',
      BACKEND_OPERATION_NAMES: '',
      BACKEND_FEATURES: 'none',
    });
    expect(out).toContainEqual(expect.stringMatching(/^– get-site-config \[site-config\] {2}absent: HTTP 404/));
  });
});

describe('check-backend on a backend of the family', () => {
  it('finds the session header, the {data} wrapping, the older names and the extensions, and prints a .env the portal takes', async () => {
    const { code, env, out } = await check('--url', family.url, '--member', member, '--site', 'https://casino.example');
    expect(code, out.join('\n')).toBe(0);
    expect(env).toEqual({
      BACKEND_URL: family.url,
      BACKEND_TOKEN_HEADER: 'session',
      BACKEND_TOKEN_SCHEME: 'none',
      BACKEND_OPERATION_NAMES: 'get-member=get_member,del-help-message=user_del_help',
      BACKEND_FEATURES: extensionFeatures.join(','),
    });
    expect(out).toContain('  answers: wrapped in {data: …} (the portal unwraps them itself)');
    expect(out).toContainEqual(expect.stringMatching(/^✓ del-help-message \(as user_del_help\) {2}conforms/));
    expect(family.regDomainOrigins.at(-1)).toBe('https://casino.example');
    // The portal starts with it.
    expect(parseServerEnv(env).BACKEND_OPERATION_NAMES).toEqual({
      'get-member': 'get_member',
      'del-help-message': 'user_del_help',
    });
  });

  it('without --member calls the public operations only, and finds the others by name without a token', async () => {
    const { code, env, out } = await check('--url', family.url);
    expect(code).toBe(0);
    expect(out).toContain('# The token header was not checked (give --member id:password): the defaults follow.');
    expect(env).toMatchObject({
      BACKEND_OPERATION_NAMES: 'get-member=get_member,del-help-message=user_del_help',
      BACKEND_FEATURES: extensionFeatures.join(','),
    });
    expect(out).toContainEqual('· health-check  not called: present; needs --member');
  });
});

describe('check-backend on bad input: one line, exit 1, nothing changed', () => {
  const oneLine = async (...args: string[]) => {
    const result = await check(...args);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.out.filter((line) => line.startsWith('BACKEND_'))).toEqual([]);
    return result.err[0];
  };

  it('an address where nothing listens', async () => {
    expect(await oneLine('--url', `http://127.0.0.1:${await freePort()}`)).toMatch(
      /^check-backend: cannot reach http:\/\/127\.0\.0\.1:\d+: connection refused$/,
    );
  });

  it('a web page, not a backend', async () => {
    const page = http.createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Casino</title>'),
    );
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    try {
      expect(await oneLine('--url', `http://127.0.0.1:${(page.address() as AddressInfo).port}`)).toMatch(
        /answered get-casino-setting with an HTML page \(HTTP 200\), not JSON/,
      );
    } finally {
      page.closeAllConnections();
      await new Promise((resolve) => page.close(resolve));
    }
  });

  it('a backend that does not answer in time', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      expect(
        await oneLine('--url', `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, '--timeout', '0.3'),
      ).toMatch(/did not answer get-casino-setting within 0\.3 s$/);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a wrong member password: one login, no lockout', async () => {
    expect(await oneLine('--url', family.url, '--member', `${DEMO_USER.userId}:not-the-password`)).toBe(
      'check-backend: the backend refused the member id or password (status pass): check --member; the check logged in once and stopped, nothing changed',
    );
    expect(typeof (await everything.login())).toBe('string');
  });

  it('arguments that are not usable', async () => {
    expect((await check('--url', 'ftp://x')).err[0]).toBe('check-backend: --url ftp://x is not an http(s) address');
    expect((await check('--url', everythingUrl, '--write')).err[0]).toBe(
      'check-backend: --write needs --member: it only changes the given test member',
    );
    expect((await check()).code).toBe(1);
  });
});
