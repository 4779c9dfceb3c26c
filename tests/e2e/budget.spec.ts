// The first-load JavaScript budget: `/` may weigh at most 1.25 × the hello-world page of bench/baseline (the same
// next, next-i18next and styled-components). Bytes do not depend on the machine's load; times are for `npm run bench`.
import { expect, test } from './support/test';
import { FIRST_LOAD_BUDGET, describeScripts, firstLoadJs, kilobytes, scriptSources } from '../../bench/firstLoad';
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

test('the measure counts the scripts that the browser loads for the page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  const response = await page.goto('/');
  await page.waitForLoadState('load');
  const counted = scriptSources(await response!.text(), page.url());
  expect(counted.length).toBeGreaterThan(3);
  expect(requested).toEqual(expect.arrayContaining(counted));
});

test(`first-load JS of / is at most ${FIRST_LOAD_BUDGET} × the hello-world page's`, async ({ baseURL }) => {
  const [portal, hello] = await Promise.all([firstLoadJs(`${baseURL}/`), firstLoadJs(`${baseline!.url}/`)]);
  const limit = Math.floor(hello.gzipBytes * FIRST_LOAD_BUDGET);
  const report = [
    `/ loads ${kilobytes(portal.gzipBytes)} of JavaScript gzipped (${portal.gzipBytes} B), the hello-world page ` +
      `${kilobytes(hello.gzipBytes)} (${hello.gzipBytes} B): ${(portal.gzipBytes / hello.gzipBytes).toFixed(2)}×, ` +
      `budget ${FIRST_LOAD_BUDGET}× = ${kilobytes(limit)} (${limit} B)`,
    `/ by script, largest first:\n${describeScripts(portal)}`,
    `hello world by script:\n${describeScripts(hello)}`,
  ].join('\n');
  if (portal.gzipBytes <= limit) console.log(report);
  await test.info().attach('first-load.json', { body: JSON.stringify({ limit, portal, hello }, null, 2), contentType: 'application/json' });
  expect(portal.gzipBytes, report).toBeLessThanOrEqual(limit);
});

test('/ is parsed and painted before its scripts are requested, styled by the HTML alone, and then hydrates', async ({ page }) => {
  // The first frame of the document, seen from a callback registered before any of the page's own code, and the
  // page-wide rules (styles/globalCss) as that frame has them.
  await page.addInitScript(() =>
    requestAnimationFrame((time) =>
      Object.assign(window, { firstFrame: time, firstBackground: document.body && getComputedStyle(document.body).backgroundColor }),
    ),
  );
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const { firstFrame, firstBackground, background, parsed, chunks } = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
    firstBackground: (window as unknown as { firstBackground: string }).firstBackground,
    background: getComputedStyle(document.body).backgroundColor,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
      .map((entry) => entry.startTime),
  }));
  expect(chunks.length).toBeGreaterThan(3);
  expect(Math.min(...chunks)).toBeGreaterThan(parsed);
  expect(Math.min(...chunks)).toBeGreaterThan(firstFrame);
  // The theme's background (#0b1020), before the scripts and after hydration alike.
  expect(firstBackground).toBe('rgb(11, 16, 32)');
  expect(background).toBe('rgb(11, 16, 32)');
});

/** What scripts/compile-hints.mjs writes (Playwright's loader cannot import that ES module). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test("the chunks / loads first carry V8's compile hint, so Chrome compiles them off the main thread", async ({ baseURL }) => {
  const html = await (await fetch(`${baseURL}/`)).text();
  const chunks = scriptSources(html, `${baseURL}/`).filter((src) => new URL(src).pathname.startsWith('/_next/static/chunks/'));
  expect(chunks.length).toBeGreaterThan(3);
  const unmarked: string[] = [];
  for (const src of chunks) if (!(await (await fetch(src)).text()).startsWith(COMPILE_HINT)) unmarked.push(src);
  expect(unmarked, 'first-load chunks without the hint (was the build `npm run build`?)').toEqual([]);
});
