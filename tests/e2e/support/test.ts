import { test as base, expect, type Page } from '@playwright/test';
import { AFTER_PAINT_ATTRIBUTE } from '../../../lib/afterPaint';
import { HYDRATED_ATTRIBUTE } from '../../../lib/hydrated';

export * from '@playwright/test';

/**
 * Waits until the portal page in `page` is live: its scripts load after the first paint (lib/afterPaint), so the
 * `load` event can come before them, and `<html data-hydrated>` is what says the app has committed. A document
 * without the portal's script loader (an API answer, the backend's game page) is live at once. Bounded: a page whose
 * scripts cannot load is left for the test's own assertions.
 */
export async function untilLive(page: Page) {
  await page
    .waitForFunction(
      ({ loader, hydrated }) => !document.querySelector(`script[${loader}]`) || document.documentElement.hasAttribute(hydrated),
      { loader: AFTER_PAINT_ATTRIBUTE, hydrated: HYDRATED_ATTRIBUTE },
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];
const waitsForLoad = (waitUntil: WaitUntil) => waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';

/** `goto` and `reload` of every page of the context also wait until the page is live, unless asked to return earlier. */
function navigationsWaitUntilLive(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options?.waitUntil)) await untilLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options?.waitUntil)) await untilLive(page);
    return response;
  };
}

/**
 * Playwright's test with its navigations waiting until the page is live (above), and one rule for every test: no page throws an uncaught error or reports one. React reports a
 * hydration mismatch this way (after throwing the server's HTML away), so a page that renders differently in the
 * browser than on the server fails whichever test meets it. Checked when the test ends, with each page's address.
 */
export const test = base.extend<{ uncaughtErrors: string[] }>({
  context: async ({ context }, provide) => {
    context.pages().forEach(navigationsWaitUntilLive);
    context.on('page', navigationsWaitUntilLive);
    await provide(context);
  },
  uncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (error) => errors.push(`${error.page()?.url() ?? 'a page'}: ${error.error().message}`));
      // An error the app logs rather than throws (an unhandled rejection in a library, say).
      context.on('console', (message) => {
        if (message.type() === 'error' && /Uncaught|Unhandled/i.test(message.text())) errors.push(`${message.page()?.url() ?? 'a page'}: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'uncaught errors in the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});
