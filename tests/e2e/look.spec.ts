import { expect, test } from '@playwright/test';

// Saves what a person should look at after a run: the pages at phone and desktop size.
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1400, height: 900 } };

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the lobby at ${name} size has no horizontal scroll`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/en', '/th']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const file = `${name}${path === '/' ? '-ko' : path.replace('/', '-')}.png`;
      await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
    }
  });
}
