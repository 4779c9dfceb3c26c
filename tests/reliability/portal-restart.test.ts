import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HIGH_RATE_LIMITS,
  admin,
  backendLogin,
  freePort,
  fund,
  loginThroughPortal,
  proxyCall,
  registerMember,
  startBackend,
  startPortal,
  tempDir,
  type Server,
} from '../support/servers';

const tag = randomBytes(3).toString('hex');
const member = { userId: `pr${tag}`, password: 'restart-pass-1234' };
const FUNDED = 200_000;
const dataDir = tempDir('restart');

let backend: Server;
let portal: Server | undefined;
let cookie: string;

/** The account page as the browser asks for it: a member sees it, a visitor is sent to /login. */
async function accountPage(portalUrl: string, sessionCookie?: string) {
  const response = await fetch(`${portalUrl}/user`, {
    redirect: 'manual',
    headers: sessionCookie ? { cookie: sessionCookie } : {},
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function expectLoggedIn(portalUrl: string) {
  const page = await accountPage(portalUrl, cookie);
  expect(page.status, `GET /user answered ${page.status} → ${page.location}`).toBe(200);
  expect(page.html).toContain(member.userId);
  const health = await proxyCall(portalUrl, 'health-check', undefined, cookie);
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({ status: 'authenticated', user: { userId: member.userId } });
  return health.body.user as { balance: number };
}

async function withdrawList(portalUrl: string) {
  const { status, body } = await proxyCall(portalUrl, 'get-withdraw-list', { size: 50 }, cookie);
  expect(status).toBe(200);
  return (body as { list: { id: number; requestId: string; amount: number; status: string }[] }).list;
}

const held = async () =>
  (await admin<{ held: number; balance: number }>(backend.url, 'get-user-wallet', { userId: member.userId })).held;

/** A relay to the backend that holds answers to one path for `delayMs`, so a request is surely in flight at the portal. */
async function slowBackend(target: string, slowPath: string, delayMs: number) {
  let seen!: () => void;
  const relay = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const answer = fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    if (req.url === slowPath) {
      seen();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    const response = await answer;
    res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    seen: new Promise<void>((resolve) => (seen = resolve)),
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

async function restartPortal() {
  await portal!.stop('SIGTERM');
  const stopped = portal!;
  portal = undefined;
  return stopped;
}

beforeAll(async () => {
  backend = await startBackend({ dataDir, env: { SEED_DEMO: 'false', ...HIGH_RATE_LIMITS } });
  await registerMember(backend.url, member.userId, member.password);
  await fund(backend.url, await backendLogin(backend.url, member), FUNDED, `fund-${tag}-0001`);
  portal = await startPortal({ backendUrl: backend.url });
  cookie = await loginThroughPortal(portal.url, member);
});

afterAll(async () => {
  await portal?.stop('SIGKILL');
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the portal process restarted mid-session', () => {
  it('the member stays logged in (stateless cookie session), and nothing submitted before the restart is lost', async () => {
    expect(await accountPage(portal!.url)).toMatchObject({ status: 307, location: expect.stringContaining('/login') });
    await expectLoggedIn(portal!.url);
    const requestId = `wd-${tag}-before-restart`;
    const applied = await proxyCall(portal!.url, 'apply-user-withdraw', { amount: 30_000, requestId }, cookie);
    expect(applied.body).toMatchObject({ status: 'success', balance: FUNDED - 30_000 });

    const stopped = await restartPortal();
    expect(stopped.process.exitCode ?? stopped.process.signalCode).not.toBeNull();
    await expect(fetch(`${stopped.url}/api/health`)).rejects.toThrow();
    // While the portal is down the backend keeps the request, and the operator can still work on it.
    expect(await held()).toBe(30_000);
    const [request] = (
      await admin<{ ledger: { walletRequestId: number | null }[] }>(backend.url, 'get-user-wallet', {
        userId: member.userId,
      })
    ).ledger;
    expect(request.walletRequestId).toBe((applied.body.request as { id: number }).id);
    await admin(backend.url, 'approve-withdraw', { id: request.walletRequestId });

    portal = await startPortal({ backendUrl: backend.url });
    expect(portal.url).not.toBe(stopped.url);
    const user = await expectLoggedIn(portal.url);
    expect(Number(user.balance)).toBe(FUNDED - 30_000);
    expect(await withdrawList(portal.url)).toEqual([
      expect.objectContaining({ requestId, amount: 30_000, status: 'already' }),
    ]);
  });

  it('a withdraw in flight when the portal is stopped is answered before it exits; the retry after the restart is applied once', async () => {
    const requestId = `wd-${tag}-in-flight`;
    const before = await held();
    const slow = await slowBackend(backend.url, '/public/apply-user-withdraw', 1_500);
    try {
      await restartPortal();
      portal = await startPortal({ backendUrl: slow.url });
      const inFlight = proxyCall(portal.url, 'apply-user-withdraw', { amount: 40_000, requestId }, cookie).catch(
        (error: Error) => error,
      );
      await slow.seen;
      const stopped = await restartPortal();
      const first = await inFlight;
      if (first instanceof Error) throw new Error(`the stop cut the member's withdraw off: ${first.message}`);
      expect(first.body, 'the member gets the answer (graceful stop)').toMatchObject({ status: 'success' });
      expect(stopped.process.exitCode ?? stopped.process.signalCode).not.toBeNull();

      // A click during the restart fails to connect; the member sends the same request again once the portal is back.
      await expect(
        proxyCall(stopped.url, 'apply-user-withdraw', { amount: 40_000, requestId }, cookie),
      ).rejects.toThrow();
      portal = await startPortal({ backendUrl: backend.url });
      await expectLoggedIn(portal.url);
      const retry = await proxyCall(portal.url, 'apply-user-withdraw', { amount: 40_000, requestId }, cookie);
      expect(retry.body).toMatchObject({ status: 'success', request: { requestId, amount: 40_000 } });
      expect((first.body.request as { id: number }).id).toBe((retry.body.request as { id: number }).id);
      expect(await held()).toBe(before + 40_000);
      expect((await withdrawList(portal.url)).filter((r) => r.requestId === requestId)).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});
