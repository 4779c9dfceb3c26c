// Real processes for the reliability, load and benchmark scripts: the reference backend and the built portal,
// each on a free loopback port with its own data folder, stopped by whoever started them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalNodeArgs } from '../../scripts/portalCommand.mjs';

export const ROOT = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

export const ADMIN_KEY = 'reliability-admin-key';
export const NEXTAUTH_SECRET = 'reliability-only-secret-0123456789abcdef';
/** Shared by the backends and portals started here, and sent by the direct backend calls below as a portal does. */
export const PORTAL_KEY = 'reliability-portal-key-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const tempDir = (label: string) => mkdtempSync(path.join(tmpdir(), `portal-${label}-`));

/** The last 20,000 characters a child process wrote, for the error that reports it; `note` adds a line of our own. */
export function outputTail(child: ChildProcess) {
  let text = '';
  const keep = (chunk: Buffer | string) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return Object.assign(() => text, { note: (line: string) => keep(`${line}\n`) });
}

export interface Server {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGTERM (or the given signal) and wait for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited before answering ${url}:\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

async function launch(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  port: number,
  healthPath: string,
  timeoutMs: number,
  cwd = ROOT,
) {
  const merged: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(command, args, { cwd, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = outputTail(child);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = {
    url,
    port,
    process: child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  try {
    await waitFor(`${url}${healthPath}`, child, server.output, timeoutMs);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

export interface BackendOptions {
  /** The PGlite data folder (reuse it to restart on the same data); a new temporary one by default. */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
}

/** The reference backend (`node --import tsx backend/server.ts`) on PGlite in `dataDir`, or on DATABASE_URL when env sets it. */
export async function startBackend({ dataDir = tempDir('backend'), port, env = {} }: BackendOptions = {}) {
  const chosen = port ?? (await freePort());
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child process, so a SIGKILL
  // would kill only the CLI and leave the server running, orphaned.
  const server = await launch(
    process.execPath,
    ['--import', 'tsx', path.join('backend', 'server.ts')],
    {
      BACKEND_PORT: String(chosen),
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      DATA_DIR: dataDir,
      ADMIN_KEY,
      PORTAL_KEY,
      // PGlite unless the caller names a PostgreSQL database.
      DATABASE_URL: undefined,
      ...env,
    },
    chosen,
    '/health',
    60_000,
  );
  return { ...server, dataDir };
}

export interface PortalOptions {
  backendUrl: string;
  port?: number;
  env?: Record<string, string>;
  /** Another checkout of the portal with its own node_modules and build in `.next` (the bench's reference); this one by default. */
  appDir?: string;
}

export const distDir = () => process.env.NEXT_DIST_DIR || '.next';
export const hasBuild = () => existsSync(path.join(ROOT, distDir(), 'BUILD_ID'));

/**
 * The built portal, pointed at a backend: its own server (scripts/portal-server.ts, as `npm start` runs it), or
 * `next start` in another checkout; needs `next build` first (see hasBuild).
 */
export async function startPortal({ backendUrl, port, env = {}, appDir }: PortalOptions) {
  if (appDir ? !existsSync(path.join(appDir, '.next', 'BUILD_ID')) : !hasBuild()) {
    throw new Error(
      `no production build in ${appDir ? path.join(appDir, '.next') : distDir()}: run "npm run build" first`,
    );
  }
  const chosen = port ?? (await freePort());
  const [command, args] = appDir
    ? [path.join(appDir, 'node_modules', '.bin', 'next'), ['start', '-p', String(chosen), '-H', '127.0.0.1']]
    : [process.execPath, portalNodeArgs({ ...process.env, ...env })];
  return launch(
    command,
    args,
    {
      PORT: String(chosen),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      BACKEND_URL: backendUrl,
      NEXTAUTH_SECRET,
      PORTAL_KEY,
      NEXTAUTH_URL: `http://127.0.0.1:${chosen}`,
      ...(appDir ? { NEXT_DIST_DIR: undefined } : {}),
      ...env,
    },
    chosen,
    '/api/health',
    90_000,
    appDir ?? ROOT,
  );
}

/** Whether the portal's `npm run build` bundles with webpack (`next build --webpack`) rather than Turbopack. */
export const portalBuildsWithWebpack = () =>
  /\s--webpack\b/.test(
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
      .build ?? '',
  );
/** A webpack build leaves its runtime in the server output; a Turbopack build does not. */
const builtWithWebpack = (nextDir: string) => existsSync(path.join(nextDir, 'server', 'webpack-runtime.js'));

/**
 * The portal's `npm run build` (into NEXT_DIST_DIR), or `next build` of another app folder such as bench/baseline,
 * with the portal's bundler so that the two builds compare.
 */
export function nextBuild(folder?: string) {
  const [command, args] = folder
    ? [bin('next'), ['build', folder, ...(portalBuildsWithWebpack() ? ['--webpack'] : [])]]
    : ['npm', ['run', 'build']];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputTail(child);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${folder ? `next build ${folder}` : `npm run build (${distDir()})`} failed (${signal ?? `exit ${code}`}):\n${output()}`,
            ),
          ),
    );
  });
}

/**
 * The floor app of the benchmarks: hello world with the same next, next-i18next and styled-components as the portal,
 * plus what the design card adds (bench/baseline/next.config.js).
 */
export const BASELINE_DIR = path.join('bench', 'baseline');

/** The newest modification time of the floor app's own files (not its build). */
function baselineSourcesChangedAt(folder = path.join(ROOT, BASELINE_DIR)): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (['.next', 'node_modules', 'next-env.d.ts', 'tsconfig.tsbuildinfo'].includes(entry.name)) continue;
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? baselineSourcesChangedAt(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** A build of the floor app made with the portal's bundler, newer than its sources. */
export const hasBaselineBuild = () => {
  const buildId = path.join(ROOT, BASELINE_DIR, '.next', 'BUILD_ID');
  return (
    existsSync(buildId) &&
    builtWithWebpack(path.join(ROOT, BASELINE_DIR, '.next')) === portalBuildsWithWebpack() &&
    statSync(buildId).mtimeMs > baselineSourcesChangedAt()
  );
};

/** The baseline under `next start`, with the portal's server settings; needs its build (see hasBaselineBuild). */
export async function startBaseline({ port }: { port?: number } = {}) {
  if (!hasBaselineBuild())
    throw new Error(
      `no up-to-date production build in ${BASELINE_DIR}/.next: run "npx next build ${BASELINE_DIR}" first`,
    );
  const chosen = port ?? (await freePort());
  return launch(
    bin('next'),
    ['start', BASELINE_DIR, '-p', String(chosen), '-H', '127.0.0.1'],
    { NODE_ENV: 'production' },
    chosen,
    '/',
    60_000,
  );
}

/** An operator action on the backend's admin routes. */
export async function admin<T = Record<string, unknown>>(
  backendUrl: string,
  op: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${backendUrl}/admin/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY },
    body: JSON.stringify({ params }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`admin ${op}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** A member registered straight on the backend (the load scripts need hundreds). */
export async function registerMember(
  backendUrl: string,
  userId: string,
  password = 'load-pass-1234',
  ip = '198.51.100.1',
) {
  const response = await fetch(`${backendUrl}/public/user-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-key': PORTAL_KEY, 'x-forwarded-for': ip },
    body: JSON.stringify({
      params: {
        userId,
        password,
        nick: `n${userId}`.slice(0, 16),
        phone: '010-5555-1234',
        bankname: '국민은행',
        bankOwner: '테스트',
        banknum: '12345678901',
      },
    }),
  });
  const body = (await response.json()) as { status: string };
  if (body.status !== 'success') throw new Error(`register ${userId}: ${JSON.stringify(body)}`);
  return { userId, password };
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='));

/**
 * Logs in through next-auth's real credentials flow (csrf token, then the callback), as the browser does,
 * and returns the Cookie header value of the session.
 */
export async function loginThroughPortal(portalUrl: string, member: { userId: string; password: string }) {
  const csrf = await fetch(`${portalUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const response = await fetch(`${portalUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; '), origin: portalUrl },
    body: new URLSearchParams({ csrfToken, userId: member.userId, password: member.password, json: 'true' }),
  });
  const session = cookiesOf(response).find((pair) => pair.includes('session-token='));
  if (!session) throw new Error(`login of ${member.userId} failed: ${response.status} ${await response.text()}`);
  return session;
}

/** A POST to the portal's proxy as the page's fetch sends it. */
export async function proxyCall(portalUrl: string, op: string, params?: unknown, cookie?: string) {
  const response = await fetch(`${portalUrl}/api/routes/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(params === undefined ? {} : { params }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the report
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

/** Registration limits high enough for scripts that register hundreds of members from one address. */
export const HIGH_RATE_LIMITS = { RATE_LIMIT_REGISTER_PER_HOUR: '100000', RATE_LIMIT_CHECKS_PER_MINUTE: '100000' };

/**
 * A POST straight to the backend's `/public/<op>` with the portal key, as a portal sends it (so an `x-forwarded-for`
 * among the extra headers is believed), and a member's backend token when given.
 */
export async function backendCall<T = Record<string, unknown>>(
  backendUrl: string,
  op: string,
  params: unknown = {},
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${backendUrl}/public/${op}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-portal-key': PORTAL_KEY,
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ params }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The member's backend token, from `user-do-login` (what next-auth keeps inside the session cookie). */
export async function backendLogin(backendUrl: string, { userId, password }: { userId: string; password: string }) {
  const { body } = await backendCall<{ status: string; token?: string }>(backendUrl, 'user-do-login', {
    userId,
    password,
  });
  if (body.status !== 'success' || !body.token) throw new Error(`backend login of ${userId}: ${JSON.stringify(body)}`);
  return body.token;
}

/** Puts money on a member's balance as an operator would: a deposit request, then its approval. */
export async function fund(backendUrl: string, token: string, amount: number, requestId: string) {
  const { body } = await backendCall<{ status: string; request?: { id: number } }>(
    backendUrl,
    'apply-user-deposit',
    { amount, requestId },
    token,
  );
  if (body.status !== 'success' || !body.request) throw new Error(`deposit ${requestId}: ${JSON.stringify(body)}`);
  await admin(backendUrl, 'approve-deposit', { id: body.request.id });
  return body.request.id;
}

/** `work` over `items` with at most `concurrency` running at once; results in the order of `items`. */
export async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
