import { expect, type Page } from '@playwright/test';

/** Records CSP violations (as the page's own listener sees them, from the first script on) and uncaught errors. */
export async function watchViolations(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Chromium also reports the handlers of HTML that DOMPurify parses in an inert document (where nothing can
      // run), with the page's document as target; a handler really blocked on the page targets its element.
      if (event.effectiveDirective === 'script-src-attr' && event.target instanceof Document) return;
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return async (where: string) => {
    const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect([...problems, ...seen], `CSP violations or errors on ${where}`).toEqual([]);
    // Next's scripts ran under the policy, so the page is interactive.
    expect(
      await page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router)),
      `${where} hydrated`,
    ).toBe(true);
  };
}
