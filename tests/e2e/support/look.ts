import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** axe's minified build: the default source is the 1.5 MB unminified one, parsed again at every audit. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe inside the page (its documented legacy mode; the default opens a blank page per audit, and ours have no
 * cross-origin frames). Only violations get their nodes listed. `label-content-name-mismatch`, off by default, is on:
 * the issue's own finding on /th was a visible label missing from the accessible name.
 */
export const axeBuilder = (page: Page) =>
  new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });

/** No critical, serious or moderate axe finding on the page as it is now (after any dialog has finished fading in). */
export async function expectAxeClean(page: Page, where: string) {
  // A dialog fading in has half-transparent buttons: axe would measure a frame of the animation.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await axeBuilder(page).analyze();
  const found = results.violations
    .filter((violation) => ['critical', 'serious', 'moderate'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  expect(found, `axe on ${where} at ${page.viewportSize()?.width} px`).toEqual([]);
}

export async function noSidewaysScroll(page: Page, what = page.url()) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Saves a picture of the page (or a part of it) in the test's output folder for a person to look at, when
 * E2E_SHOTS is set: nobody looks at a CI run's, and drawing them is a good part of the suite's CPU.
 */
export async function keepShot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string | null> {
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

/** The server's HTML as a visitor without JavaScript sees it: the markup, scripts (and the page data they carry) left out. */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
