import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { extensionFeatures } from './lib/contract/terms';

/** Computed once in the runner process; workers inherit the variables, so they all agree. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ||= freePort();
process.env.E2E_BACKEND_PORT ||= freePort();
process.env.E2E_FAULT_PORT ||= freePort();
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_ADMIN_KEY ||= 'e2e-admin-key';
process.env.E2E_PORTAL_KEY ||= 'e2e-portal-key-not-for-production';
process.env.E2E_NEXTAUTH_SECRET ||= 'e2e-only-secret-not-for-production-0123456789';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } };
/** Specs that change what any test beside them would see: the fault relay, the demo member's money, site-wide notices, pop-ups, game switches and play counts. */
const SHARED_STATE = /\/(brands|catalogue|faults|games|lobby|lobby-catalogue|messages|protection|restricted|session|start|wallet|xss)\.spec\.ts$/;
const backendURL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;
const faultURL = `http://127.0.0.1:${process.env.E2E_FAULT_PORT}`;

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
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Each test on members of its own, reading shared data only: two at a time.
    { name: 'isolated', testIgnore: SHARED_STATE, fullyParallel: true, use: desktop },
    // One at a time, once the others are done.
    { name: 'shared', testMatch: SHARED_STATE, dependencies: ['isolated'], fullyParallel: false, workers: 1, use: desktop },
  ],
  // The backend, a relay that tests can make faulty, and the portal (through the one start script) behind it.
  webServer: [
    {
      command: 'node --import tsx backend/server.ts',
      url: `${backendURL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        BACKEND_PORT: process.env.E2E_BACKEND_PORT,
        BACKEND_HOST: '127.0.0.1',
        BACKEND_PUBLIC_URL: backendURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_KEY: process.env.E2E_ADMIN_KEY,
        PORTAL_KEY: process.env.E2E_PORTAL_KEY,
        RATE_LIMIT_REGISTER_PER_HOUR: '10000',
        RATE_LIMIT_CHECKS_PER_MINUTE: '10000',
        // Limits and breaks last hours and days: the journeys move the backend's clock (shared specs only).
        BACKEND_TEST_CLOCK: 'true',
        // Every extension, the opt-in change-to-point too, so that each journey runs.
        SITE_FEATURES: extensionFeatures.join(','),
      },
    },
    {
      command: 'node tests/e2e/support/fault-proxy.mjs',
      url: `${faultURL}/__fault/health`,
      reuseExistingServer: false,
      env: { FAULT_PORT: process.env.E2E_FAULT_PORT, FAULT_TARGET: backendURL },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        BACKEND_URL: faultURL,
        BACKEND_TIMEOUT_MS: '3000',
        // The journeys change games, notices and pop-ups through the admin routes and look at once
        // (pagecache.spec runs a portal of its own with the page cache on).
        SHARED_CACHE_SECONDS: '0',
        PAGE_CACHE_SECONDS: '0',
        DATA_DIR: process.env.E2E_DATA_DIR,
        NEXTAUTH_SECRET: process.env.E2E_NEXTAUTH_SECRET,
        PORTAL_KEY: process.env.E2E_PORTAL_KEY,
        NEXTAUTH_URL: baseURL,
      },
    },
  ],
});
