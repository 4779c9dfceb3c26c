// Makes sure Debian's nginx is installed for the scale run and the bench, which start their own copies of
// deploy/nginx.conf on loopback ports. The packaged service is kept from starting (or stopped): nothing here needs port 80.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './ensure-debian-package.mjs';

const executable = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (!existsSync(executable)) {
  ensureDebianPackages({
    what: 'nginx',
    executables: [executable],
    packages: ['nginx'],
    settings: 'NGINX_PATH',
    given: Boolean(process.env.NGINX_PATH),
    quietServices: true,
    // Should a service manager have started the packaged server anyway, stop it.
    afterInstall: () => {
      if (existsSync('/run/nginx.pid')) spawnSync(executable, ['-s', 'stop'], { stdio: 'ignore' });
    },
  });
}
