// Makes sure the Debian Chromium that Playwright drives is installed (the browser, and its headless shell that most
// specs run in); Playwright's own browser download is not used.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executables = [
  process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell',
];
// Fonts so that screenshots show Hangul, Kana/Kanji, Chinese and Thai rather than empty boxes.
const packages = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk', 'fonts-thai-tlwg'];

function installed(pkg) {
  return spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  );
}

const missing = packages.filter((pkg) => !installed(pkg));
const given = process.env.CHROMIUM_PATH && process.env.CHROMIUM_HEADLESS_SHELL_PATH;
if (executables.every((executable) => existsSync(executable)) && (given || missing.length === 0)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `Chromium not found at ${executables.join(' or ')}: install it with "sudo apt-get install -y ${packages.join(' ')}" or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH.`,
  );
  process.exit(1);
}

console.log(`Installing ${missing.join(', ')} with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) {
    console.error(`apt-get ${args[0]} failed (exit ${result.status}); install ${missing.join(' ')} by hand.`);
    process.exit(1);
  }
}
const absent = executables.filter((executable) => !existsSync(executable));
if (absent.length > 0) {
  console.error(
    `apt-get finished but ${absent.join(' and ')} is still missing; set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH.`,
  );
  process.exit(1);
}
