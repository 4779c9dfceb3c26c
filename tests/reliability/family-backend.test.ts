// An operator adopting the portal with a backend of the spec's family: check-backend prints the .env, and the built
// portal started with it serves log in, the lobby, a deposit, deleting a question, My page's record, the password
// change and registration (whose get-reg-domain carries the portal's origin). Real processes, as an operator runs them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '@/lib/checkBackend/cli';
import { startFamilyBackend, type FamilyBackend } from '../support/familyBackend';
import {
  admin,
  HIGH_RATE_LIMITS,
  loginThroughPortal,
  PORTAL_KEY,
  proxyCall,
  registerMember,
  startBackend,
  startPortal,
  type Server,
} from '../support/servers';

const tag = randomBytes(3).toString('hex');
const member = { userId: `fam${tag}`, password: 'family-pass-1234' };

let backend: Server;
let family: FamilyBackend;
let portal: Server;
let env: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  backend = await startBackend({ env: HIGH_RATE_LIMITS });
  family = await startFamilyBackend(backend.url);
  await registerMember(backend.url, member.userId, member.password);
  const out: string[] = [];
  const { code } = await main(
    ['--url', family.url, '--member', `${member.userId}:${member.password}`],
    { out: (line) => out.push(line), err: (line) => out.push(line) },
    { PORTAL_KEY },
  );
  if (code !== 0) throw new Error(`check-backend failed:\n${out.join('\n')}`);
  env = Object.fromEntries(
    out
      .filter((line) => /^BACKEND_[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  portal = await startPortal({
    backendUrl: env.BACKEND_URL,
    env: { ...env, SHARED_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' },
  });
});

afterAll(async () => {
  await portal?.stop();
  await family?.close();
  await backend?.stop();
});

const page = async (path: string) => {
  const response = await fetch(`${portal.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
};

describe('the portal on a family backend, with the .env check-backend printed', () => {
  it('was told the session header, no scheme, the older names and the extensions', () => {
    expect(env).toMatchObject({
      BACKEND_TOKEN_HEADER: 'session',
      BACKEND_TOKEN_SCHEME: 'none',
      BACKEND_OPERATION_NAMES: 'get-member=get_member,del-help-message=user_del_help',
    });
    expect(env.BACKEND_FEATURES.split(',')).toEqual(
      expect.arrayContaining(['member-info', 'game-wallet', 'bet-history']),
    );
  });

  it('logs the member in and shows the lobby and My page with the record from get_member', async () => {
    cookie = await loginThroughPortal(portal.url, member);
    const health = await proxyCall(portal.url, 'health-check', undefined, cookie);
    expect(health.body).toMatchObject({ status: 'authenticated', user: { userId: member.userId } });
    expect((await page('/')).status).toBe(200);
    const account = await page('/user');
    expect(account.status).toBe(200);
    expect(account.html).toContain('가입일');
    expect(account.html).toContain('*******8901');
  });

  it('takes a deposit and deletes a question through user_del_help', async () => {
    const deposit = await proxyCall(
      portal.url,
      'apply-user-deposit',
      { amount: 10_000, requestId: `fam-${tag}-deposit` },
      cookie,
    );
    expect(deposit.body).toMatchObject({ status: 'success', request: { amount: 10_000, status: 'wait' } });
    await admin(backend.url, 'approve-deposit', { id: (deposit.body.request as { id: number }).id });
    expect((await proxyCall(portal.url, 'health-check', undefined, cookie)).body).toMatchObject({
      user: { balance: 10_000 },
    });

    const written = await proxyCall(
      portal.url,
      'user-write-help',
      { title: 'family', contents: 'A question to delete.' },
      cookie,
    );
    const id = (written.body as { id: number }).id;
    expect((await proxyCall(portal.url, 'del-help-message', { id }, cookie)).body).toEqual({ status: 'success' });
    const list = await proxyCall(portal.url, 'get-help-list', { page: 1, size: 50 }, cookie);
    expect((list.body.helps as { id: number }[]).map((help) => help.id)).not.toContain(id);
  });

  it('changes the password, after which only the new one logs in', async () => {
    const wrong = await proxyCall(
      portal.url,
      'user-change-password',
      { password: 'not-the-password', newPassword: 'family-pass-5678' },
      cookie,
    );
    expect(wrong.body).toMatchObject({ status: 'pass' });
    const changed = await proxyCall(
      portal.url,
      'user-change-password',
      { password: member.password, newPassword: 'family-pass-5678' },
      cookie,
    );
    expect(changed.body).toEqual({ status: 'success' });
    await expect(loginThroughPortal(portal.url, member)).rejects.toThrow(/login of/);
    expect(await loginThroughPortal(portal.url, { ...member, password: 'family-pass-5678' })).toContain(
      'session-token=',
    );
  });

  it("registers a member, get-reg-domain getting the portal's origin from the server render and from the browser", async () => {
    cookie = '';
    const before = family.regDomainOrigins.length;
    expect((await page('/register')).status).toBe(200);
    expect(family.regDomainOrigins.slice(before)).toEqual([portal.url]);
    const asked = await fetch(`${portal.url}/api/routes/get-reg-domain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: portal.url },
      body: '{}',
    });
    expect(asked.status).toBe(200);
    expect(family.regDomainOrigins.at(-1)).toBe(portal.url);
    const userId = `fr${tag}`;
    const registered = await proxyCall(portal.url, 'user-register', {
      userId,
      password: 'family-new-1234',
      nick: `n${userId}`,
      phone: '010-5555-1234',
      bankname: '국민은행',
      bankOwner: '테스트',
      banknum: '12345678901',
    });
    expect(registered.body).toEqual({ status: 'success' });
    expect(await loginThroughPortal(portal.url, { userId, password: 'family-new-1234' })).toContain('session-token=');
  });
});
