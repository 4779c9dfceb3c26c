// The first-load JavaScript budget, measured as `npm run bench` measures it (bench/firstLoad.ts): what a 390×844 phone
// Chromium downloads for `/` until the network is idle, every script gzipped, at most 1.5 × the hello-world page of
// bench/baseline (the same next, next-i18next and styled-components). Bytes do not depend on the machine's load.
import { expect, test } from './support/test';
import { FIRST_LOAD_BUDGET, describeScripts, firstLoadJs, kilobytes } from '../../bench/firstLoad';
import { BASELINE_DIR, hasBaselineBuild, nextBuild, startBaseline, type Server } from '../support/servers';

let baseline: Server | undefined;

test.beforeAll(async () => {
  // A build of the hello-world app takes some 10 s, once; afterwards this file runs in a few seconds.
  test.setTimeout(180_000);
  if (!hasBaselineBuild()) await nextBuild(BASELINE_DIR);
  baseline = await startBaseline();
});

test.afterAll(async () => {
  await baseline?.stop();
});

test(`first-load JS of / on a phone is at most ${FIRST_LOAD_BUDGET} × the hello-world page's`, async ({ browser, baseURL }) => {
  const portal = await firstLoadJs(browser, `${baseURL}/`);
  const hello = await firstLoadJs(browser, `${baseline!.url}/`);
  const limit = Math.floor(hello.gzipBytes * FIRST_LOAD_BUDGET);
  const report = [
    `/ loads ${kilobytes(portal.gzipBytes)} of JavaScript gzipped (${portal.gzipBytes} B) in ${portal.scripts.length} scripts, the hello-world ` +
      `page ${kilobytes(hello.gzipBytes)} (${hello.gzipBytes} B): ${(portal.gzipBytes / hello.gzipBytes).toFixed(2)}×, ` +
      `budget ${FIRST_LOAD_BUDGET}× = ${kilobytes(limit)} (${limit} B)`,
    `/ by script, largest first:\n${describeScripts(portal)}`,
    `hello world by script:\n${describeScripts(hello)}`,
  ].join('\n');
  if (portal.gzipBytes <= limit) console.log(report);
  await test.info().attach('first-load.json', { body: JSON.stringify({ limit, portal, hello }, null, 2), contentType: 'application/json' });
  expect(portal.scripts.length, 'the measure saw the page load its scripts').toBeGreaterThan(3);
  expect(portal.gzipBytes, report).toBeLessThanOrEqual(limit);
});
