import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { extensionFeatures } from './lib/contract/terms';

/**
 * Distinct free ports below the kernel's ephemeral range, so that no outgoing connection takes one as its source port
 * before its server listens. Computed once in the runner process; workers inherit the variables, so they all agree.
 */
function freePorts(count: number): string[] {
  const script = `
    const net = require('net');
    let low = 32768;
    try { low = Number(require('fs').readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\\s+/)[0]); } catch {}
    const held = [];
    const next = () => {
      if (held.length === ${count}) {
        process.stdout.write(held.map((server) => server.address().port).join(','));
        return held.forEach((server) => server.close());
      }
      const server = net.createServer().once('error', next);
      server.listen(10000 + Math.floor(Math.random() * (low - 10000)), '127.0.0.1', () => (held.push(server), next()));
    };
    next();`;
  return execFileSync(process.execPath, ['-e', script]).toString().split(',');
}

const PORT_VARIABLES = ['A', 'B'].flatMap((name) =>
  ['PORT', 'BACKEND_PORT', 'FAULT_PORT'].map((part) => `E2E_${name}_${part}`),
);
if (PORT_VARIABLES.some((variable) => !process.env[variable])) {
  const ports = freePorts(PORT_VARIABLES.length);
  PORT_VARIABLES.forEach((variable, i) => (process.env[variable] = ports[i]));
}

/** A backend, a relay that tests can make faulty, and a portal behind it: the specs of shared state run on two of them. */
interface Stack {
  port: string;
  backendPort: string;
  faultPort: string;
  dataDir: string;
}

function stack(name: string): Stack {
  const key = (part: string) => `E2E_${name}_${part}`;
  process.env[key('DATA_DIR')] ||= mkdtempSync(path.join(tmpdir(), `portal-e2e-${name.toLowerCase()}-`));
  return {
    port: process.env[key('PORT')]!,
    backendPort: process.env[key('BACKEND_PORT')]!,
    faultPort: process.env[key('FAULT_PORT')]!,
    dataDir: process.env[key('DATA_DIR')]!,
  };
}

const A = stack('A');
const B = stack('B');
process.env.E2E_ADMIN_KEY ||= 'e2e-admin-key';
process.env.E2E_PORTAL_KEY ||= 'e2e-portal-key-not-for-production';
process.env.E2E_NEXTAUTH_SECRET ||= 'e2e-only-secret-not-for-production-0123456789';

const url = (port: string) => `http://127.0.0.1:${port}`;
/** The portal of the isolated project, for a spec that needs its address before any test starts. */
export const isolatedPortal = url(A.port);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } };
/** What support/backend.ts reads to reach a project's backend and relay. */
const metadata = (s: Stack) => ({ backendURL: url(s.backendPort), faultURL: url(s.faultPort) });
/**
 * Specs that change what any test beside them would see: the fault relay, the demo member's money, site-wide notices,
 * pop-ups, game switches, play counts and the backend's clock. Each half runs one test at a time on a stack of its own.
 */
const SHARED_A = /\/(faults|games|lobby|messages|play|protection|wallet)\.spec\.ts$/;
const SHARED_B = /\/(account-security|brands|catalogue|lobby-catalogue|restricted|session|start|xss)\.spec\.ts$/;

function servers(s: Stack): Extract<PlaywrightTestConfig['webServer'], unknown[]> {
  return [
    {
      command: 'node --import tsx backend/server.ts',
      url: `${url(s.backendPort)}/health`,
      reuseExistingServer: false,
      // Generous: a loaded 2-core machine takes a minute to start a backend.
      timeout: 180_000,
      env: {
        BACKEND_PORT: s.backendPort,
        BACKEND_HOST: '127.0.0.1',
        BACKEND_PUBLIC_URL: url(s.backendPort),
        DATA_DIR: s.dataDir,
        ADMIN_KEY: process.env.E2E_ADMIN_KEY!,
        PORTAL_KEY: process.env.E2E_PORTAL_KEY!,
        RATE_LIMIT_REGISTER_PER_HOUR: '10000',
        RATE_LIMIT_CHECKS_PER_MINUTE: '10000',
        // Limits and breaks last hours and days: the journeys move the backend's clock (shared specs only).
        BACKEND_TEST_CLOCK: 'true',
        // Every extension, the opt-in change-to-point too, so that each journey runs.
        SITE_FEATURES: extensionFeatures.join(','),
        // The play page (play.spec) frames the demo game.
        GAME_FRAME_ANCESTORS: url(s.port),
      },
    },
    {
      command: 'node tests/e2e/support/fault-proxy.mjs',
      url: `${url(s.faultPort)}/__fault/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { FAULT_PORT: s.faultPort, FAULT_TARGET: url(s.backendPort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${url(s.port)}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: s.port,
        HOST: '127.0.0.1',
        BACKEND_URL: url(s.faultPort),
        BACKEND_TIMEOUT_MS: '3000',
        // The journeys change games, notices and pop-ups through the admin routes and look at once.
        SHARED_CACHE_SECONDS: '0',
        PAGE_CACHE_SECONDS: '0',
        DATA_DIR: s.dataDir,
        NEXTAUTH_SECRET: process.env.E2E_NEXTAUTH_SECRET!,
        PORTAL_KEY: process.env.E2E_PORTAL_KEY!,
        NEXTAUTH_URL: url(s.port),
        GAME_FRAME_ORIGINS: url(s.backendPort),
      },
    },
  ];
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Two tests at a time on two cores: the longest journeys (every page in two languages) need the room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    screenshot: 'only-on-failure',
    // Traces on demand (E2E_TRACE=1): recording one snapshots the DOM at every action of every test, a tenth of the suite's CPU.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: {
      // Debian's chromium-headless-shell: Chromium's engine without the browser's windowing, as Playwright runs headless
      // tests itself; a fifth less CPU for the suite. The installable-app spec needs the full browser (CHROMIUM_PATH).
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Each test on members of its own, reading shared data only: two at a time.
    {
      name: 'isolated',
      testIgnore: [SHARED_A, SHARED_B],
      fullyParallel: true,
      use: { ...desktop, baseURL: url(A.port) },
      metadata: metadata(A),
    },
    // Once those are done, each half of the rest one test at a time, side by side on separate stacks.
    {
      name: 'shared-a',
      testMatch: SHARED_A,
      dependencies: ['isolated'],
      workers: 1,
      use: { ...desktop, baseURL: url(A.port) },
      metadata: metadata(A),
    },
    {
      name: 'shared-b',
      testMatch: SHARED_B,
      dependencies: ['isolated'],
      workers: 1,
      use: { ...desktop, baseURL: url(B.port) },
      metadata: metadata(B),
    },
  ],
  webServer: [...servers(A), ...servers(B)],
});
