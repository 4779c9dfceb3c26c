import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test with one rule for every test: no page throws an uncaught error or reports one. React reports a
 * hydration mismatch this way (after throwing the server's HTML away), so a page that renders differently in the
 * browser than on the server fails whichever test meets it. Checked when the test ends, with each page's address.
 */
export const test = base.extend<{ uncaughtErrors: string[] }>({
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
