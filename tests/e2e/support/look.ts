import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * axe run inside the page (its documented legacy mode): the default finishes every audit in a new blank page, a
 * renderer process each time, which doubled an audit's time here. Our audited pages have no cross-origin frames,
 * the one thing that mode leaves out.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** No critical, serious or moderate axe finding on the page as it is now (after any dialog has finished fading in). */
export async function expectAxeClean(page: Page, where: string) {
  // A dialog fading in has half-transparent buttons: axe would measure a frame of the animation.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await axeBuilder(page).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const found = results.violations
    .filter((violation) => ['critical', 'serious', 'moderate'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(found, `axe on ${where} at ${page.viewportSize()?.width} px`).toEqual([]);
}

export async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Saves a picture of the page (or a part of it) in the test's output folder for a person to look at, when
 * E2E_SHOTS is set: nobody looks at a CI run's, and drawing them is a good part of the suite's CPU.
 */
export async function keepShot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<string | null> {
  if (!process.env.E2E_SHOTS) return null;
  const path = test.info().outputPath(name);
  await target.screenshot({ path, ...options });
  return path;
}

/** The lobby's notice pop-ups (Korean page). */
export const popups = (page: Page) => page.getByRole('region', { name: '공지 팝업' });

/** Waits for the lobby's pop-ups and closes each, so that what is under them can be used and seen. */
export async function closePopups(page: Page) {
  await expect(popups(page)).toBeVisible();
  while ((await popups(page).count()) > 0) await popups(page).getByRole('button', { name: '닫기' }).first().click();
}
