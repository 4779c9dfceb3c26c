// Makes sure Debian's prometheus is installed for the reliability run (tests/reliability/operate.test.ts), which
// starts its own copy on a loopback port to scrape the metrics listeners. The packaged service is kept from starting
// (or stopped): nothing here needs port 9090 or the packaged configuration.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './ensure-debian-package.mjs';

const executable = process.env.PROMETHEUS_PATH || '/usr/bin/prometheus';
if (!existsSync(executable)) {
  ensureDebianPackages({
    what: 'prometheus',
    executables: [executable],
    packages: ['prometheus'],
    settings: 'PROMETHEUS_PATH',
    given: Boolean(process.env.PROMETHEUS_PATH),
    quietServices: true,
    // Should a service manager have started the packaged server anyway, stop it.
    afterInstall: () => spawnSync('pkill', ['-x', 'prometheus'], { stdio: 'ignore' }),
  });
}
