import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test with one rule for every test: no page throws an uncaught error, reports one, or has something
 * refused by the Content Security Policy. React reports a hydration mismatch this way (after throwing the server's
 * HTML away), so a page that renders differently in the browser than on the server fails whichever test meets it;
 * Chromium reports each CSP refusal (an inline script, a style or a source the policy does not allow) on the console.
 * Checked when the test ends, with each page's address.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('weberror', (error) => problems.push(`${error.page()?.url() ?? 'a page'}: ${error.error().message}`));
      // An error the app logs rather than throws (an unhandled rejection in a library, say), and the CSP's refusals.
      context.on('console', (message) => {
        if (message.type() === 'error' && /Uncaught|Unhandled|Content Security Policy/i.test(message.text()))
          problems.push(`${message.page()?.url() ?? 'a page'}: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'uncaught errors and CSP refusals in the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The page's lazy parts (the session watcher, the reality check) have arrived and set their timers: only then may a
 * test move the page's clock. Webpack also gives a chunk 120 s by that clock, so a jump while one loads fails it.
 */
export const lazyPartsLoaded = (page: Page) => page.waitForLoadState('networkidle');

/** The page's open dialog (a SweetAlert2 prompt or one of the portal's own). */
export const dialog = (page: Page) => page.getByRole('dialog');
