import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// The README's start command: the reference backend and the portal together, secrets generated once.
test('npm start runs the backend and the portal, prints the URL and the demo login, restarts a dead backend, and stops both', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const [port, backendPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
    DATA_DIR: dataDir,
  };
  for (const name of [
    'BACKEND_URL',
    'NEXTAUTH_SECRET',
    'ADMIN_KEY',
    'PORTAL_KEY',
    'NEXTAUTH_URL',
    'BACKEND_PUBLIC_URL',
  ])
    delete env[name];

  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  try {
    // The demo login is printed after the ready line, and a pipe may deliver the two in separate chunks.
    await expect.poll(() => output, { timeout: 90_000 }).toContain('Demo login: demo / demo1234');
    expect(output).toContain(`Portal ready: http://localhost:${port}`);
    expect(output).toMatch(/Admin key \(shown once\): \S{20,}/);
    expect(output).toContain('NEXTAUTH_SECRET is not set');
    // One key generated for both: the backend believes the visitor addresses its portal forwards.
    expect(output).not.toContain('PORTAL_KEY is not set');

    expect((await request.get(`http://127.0.0.1:${port}/api/health`)).status()).toBe(200);
    expect(await (await request.get(`http://127.0.0.1:${backendPort}/health`)).json()).toEqual({ status: 'ok' });
    const home = await request.get(`http://127.0.0.1:${port}/`);
    expect(await home.text()).toContain('로얄 카지노');

    // The backend dies: the portal keeps serving, says the data cannot be loaded, and the backend comes back.
    const backendPid = Number(/The backend started \(pid (\d+)\)/.exec(output)![1]);
    process.kill(backendPid, 'SIGKILL');
    await expect
      .poll(() => output, { timeout: 10_000 })
      .toMatch(/The backend stopped \(SIGKILL\); restarting it in 1 s \(restart 1\)/);
    expect((await request.get(`http://127.0.0.1:${port}/api/health`)).status()).toBe(200);
    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${backendPort}/health`).catch(() => null))?.status(), {
        timeout: 60_000,
      })
      .toBe(200);
    expect(await (await request.get(`http://127.0.0.1:${port}/`)).text()).toContain('로얄 카지노');

    for (const file of ['nextauth-secret', 'admin-key']) {
      expect(readFileSync(path.join(dataDir, file), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
      expect(statSync(path.join(dataDir, file)).mode & 0o077).toBe(0);
    }
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  await expect(request.get(`http://127.0.0.1:${backendPort}/health`)).rejects.toThrow();
});
