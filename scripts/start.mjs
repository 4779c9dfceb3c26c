// One command for the whole portal: the reference backend (unless BACKEND_URL points elsewhere) and the Next.js server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalNodeArgs } from './portalCommand.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = env.PORT || '3000';
const host = env.HOST || '127.0.0.1';
const backendPort = env.BACKEND_PORT || '4000';
const ownBackend = !env.BACKEND_URL;
const dataDir = path.resolve(root, env.DATA_DIR || 'data');
mkdirSync(dataDir, { recursive: true });

env.DATA_DIR = dataDir;
env.BACKEND_PORT = backendPort;
env.BACKEND_URL ||= `http://127.0.0.1:${backendPort}`;
env.NEXTAUTH_URL ||= `http://localhost:${port}`;

/** A secret kept in DATA_DIR so that restarts keep sessions and the admin key; generated once. */
function persistentSecret(name, file, warning) {
  if (env[name]) return false;
  const location = path.join(dataDir, file);
  if (existsSync(location)) {
    env[name] = readFileSync(location, 'utf8').trim();
    return false;
  }
  env[name] = randomBytes(32).toString('base64url');
  writeFileSync(location, `${env[name]}\n`, { mode: 0o600 });
  console.warn(`! ${warning} (stored in ${location})`);
  return true;
}

persistentSecret(
  'NEXTAUTH_SECRET',
  'nextauth-secret',
  'NEXTAUTH_SECRET is not set: generated one. A real deployment sets its own.',
);
if (
  ownBackend &&
  persistentSecret('ADMIN_KEY', 'admin-key', 'ADMIN_KEY is not set: generated one. A real deployment sets its own.')
) {
  console.log(`  Admin key (shown once): ${env.ADMIN_KEY}`);
}

// The backend believes the visitor address the portal forwards only from a caller with this key; both get it from here.
// Nothing outside this run needs it, so a new one each start is enough.
if (ownBackend) env.PORTAL_KEY ||= randomBytes(32).toString('base64url');

if (!existsSync(path.join(root, env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('No production build yet: running next build…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;
/** The Next.js server, stopped before the backend. */
let portalChild;

const running = (child) => child.exitCode === null && child.signalCode === null;
const exitOf = (child) => (running(child) ? new Promise((resolve) => child.once('exit', resolve)) : null);

/**
 * The signal goes on: the portal first, which finishes its requests (up to SHUTDOWN_SECONDS) while the backend still
 * answers them, then the backend. Past twice that, whatever still runs is left behind.
 */
function stop(code) {
  if (stopping) return;
  stopping = true;
  const grace = Number(env.SHUTDOWN_SECONDS || 10);
  setTimeout(() => process.exit(code), (2 * grace + 5) * 1000).unref();
  const [first, ...rest] = [...children].sort((a, b) => (b === portalChild) - (a === portalChild));
  if (first && running(first)) first.kill('SIGTERM');
  Promise.resolve(first && exitOf(first))
    .then(() => {
      for (const child of rest) if (running(child)) child.kill('SIGTERM');
      return Promise.all(rest.map(exitOf));
    })
    .then(() => process.exit(code));
}

function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the portal.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

/** The reference backend, restarted with a growing delay when it dies; the portal keeps serving meanwhile. */
function supervise(name, command, args) {
  let restarts = 0;
  const start = () => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    const startedAt = Date.now();
    console.log(`${name} started (pid ${child.pid}).`);
    children.push(child);
    child.once('exit', (code, signal) => {
      children.splice(children.indexOf(child), 1);
      if (stopping) return;
      // A backend that ran for a minute starts the delays over.
      if (Date.now() - startedAt > 60_000) restarts = 0;
      const delay = Math.min(1000 * 2 ** restarts, 30_000);
      restarts += 1;
      console.error(
        `${name} stopped (${signal ?? `exit ${code}`}); restarting it in ${delay / 1000} s (restart ${restarts}).`,
      );
      setTimeout(() => !stopping && start(), delay);
    });
  };
  start();
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) {
    console.error(`${what} did not answer ${url} within ${timeoutMs / 1000} s.`);
    stop(1);
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (ownBackend) {
  env.BACKEND_HOST ||= '127.0.0.1';
  env.BACKEND_PUBLIC_URL ||= `http://localhost:${backendPort}`;
  // Node with tsx's loader rather than the tsx CLI, which would run the server as a grandchild that a kill misses.
  supervise('The backend', process.execPath, ['--import', 'tsx', path.join('backend', 'server.ts')]);
  await waitFor(`${env.BACKEND_URL}/health`, 'The backend');
}
env.NODE_ENV = 'production';
env.PORT = port;
env.HOST = host;
portalChild = run('The portal', process.execPath, portalNodeArgs(env));
await waitFor(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/api/health`, 'The portal');

if (!stopping) {
  console.log(`\nPortal ready: http://localhost:${port}`);
  if (ownBackend && env.SEED_DEMO !== 'false') console.log('Demo login: demo / demo1234');
}
