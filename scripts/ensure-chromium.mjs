// Makes sure the Debian Chromium that Playwright drives is installed (the browser, and its headless shell that most
// specs run in); Playwright's own browser download is not used.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './ensure-debian-package.mjs';

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
if (!executables.every((executable) => existsSync(executable)) || (!given && missing.length > 0)) {
  ensureDebianPackages({
    what: 'Chromium',
    executables,
    packages: missing.length > 0 ? missing : packages,
    settings: 'CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH',
  });
}
