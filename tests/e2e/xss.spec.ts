import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test';
import { inspectMarkup, XSS_VECTORS, xssItems, xssMarker } from '../support/xss-vectors';
import { admin, createMember, loginFromHeader } from './support/backend';
import { keepShot } from './support/look';

// The corpus goes to notices and pop-ups for a host no other spec visits (Chromium resolves every *.localhost to
// loopback), so the lobby's "five latest" and its pop-up count on 127.0.0.1 and localhost stay as they were.
const XSS_HOST = 'xss.localhost';
const xssOrigin = () => `http://${XSS_HOST}:${new URL(test.info().project.use.baseURL!).port}`;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const popupLayer = (page: Page) => page.getByRole('region', { name: '공지 팝업' });

/** A title that carries a vector as text, the way an operator could type it. */
const titled = (label: string, names: string[], max: number) =>
  `${label}: ${XSS_VECTORS.find((vector) => vector.name === names[0])!.html}`.slice(0, max).trim();

interface Canary {
  __xss?: unknown;
  __xssHits: string[];
  __xssHit: (name: string) => void;
  __xssViolations: string[];
}

/**
 * Before any page script: the canary every vector calls (also defined in frames, which report to the top window), and
 * a record of what the Content-Security-Policy had to block. `window.__xss` itself is left undefined, so an element
 * that clobbers it (`id="__xss"`) trips it too.
 */
async function armCanary(page: Page) {
  await page.addInitScript(() => {
    const own = window as unknown as Canary;
    own.__xssHits = [];
    own.__xssViolations = [];
    own.__xssHit = (name) => {
      own.__xss = String(name);
      own.__xssHits.push(String(name));
      if (window.top && window.top !== window) window.top.postMessage({ xssHit: String(name) }, '*');
    };
    if (window.top !== window) return;
    window.addEventListener('message', (event: MessageEvent<{ xssHit?: string }>) => {
      if (typeof event.data?.xssHit === 'string') own.__xssHit(`${event.data.xssHit} (in a frame)`);
    });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        // Chromium also reports handlers in the inert documents DOMPurify parses into (they never run there): only
        // what was blocked on an element of this page counts.
        if (
          !/^(script|frame|child|object|base|form|navigate)/.test(event.effectiveDirective) ||
          !(event.target instanceof Element)
        )
          return;
        own.__xssViolations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.target.outerHTML.slice(0, 160)}`,
        );
      },
      true,
    );
  });
}

const PAGE_FORBIDDEN = ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'base'];
const OPERATOR_FORBIDDEN = [
  ...PAGE_FORBIDDEN,
  'script',
  'svg',
  'math',
  'style',
  'meta',
  'link',
  'form',
  'button',
  'input',
  'textarea',
  'select',
  'template',
];

interface PageReport {
  canary?: string;
  hits: string[];
  violations: string[];
  page: string[];
  operator: string[];
  missing: string[];
  overflowing: string[];
  sideways: number;
}

/**
 * Inside the page: anything runnable anywhere in the document (handlers, script URLs, scripts that are not Next's
 * own), inside every block of operator HTML (found by its vector markers) anything the sanitiser should have removed,
 * the canary, and what the CSP blocked. Findings name the vector marker nearest before them; `vectors` must all
 * have reached the page.
 */
async function expectNothingRan(page: Page, place: string, vectors: readonly string[] = []) {
  const report = (await page.evaluate(`(() => {
    const inspect = ${inspectMarkup.toString()};
    const markers = [...document.querySelectorAll('p')].filter((p) => /^\\[\\[xss:[\\w-]+\\]\\]$/.test((p.textContent || '').trim()));
    const parents = [...new Set(markers.map((p) => p.parentElement).filter(Boolean))];
    const blocks = parents.filter((block) => !parents.some((other) => other !== block && other.contains(block)));
    const text = blocks.map((block) => block.textContent).join('\\n');
    const canary = window.__xss;
    return {
      canary: canary === undefined ? undefined : canary instanceof Element ? 'clobbered by ' + canary.outerHTML.slice(0, 120) : String(canary),
      hits: window.__xssHits || ['(the canary was never armed)'],
      violations: window.__xssViolations || [],
      page: inspect(document.documentElement, { forbidden: ${JSON.stringify(PAGE_FORBIDDEN)}, allowNextScripts: true }),
      operator: blocks.flatMap((block) => inspect(block, { forbidden: ${JSON.stringify(OPERATOR_FORBIDDEN)} })),
      missing: ${JSON.stringify(vectors)}.filter((name) => !text.includes('[[xss:' + name + ']]')),
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      overflowing: blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).map((block) => block.textContent.trim().slice(0, 40) + '…: ' + block.scrollWidth + 'px in ' + block.clientWidth + 'px'),
    };
  })()`)) as PageReport;
  expect(report.page, `${place}: runnable markup in the page`).toEqual([]);
  expect(report.operator, `${place}: markup the sanitiser should have removed`).toEqual([]);
  expect(report.hits, `${place}: vectors ran`).toEqual([]);
  expect(report.canary, `${place}: window.__xss was set`).toBeUndefined();
  expect(report.violations, `${place}: the Content-Security-Policy had to block something`).toEqual([]);
  expect(report.missing, `${place}: vectors that did not reach the page`).toEqual([]);
  // Sanitised garbage still fits its box: no huge image or unbroken line pushes the layout sideways.
  expect(report.overflowing, `${place}: operator HTML wider than its box`).toEqual([]);
  expect(report.sideways, `${place}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage: boolean) {
  const path = await keepShot(page, name, { fullPage });
  if (path) await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A member of the test's own, logged in at the corpus host from a page without pop-ups. */
async function memberAtXssHost(page: Page, request: APIRequestContext, prefix: string) {
  const member = await createMember(request, prefix);
  await page.goto(`${xssOrigin()}/game`);
  await loginFromHeader(page, member);
  await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
  return member;
}

test.beforeEach(async ({ page }) => {
  await armCanary(page);
});

test('notices and pop-ups: the lobby, the notice list and every notice, server-rendered and after client navigation', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const notices = xssItems(8);
  const ids: number[] = [];
  for (const [i, item] of notices.entries()) {
    const { id } = await admin<{ id: number }>(request, 'create-notice', {
      title: titled(`XSS 공지 ${i + 1}`, item.names, 200),
      contents: item.html,
      domain: XSS_HOST,
    });
    ids.push(id);
  }
  // Side by side on a screen wide enough for all five, so none covers another.
  const popups = xssItems(5);
  for (const [i, item] of popups.entries()) {
    await admin(request, 'create-popup', {
      title: titled(`XSS 팝업 ${i + 1}`, item.names, 200),
      titleColor: '#f5c451',
      contents: item.html,
      posX: 16 + i * 456,
      posY: 120,
      domain: XSS_HOST,
    });
  }
  await memberAtXssHost(page, request, 'xssn');

  // The lobby: the five latest notices' titles (server-rendered) and the pop-ups (fetched after hydration).
  await page.setViewportSize({ width: 2320, height: 1400 });
  await page.goto(`${xssOrigin()}/`);
  for (const [i] of popups.entries())
    await expect(popupLayer(page).getByRole('region', { name: `XSS 팝업 ${i + 1}:` })).toBeVisible();
  await expect(page.getByRole('region', { name: '공지사항' }).getByRole('listitem')).toHaveCount(5);
  await expectNothingRan(
    page,
    'the lobby with the pop-ups',
    XSS_VECTORS.map((vector) => vector.name),
  );
  // The seeded pop-up for every site sits on top of the first one.
  await popupLayer(page).getByRole('region', { name: '이벤트 안내' }).getByRole('button', { name: '닫기' }).click();
  await shoot(page, testInfo, 'xss-popups-desktop.png', false);
  await page.setViewportSize(DESKTOP);

  // Into a notice from the lobby's panel: rendered in the browser. The newest pop-up, first, is drawn on top.
  while ((await popupLayer(page).count()) > 0)
    await popupLayer(page).getByRole('button', { name: '닫기' }).first().click();
  await page
    .getByRole('region', { name: '공지사항' })
    .getByRole('link', { name: /XSS 공지 8:/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/notice\\?id=${ids[7]}$`));
  await expect(main(page).getByRole('article')).toContainText(xssMarker(notices[7].names[0]));
  await expectNothingRan(page, `notice ${ids[7]} opened from the lobby`, notices[7].names);

  // The list, and each notice as the server renders it, at phone size.
  await page.setViewportSize(PHONE);
  await page.goto(`${xssOrigin()}/notice`);
  const list = main(page).getByRole('list', { name: '공지사항 목록' });
  await expect(list.getByRole('link', { name: /XSS 공지 \d:/ })).toHaveCount(notices.length);
  await expectNothingRan(page, 'the notice list');
  for (const [i, item] of notices.entries()) {
    await page.goto(`${xssOrigin()}/notice?id=${ids[i]}`);
    await expect(main(page).getByRole('article')).toContainText(xssMarker(item.names[0]));
    await expectNothingRan(page, `notice ${ids[i]} (server-rendered)`, item.names);
    if (item.names.includes('img-huge-onload')) await shoot(page, testInfo, 'xss-notice-view-phone.png', true);
  }

  // And each one again from the list, without a page load, at desktop size.
  await page.setViewportSize(DESKTOP);
  await page.goto(`${xssOrigin()}/notice`);
  for (const [i, item] of notices.entries()) {
    await list.getByRole('link', { name: `XSS 공지 ${i + 1}:` }).click();
    await expect(main(page).getByRole('article')).toContainText(xssMarker(item.names[0]));
    await expectNothingRan(page, `notice ${ids[i]} (opened from the list)`, item.names);
    if (i === 0) await shoot(page, testInfo, 'xss-notice-view-desktop.png', true);
    await main(page).getByRole('link', { name: '목록으로' }).click();
    await expect(list).toBeVisible();
  }
});

test('support replies: the help list and every answer, server-rendered and after client navigation, and the lobby panel', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await memberAtXssHost(page, request, 'xssh');
  const answers = xssItems(5);
  const ids: number[] = [];
  for (const [i, item] of answers.entries()) {
    // The member's own question carries vectors as well: it is shown as text. Written from the page, because Node
    // does not resolve *.localhost and the session cookie belongs to that host.
    const params = { title: titled(`XSS 문의 ${i + 1}`, item.names, 100), contents: item.html.slice(0, 5000) };
    const answer = await page.evaluate(async (body) => {
      const response = await fetch('/api/routes/user-write-help', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ params: body }),
      });
      return (await response.json()) as { status: string; id: number };
    }, params);
    expect(answer, `question ${i + 1}: ${JSON.stringify(answer)}`).toMatchObject({ status: 'success' });
    await admin(request, 'answer-help', { id: answer.id, answer: item.html });
    ids.push(answer.id);
  }

  await page.goto(`${xssOrigin()}/help`);
  const rows = main(page).getByRole('list', { name: '문의 내역' }).getByRole('link');
  await expect(rows).toHaveCount(answers.length);
  await expectNothingRan(page, 'the help list');
  for (const [i, item] of answers.entries()) {
    await page.goto(`${xssOrigin()}/help?mode=view&id=${ids[i]}`);
    await expect(main(page).getByTestId('help-answer')).toContainText(xssMarker(item.names[0]));
    await expectNothingRan(page, `help answer ${ids[i]} (server-rendered)`, item.names);
    if (i === 0) await shoot(page, testInfo, 'xss-help-view-desktop.png', true);
  }

  await page.goto(`${xssOrigin()}/help`);
  for (const [i, item] of answers.entries()) {
    await rows.filter({ hasText: `XSS 문의 ${i + 1}:` }).click();
    await expect(main(page).getByTestId('help-answer')).toContainText(xssMarker(item.names[0]));
    await expectNothingRan(page, `help answer ${ids[i]} (opened from the list)`, item.names);
    await main(page).getByRole('link', { name: '목록으로' }).click();
    await expect(rows).toHaveCount(answers.length);
  }

  await page.goto(`${xssOrigin()}/`);
  await page.getByRole('region', { name: '고객센터' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: '고객센터' }).getByRole('listitem')).toHaveCount(5);
  await expectNothingRan(page, 'the lobby with the help panel');
});

test('notes: the list and every note opened in place, and back to it from another page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await memberAtXssHost(page, request, 'xssm');
  const notes = xssItems(6);
  for (const [i, item] of notes.entries()) {
    await admin(request, 'send-note', {
      userId: member.userId,
      title: titled(`XSS 쪽지 ${i + 1}`, item.names, 100),
      contents: item.html,
    });
  }

  await page.goto(`${xssOrigin()}/note`);
  const list = main(page).getByRole('list', { name: '쪽지 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(notes.length);
  await expectNothingRan(page, 'the note list');
  for (const [i, item] of notes.entries()) {
    await list.getByRole('button', { name: `XSS 쪽지 ${i + 1}:` }).click();
    await expect(main(page).getByRole('region')).toContainText(xssMarker(item.names[0]));
    await expectNothingRan(page, `note ${i + 1} opened in place`, item.names);
    if (i === 0) await shoot(page, testInfo, 'xss-note-open-desktop.png', true);
  }

  // Away through the menu and back through history: the open note renders again from the cache.
  await header(page).getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '고객센터' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expectNothingRan(page, 'the help page after the notes');
  await page.goBack();
  await expect(page).toHaveURL(/\/note$/);
  await list.getByRole('button', { name: 'XSS 쪽지 1:' }).click();
  await expect(main(page).getByRole('region')).toContainText(xssMarker(notes[0].names[0]));
  await expectNothingRan(page, 'note 1 after navigating back', notes[0].names);
});
