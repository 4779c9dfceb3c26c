// Shared by scripts/ensure-{chromium,nginx,prometheus}.mjs: installs Debian packages with apt-get when a program the
// tests start is missing, or says clearly how to install it by hand (and exits 1).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Makes sure every path in `executables` exists, installing `packages` (apt-get update, then install) when we are root
 * on a system with apt-get and the paths were not given by the user (`given`: a path set through `settings`, which is
 * then the user's to fix). With `quietServices` the packaged services are kept from starting meanwhile; `afterInstall`
 * runs once the packages are in (to stop a service a service manager started anyway).
 *
 * @param {{ what: string, executables: string[], packages: string[], settings: string, given?: boolean,
 *   quietServices?: boolean, afterInstall?: () => void }} wanted
 */
export function ensureDebianPackages({
  what,
  executables,
  packages,
  settings,
  given = false,
  quietServices,
  afterInstall,
}) {
  const fail = (message) => {
    console.error(message);
    process.exit(1);
  };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (given || !isRoot || !existsSync('/usr/bin/apt-get')) {
    fail(
      `${what} not found at ${executables.join(' or ')}: install it with "sudo apt-get install -y ${packages.join(' ')}" or set ${settings}.`,
    );
  }

  // invoke-rc.d asks this policy before starting a service; 101 means "not now" (Debian's policy-rc.d interface).
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = quietServices && !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });

  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let failed = '';
  try {
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
      const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
      if (result.status !== 0) {
        failed = `apt-get ${args[0]} failed (exit ${result.status}); install ${packages.join(' ')} by hand.`;
        break;
      }
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  if (failed) fail(failed);
  afterInstall?.();
  const absent = executables.filter((executable) => !existsSync(executable));
  if (absent.length > 0) fail(`apt-get finished but ${absent.join(' and ')} is still missing; set ${settings}.`);
}
