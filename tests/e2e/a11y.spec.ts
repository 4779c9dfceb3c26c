import { expect, test, type APIRequestContext, type Page } from './support/test';
import { admin, newMember } from './support/backend';
import { axeBuilder } from './support/look';

/** What a screen-reader or keyboard user would trip over; minor (best-practice) findings are printed, not failed. */
const FAILING = new Set(['critical', 'serious', 'moderate']);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

/** Every finding of the test, so one run lists them all; the test fails at its end if there is any. */
let findings: string[] = [];
test.beforeEach(() => {
  findings = [];
});
test.afterEach(() => {
  expect(findings, 'axe findings').toEqual([]);
});

async function audit(page: Page, place: string) {
  // A dialog fading in has its buttons half transparent: axe would measure the contrast of a frame, not of the page.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await axeBuilder(page).analyze();
  const found = results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  findings.push(...found.map((finding) => `${place} (${page.viewportSize()?.width} px): ${finding}`));
}

/** The path in English: `/en`, `/en?company=…`, `/en/deposit`. */
const english = (path: string) => (path === '/' ? '/en' : path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`);

/**
 * Each page in Korean and English, one language at phone width and the other at desktop width, swapped from page to
 * page: every page is audited in both languages and at both widths, and each pairing of the two meets the header.
 */
async function auditPages(page: Page, paths: string[], who: string) {
  for (const [index, path] of paths.entries()) {
    const [phone, desktop] = index % 2 === 0 ? [path, english(path)] : [english(path), path];
    for (const [url, viewport] of [
      [phone, PHONE],
      [desktop, DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      await audit(page, `${url} ${who}`);
    }
  }
}

/** Set up for the member tests: a new member logged in, with a note sent, a support question written and a notice id. */
async function asMember(page: Page, request: APIRequestContext) {
  const member = await newMember(page, request, 'axe');
  await admin(request, 'send-note', { userId: member.userId, title: '접근성 쪽지', contents: '<p>본문</p>' });
  const written = await page.request.post('/api/routes/user-write-help', {
    data: { params: { title: '접근성 문의', contents: '내용' } },
  });
  const { id } = await written.json();
  const { notices } = await (await page.request.post('/api/routes/get-user-notices', { data: {} })).json();
  await page.request.post('/api/routes/read-all-note', { data: {} });
  return { helpId: id as number, noticeId: notices[0].id as number };
}

// Each audit takes several seconds, so the pages are split among tests that run side by side, each with its own time.
const VISITOR_PAGES = [
  ['/', '/login', '/register'],
  ['/game', '/game?category=slot', '/?company=jade-dragon'],
];
const MEMBER_PAGES: ((ids: { helpId: number; noticeId: number }) => string[])[] = [
  () => ['/', '/deposit', '/withdraw', '/comp', '/bets'],
  ({ helpId }) => ['/user', '/help', '/help?mode=form', `/help?mode=view&id=${helpId}`, '/notice'],
  ({ noticeId }) => [`/notice?id=${noticeId}`, '/note', '/game', '/?company=jade-dragon'],
];

test.describe('accessibility (axe): no critical, serious or moderate finding', () => {
  for (const paths of VISITOR_PAGES) {
    test(`pages a visitor can open: ${paths.join(', ')}`, async ({ page }) => {
      test.setTimeout(180_000);
      await auditPages(page, paths, 'logged out');
    });
  }

  test('the other languages, the not-found page and the log-in-first dialog', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of ['/th', '/th/login', '/jp', '/vn/register', '/cn/game']) {
      await page.goto(path);
      await audit(page, path);
    }
    await page.goto('/en/no-such-page');
    await audit(page, 'the not-found page');

    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: '주 메뉴' })
      .getByRole('link', { name: '입금신청' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'the log-in-first dialog');
  });

  for (const [index, pages] of MEMBER_PAGES.entries()) {
    test(`a member's pages, part ${index + 1} of ${MEMBER_PAGES.length}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const ids = await asMember(page, request);
      await auditPages(page, pages(ids), 'logged in');
    });
  }

  test("a member's confirmation dialog", async ({ page, request }) => {
    await asMember(page, request);
    await page.setViewportSize(DESKTOP);
    await page.goto('/note');
    await page.getByRole('main').getByRole('button', { name: '모두 삭제' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'the delete-all confirmation');
  });
});
