import { expect, test, type Page } from './support/test';
import { admin, answeredQuestion, createMember, loginFromHeader, newMember } from './support/backend';
import { closePopups, keepShot, noSidewaysScroll } from './support/look';

// Saves what a person should look at after a run: the pages at phone and desktop size.
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1400, height: 900 } };

/** No button's label runs past its edges (a long translation in a narrow column must wrap). */
async function noCutButtons(page: Page, what: string) {
  const cut = await page
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.getClientRects().length > 0 && button.scrollWidth > button.clientWidth + 1)
        .map((button) => button.textContent?.trim()),
    );
  expect(cut, `${what}: buttons whose label is cut`).toEqual([]);
}

/** The pop-ups arrive after hydration; screenshots are taken once they are there (and again without them). */
async function settle(page: Page) {
  await expect(
    page.getByRole('region', { name: /공지 팝업|Notice pop-ups|Thông báo nổi bật|ป๊อปอัปประกาศ/ }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** Settled, then the (Korean) pop-ups closed: what is under them can be seen. */
async function settleWithoutPopups(page: Page) {
  await settle(page);
  await closePopups(page);
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the lobby at ${name} size has no horizontal scroll`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/en', '/vn', '/th']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await noSidewaysScroll(page, path);
      await noCutButtons(page, path);
      const file = `${name}${path === '/' ? '-ko' : path.replace('/', '-')}.png`;
      await keepShot(page, file, { fullPage: true });
    }
  });

  test(`the lobby at ${name} size, logged out and logged in`, async ({ page, request }) => {
    const member = await createMember(request, 'look');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await settle(page);
    await page.setViewportSize(viewport);
    await keepShot(page, `home-${name}-logged-out-popups.png`);
    await settleWithoutPopups(page);
    await noSidewaysScroll(page, 'the lobby');
    await keepShot(page, `home-${name}-logged-out.png`, { fullPage: true });

    await page.setViewportSize(viewports.desktop);
    await loginFromHeader(page, member);
    await page.setViewportSize(viewport);
    await settleWithoutPopups(page);
    await expect(page.getByText(`${member.userId}님 환영합니다`).first()).toBeAttached();
    await noSidewaysScroll(page, 'the lobby');
    await keepShot(page, `home-${name}-logged-in.png`, { fullPage: true });

    // The slot modal and the phone's drawers, only for a person to look at (their behaviour has specs of its own).
    if (process.env.E2E_SHOTS) {
      await page.goto('/?company=jade-dragon');
      await expect(page.getByRole('dialog')).toBeVisible();
      await keepShot(page, `home-${name}-slot-modal.png`);

      if (name === 'phone') {
        await page.goto('/');
        await settleWithoutPopups(page);
        await page.getByRole('button', { name: '메뉴 열기' }).click();
        await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible();
        await keepShot(page, 'home-phone-menu-drawer.png');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: '내 정보 열기' }).click();
        await expect(page.getByRole('dialog', { name: '내 정보' })).toBeVisible();
        await keepShot(page, 'home-phone-info-drawer.png');
      }
    }

    for (const category of ['casino', 'slot', 'sport']) {
      await page.goto(`/game?category=${category}`);
      await noSidewaysScroll(page, `/game?category=${category}`);
      await keepShot(page, `game-${category}-${name}.png`, { fullPage: true });
    }
  });
}

test('a dialog keeps each button label on one line where there is room, in Vietnamese at desktop size', async ({
  page,
  request,
}) => {
  await page.setViewportSize(viewports.desktop);
  const member = await newMember(page, request, 'dlg');
  await admin(request, 'send-note', { userId: member.userId, title: 'Khuyến mãi', contents: '<p>Thưởng</p>' });
  await answeredQuestion(page, request, { title: 'Nạp tiền', contents: 'Vui lòng kiểm tra.' }, 'Đã xử lý.');
  await page.goto('/vn/user');
  const dialog = page.getByRole('dialog');
  const buttons = dialog.getByRole('button');
  await expect(buttons).toHaveText(['Tin nhắn', 'Hỗ trợ khách hàng', 'Để sau']);
  // One line of text: no taller than the others (a squeezed "Hỗ trợ khách hàng" took three lines).
  const heights = await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().height));
  expect(Math.max(...heights) - Math.min(...heights), `button heights ${heights.join(', ')}`).toBeLessThanOrEqual(1);
  await keepShot(dialog, 'dialog-vn-desktop.png');
});
