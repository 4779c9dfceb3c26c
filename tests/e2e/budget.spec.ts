// The first-load JavaScript budget, measured as `npm run bench` measures it (bench/firstLoad.ts): what a 390×844 phone
// Chromium downloads for `/` until the network is idle, every script gzipped, at most 1.25 × the floor, bench/baseline's
// page (hello world with the same next, next-i18next and styled-components, plus what the design card adds: a Redux
// store with one RTK Query endpoint, next-auth's SessionProvider, a date through dayjs, sweetalert2 on a click).
// Bytes do not depend on the machine's load.
import { expect, test } from './support/test';
import {
  FIRST_LOAD_BUDGET,
  describeBudget,
  describeScripts,
  firstLoadBudget,
  firstLoadJs,
} from '../../bench/firstLoad';
import { BASELINE_DIR, hasBaselineBuild, nextBuild, startBaseline, type Server } from '../support/servers';

let floor: Server | undefined;
// One worker for both tests: two workers would each build the floor into the same folder at once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A build of the floor app takes some 30 s, once; afterwards this file runs in a few seconds.
  test.setTimeout(240_000);
  if (!hasBaselineBuild()) await nextBuild(BASELINE_DIR);
  floor = await startBaseline();
});

test.afterAll(async () => {
  await floor?.stop();
});

test(`first-load JS of / on a phone is at most ${FIRST_LOAD_BUDGET} × the floor's`, async ({ browser, baseURL }) => {
  const portal = await firstLoadJs(browser, `${baseURL}/`);
  const floorPage = await firstLoadJs(browser, `${floor!.url}/`);
  const budget = firstLoadBudget(portal, floorPage);
  const report = [
    `${describeBudget(budget)}; ${portal.scripts.length} scripts against ${floorPage.scripts.length}`,
    `/ by script, largest first:\n${describeScripts(portal)}`,
    `the floor by script:\n${describeScripts(floorPage)}`,
  ].join('\n');
  console.log(report);
  await test.info().attach('first-load.json', {
    body: JSON.stringify({ budget, portal, floor: floorPage }, null, 2),
    contentType: 'application/json',
  });
  expect(portal.scripts.length, 'the measure saw the page load its scripts').toBeGreaterThan(3);
  expect(budget.portalBytes, report).toBeLessThanOrEqual(budget.limit);
});

test('the floor page carries what the card adds: a hydrated query, a date in Seoul, a dialog on a click', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto(`${floor!.url}/en`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Hello' })).toBeVisible();
  // The endpoint's answer came with the page (no request for it), and dayjs wrote it in Seoul's time.
  const when = page.locator('time');
  const at = await when.getAttribute('datetime');
  const seoul = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(at!));
  await expect(when).toHaveText(seoul);
  expect(asked, 'requests to the floor API while loading').toEqual([]);
  await page.getByRole('button', { name: 'Say hello' }).click();
  await expect(page.getByRole('dialog')).toContainText('Hello');
});
