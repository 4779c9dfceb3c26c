// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Starts the portal server with `env` added; these cases must end before it listens. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/portal-server.ts'], {
    env: { ...process.env, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the portal server at start', () => {
  it('stops with the variable’s name when a SITE_ value is bad', () => {
    const run = start({ SITE_THEME: 'accent=red' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid environment: SITE_THEME');
  });

  it('stops with the variable’s name when a server variable is bad', () => {
    const run = start({ BACKEND_URL: 'ftp://backend.example' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid environment: BACKEND_URL');
  });
});
