// Makes sure Debian's prometheus is installed for the reliability run (tests/reliability/operate.test.ts), which
// starts its own copy on a loopback port to scrape the metrics listeners. The packaged service is kept from starting
// (or stopped): nothing here needs port 9090 or the packaged configuration.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

const executable = process.env.PROMETHEUS_PATH || '/usr/bin/prometheus';
if (existsSync(executable)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (process.env.PROMETHEUS_PATH || !isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `prometheus not found at ${executable}: install it with "sudo apt-get install -y prometheus" or set PROMETHEUS_PATH.`,
  );
  process.exit(1);
}

// invoke-rc.d asks this policy before starting a service; 101 means "not now" (Debian's policy-rc.d interface).
const policy = '/usr/sbin/policy-rc.d';
const ownPolicy = !existsSync(policy);
if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });

console.log('Installing prometheus with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let failed = '';
try {
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'prometheus']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      failed = `apt-get ${args[0]} failed (exit ${result.status}); install prometheus by hand.`;
      break;
    }
  }
} finally {
  if (ownPolicy) rmSync(policy, { force: true });
}
if (failed) {
  console.error(failed);
  process.exit(1);
}
// Should a service manager have started the packaged server anyway, stop it.
spawnSync('pkill', ['-x', 'prometheus'], { stdio: 'ignore' });
if (!existsSync(executable)) {
  console.error(`apt-get finished but ${executable} is still missing; set PROMETHEUS_PATH to your prometheus.`);
  process.exit(1);
}
