// Makes sure Debian's nginx is installed for the scale run and the bench, which start their own copies of
// deploy/nginx.conf on loopback ports. The packaged service is kept from starting (or stopped): nothing here needs port 80.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

const executable = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (existsSync(executable)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (process.env.NGINX_PATH || !isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(`nginx not found at ${executable}: install it with "sudo apt-get install -y nginx" or set NGINX_PATH.`);
  process.exit(1);
}

// invoke-rc.d asks this policy before starting a service; 101 means "not now" (Debian's policy-rc.d interface).
const policy = '/usr/sbin/policy-rc.d';
const ownPolicy = !existsSync(policy);
if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });

console.log('Installing nginx with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let failed = '';
try {
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      failed = `apt-get ${args[0]} failed (exit ${result.status}); install nginx by hand.`;
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
if (existsSync('/run/nginx.pid')) spawnSync(executable, ['-s', 'stop'], { stdio: 'ignore' });
if (!existsSync(executable)) {
  console.error(`apt-get finished but ${executable} is still missing; set NGINX_PATH to your nginx.`);
  process.exit(1);
}
