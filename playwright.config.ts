import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Computed once in the runner process; workers inherit the variables, so they all agree. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ||= freePort();
process.env.E2E_BACKEND_PORT ||= freePort();
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_ADMIN_KEY ||= 'e2e-admin-key';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const backendURL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      BACKEND_PORT: process.env.E2E_BACKEND_PORT,
      BACKEND_PUBLIC_URL: backendURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_KEY: process.env.E2E_ADMIN_KEY,
      NEXTAUTH_SECRET: 'e2e-only-secret-not-for-production-0123456789',
      NEXTAUTH_URL: baseURL,
      HOST: '127.0.0.1',
    },
  },
});
