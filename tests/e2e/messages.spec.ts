import { dialog, expect, lazyPartsLoaded, test, type APIRequestContext, type Page } from './support/test';
import { admin, answeredQuestion, newMember, proxyCallsOf } from './support/backend';
import { keepShot } from './support/look';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The page's own content (not the shared header) fits the viewport. */
async function mainFits(page: Page) {
  const overflow = await main(page).evaluate(
    (element) =>
      Math.max(element.scrollWidth, element.getBoundingClientRect().right) - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()}: the content is wider than the screen`).toBeLessThanOrEqual(0);
}

/** A fresh member, logged in from a page without lobby pop-ups. */
async function freshMember(page: Page, request: APIRequestContext, prefix: string) {
  const member = await newMember(page, request, prefix);
  await page.goto('/game');
  await expect(header(page).getByText(`${member.userId}님 환영합니다`)).toBeVisible();
  return member;
}

test.describe('notes', () => {
  test('open one (read, header count drops), read all, delete all after the cannot-be-undone confirmation', async ({
    page,
    request,
  }) => {
    const member = await freshMember(page, request, 'note');
    await admin(request, 'send-note', {
      userId: member.userId,
      title: '첫 번째 쪽지',
      contents: '<p>첫 쪽지 <strong>내용</strong></p>',
    });
    await admin(request, 'send-note', {
      userId: member.userId,
      title: '두 번째 쪽지',
      contents: '<p>보너스 지급</p><img src=x onerror=window.__xss=1>',
    });

    await page.goto('/note');
    await expect(header(page).getByTestId('note-count')).toHaveText('2');
    const list = main(page).getByRole('list', { name: '쪽지 목록' });
    await expect(list.getByRole('button')).toHaveText([/^안 읽음두 번째 쪽지/, /^안 읽음첫 번째 쪽지/]);
    await keepShot(page, 'notes-desktop.png', { fullPage: true });

    await list.getByRole('button', { name: /두 번째 쪽지/ }).click();
    await expect(main(page).getByRole('region', { name: '두 번째 쪽지' })).toContainText('보너스 지급');
    await expect(header(page).getByTestId('note-count')).toHaveText('1');
    await expect(list.getByRole('button', { name: /두 번째 쪽지/ })).toHaveText(/^읽음/);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await keepShot(page, 'notes-open-desktop.png', { fullPage: true });

    await main(page).getByRole('button', { name: '모두 읽음' }).click();
    await expect(header(page).getByTestId('note-count')).toHaveText('0');
    await expect(list.getByText('안 읽음')).toHaveCount(0);

    await main(page).getByRole('button', { name: '모두 삭제' }).click();
    await expect(dialog(page)).toContainText('모든 쪽지를 삭제하시겠습니까? 삭제 후에는 되돌릴 수 없습니다.');
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(main(page).getByText('받은 쪽지가 없습니다.')).toBeVisible();

    await page.reload();
    await expect(main(page).getByText('받은 쪽지가 없습니다.')).toBeVisible();
  });

  test('the new-note prompt starts on "no", asks again only for a newer note, and waits for a field being typed in', async ({
    page,
    request,
  }) => {
    const member = await freshMember(page, request, 'prompt');
    await page.clock.install();
    await page.goto('/help?mode=form');
    await lazyPartsLoaded(page);
    const prompt = page.getByRole('dialog', { name: '안내' });
    const healthCheck = async () => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/routes/health-check'));
      await page.clock.runFor(30_000);
      await answered;
      await page.clock.runFor(500);
    };

    await admin(request, 'send-note', { userId: member.userId, title: '첫 쪽지', contents: '<p>안녕하세요</p>' });
    await healthCheck();
    await expect(prompt).toContainText('새 쪽지가 도착했습니다: “첫 쪽지”.');
    await expect(prompt.getByRole('button', { name: '아니오' })).toBeFocused();
    await prompt.getByRole('button', { name: '아니오' }).click();
    await healthCheck();
    await healthCheck();
    await expect(dialog(page)).toHaveCount(0);

    const title = main(page).getByLabel('제목');
    await title.click();
    await admin(request, 'send-note', { userId: member.userId, title: '두 번째 쪽지', contents: '<p>보너스</p>' });
    await healthCheck();
    await page.keyboard.type('출금 문의');
    await expect(dialog(page)).toHaveCount(0);
    await expect(title).toBeFocused();
    await expect(title).toHaveValue('출금 문의');

    await title.blur();
    await expect(prompt).toContainText('새 쪽지가 도착했습니다: “두 번째 쪽지”.');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/help\?mode=form$/);
  });

  test('notes seen in the list are not announced on the next page, even when the last read lands after it; a new one joins the list', async ({
    page,
    request,
  }) => {
    const member = await freshMember(page, request, 'seen');
    for (const title of ['남긴 쪽지', '마지막 쪽지']) {
      await admin(request, 'send-note', { userId: member.userId, title, contents: '<p>안내</p>' });
    }
    await page.goto('/note');
    const list = main(page).getByRole('list', { name: '쪽지 목록' });
    // The last read reaches the backend only after the next page was rendered with the count from before it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/routes/read-note-message', async (route) => (await held, route.continue()));
    await list.getByRole('button', { name: /마지막 쪽지/ }).click();
    await header(page).getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '고객센터' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: '고객센터' })).toBeVisible();
    const countsAfterRead = page.waitForResponse((response) => response.url().endsWith('/api/routes/health-check'));
    release();
    await countsAfterRead;
    await expect(dialog(page)).toHaveCount(0);
    await expect(header(page).getByTestId('note-count')).toHaveText('1');

    // A note that arrives while the member reads the list appears in it, rather than in a dialog.
    await page.clock.install();
    await page.goto('/note');
    await lazyPartsLoaded(page);
    await admin(request, 'send-note', { userId: member.userId, title: '새로 온 쪽지', contents: '<p>안내</p>' });
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/routes/get-note-list'));
    await page.clock.runFor(30_000);
    await refreshed;
    await expect(list.getByRole('button')).toHaveText([
      /^안 읽음새로 온 쪽지/,
      /^읽음마지막 쪽지/,
      /^안 읽음남긴 쪽지/,
    ]);
    await expect(header(page).getByTestId('note-count')).toHaveText('2');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('more than 20 notes page at 20', async ({ page, request }) => {
    const member = await freshMember(page, request, 'page');
    for (let i = 1; i <= 21; i += 1) {
      await admin(request, 'send-note', {
        userId: member.userId,
        title: `안내 ${String(i).padStart(2, '0')}`,
        contents: `<p>${i}</p>`,
      });
    }
    await page.goto('/note');
    const items = main(page).getByRole('list', { name: '쪽지 목록' }).getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText('안내 21');

    await main(page).getByRole('navigation', { name: '쪽지 페이지' }).getByRole('link', { name: '2' }).click();
    await expect(page).toHaveURL(/\/note\?page=2$/);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('안내 01');

    await page.reload();
    await expect(items).toHaveCount(1);
  });
});

test.describe('customer centre', () => {
  test('write → the operator answers → msg2004 after the next health check → the answer shows and the count clears', async ({
    page,
    request,
  }) => {
    await freshMember(page, request, 'help');
    await page.goto('/help');
    await expect(main(page).getByText('문의 내역이 없습니다.')).toBeVisible();
    await main(page).getByRole('link', { name: '문의하기' }).click();
    await expect(page).toHaveURL(/\/help\?mode=form$/);

    await main(page).getByRole('button', { name: '문의 접수' }).click();
    await expect(dialog(page)).toContainText('제목을 입력해 주세요.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await main(page).getByLabel('제목').fill('출금 문의');
    await main(page).getByRole('button', { name: '문의 접수' }).click();
    await expect(dialog(page)).toContainText('내용을 입력해 주세요.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await main(page).getByLabel('내용').fill('출금이 언제 처리되나요?\n확인 부탁드립니다.');
    await keepShot(page, 'help-form-desktop.png', { fullPage: true });
    await main(page).getByRole('button', { name: '문의 접수' }).click();
    await expect(dialog(page)).toContainText('문의를 접수하시겠습니까?');
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(dialog(page)).toContainText('문의가 접수되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/help$/);
    const rows = main(page).getByRole('list', { name: '문의 내역' }).getByRole('link');
    await expect(rows).toHaveText([/^답변 대기출금 문의/]);

    const { helps } = await (await page.request.post('/api/routes/get-help-list', { data: {} })).json();
    await page.clock.install();
    await page.goto('/user');
    await lazyPartsLoaded(page);
    await admin(request, 'answer-help', {
      id: helps[0].id,
      answer: '<p>10분 안에 처리됩니다.</p><img src=x onerror=window.__xss=1>',
    });

    await page.clock.runFor(30_000);
    await expect(dialog(page)).toContainText('고객센터 답변이 도착했습니다. 확인하시겠습니까?');
    // sweetalert2 hides the rest of the page from the accessibility tree while it is open.
    await expect(page.getByTestId('help-count')).toHaveText('1');
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(rows).toHaveText([/^새 답변출금 문의고객센터/]);
    await keepShot(page, 'help-list-desktop.png', { fullPage: true });

    await rows.first().click();
    await expect(page).toHaveURL(/\/help\?mode=view&id=\d+&page=1$/);
    await expect(main(page).getByRole('heading', { level: 2, name: '출금 문의' })).toBeVisible();
    await expect(main(page).getByTestId('help-answer')).toHaveText('10분 안에 처리됩니다.');
    await expect(header(page).getByTestId('help-count')).toHaveText('0');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await keepShot(page, 'help-view-desktop.png', { fullPage: true });

    await main(page).getByRole('link', { name: '목록으로' }).click();
    await expect(rows).toHaveText([/^답변 완료출금 문의/]);

    await main(page).getByRole('button', { name: '전체 삭제' }).click();
    await expect(dialog(page)).toContainText('모든 문의 내역을 삭제하시겠습니까?');
    await dialog(page).getByRole('button', { name: '예' }).click();
    await expect(dialog(page)).toContainText('모두 삭제되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(main(page).getByText('문의 내역이 없습니다.')).toBeVisible();
  });
});

test.describe('notices', () => {
  test("list → view → back, only this domain's notices, operator HTML sanitised", async ({ page, request }) => {
    await freshMember(page, request, 'notice');
    const stamp = Date.now().toString(36);
    await admin(request, 'create-notice', {
      title: `이 사이트 공지 ${stamp}`,
      contents: '<p>루프백 전용 안내</p>',
      domain: '127.0.0.1',
    });
    const other = await admin<{ id: number }>(request, 'create-notice', {
      title: `다른 사이트 공지 ${stamp}`,
      contents: '<p>다른 곳</p>',
      domain: 'other.example',
    });
    await admin(request, 'create-notice', {
      title: `스크립트 공지 ${stamp}`,
      contents: '<p>안전한 본문</p><img src=x onerror=window.__xss=1>',
      domain: '',
    });

    const html = await (await page.request.get('/notice')).text();
    expect(html).toContain(`이 사이트 공지 ${stamp}`);
    expect(html).not.toContain(`다른 사이트 공지 ${stamp}`);

    await page.goto('/notice');
    const list = main(page).getByRole('list', { name: '공지사항 목록' });
    await expect(list.getByRole('link', { name: new RegExp(`이 사이트 공지 ${stamp}`) })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(`다른 사이트 공지 ${stamp}`) })).toHaveCount(0);
    await keepShot(page, 'notice-list-desktop.png', { fullPage: true });

    await list.getByRole('link', { name: new RegExp(`스크립트 공지 ${stamp}`) }).click();
    await expect(page).toHaveURL(/\/notice\?id=\d+$/);
    const article = main(page).getByRole('article');
    await expect(article).toContainText('안전한 본문');
    expect(await article.locator('img').getAttribute('onerror')).toBeNull();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await page.reload();
    await expect(article).toContainText('안전한 본문');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await keepShot(page, 'notice-view-desktop.png', { fullPage: true });

    await main(page).getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(list).toBeVisible();

    await page.goto(`/notice?id=${other.id}`);
    await expect(main(page).getByRole('status')).toHaveText('공지사항을 찾을 수 없습니다.');

    await page.goto('/en/notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  });
});

test.describe('server rendering', () => {
  test('each page arrives with its data: nothing is fetched again on load', async ({ page, request }) => {
    const member = await freshMember(page, request, 'ssr');
    await admin(request, 'send-note', { userId: member.userId, title: '서버 렌더링 쪽지', contents: '<p>본문</p>' });
    const written = await page.request.post('/api/routes/user-write-help', {
      data: { params: { title: '서버 렌더링 문의', contents: '내용' } },
    });
    const { id } = await written.json();
    const calls = proxyCallsOf(page);
    const checks: [string, string][] = [
      ['/note', '서버 렌더링 쪽지'],
      ['/help', '서버 렌더링 문의'],
      [`/help?mode=view&id=${id}`, '서버 렌더링 문의'],
      ['/notice', '고객센터 운영 시간'],
      ['/user', member.userId],
    ];
    for (const [path, text] of checks) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path} is server-rendered`).toContain(text);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(main(page)).toContainText(text);
      expect(calls.from(path), `${path} fetched again`).toEqual([]);
      // An unread note would prompt msg2003 on every other page.
      if (path === '/note') await page.request.post('/api/routes/read-all-note', { data: {} });
    }
  });
});

test.describe('at phone size', () => {
  test('notes, notices, customer centre and my page fit 390 px without sideways scroll', async ({ page, request }) => {
    const member = await freshMember(page, request, 'phone');
    await admin(request, 'send-note', {
      userId: member.userId,
      title: '주말 슬롯 토너먼트 참가 안내와 보너스 지급 일정',
      contents: '<p>토요일과 일요일, 슬롯 누적 베팅 순위 이벤트가 열립니다.</p>',
    });
    await admin(request, 'send-note', {
      userId: member.userId,
      title: '입금 완료',
      contents: '<p>300,000원 입금이 처리되었습니다.</p>',
    });
    const id = await answeredQuestion(
      page,
      request,
      { title: '콤프 전환 최소 금액이 궁금합니다', contents: '콤프는 얼마부터 전환되나요?' },
      '<p>콤프는 <strong>10,000</strong>부터 전환하실 수 있습니다.</p>',
    );
    await page.request.post('/api/routes/user-write-help', {
      data: { params: { title: '출금 계좌 변경', contents: '계좌를 바꾸고 싶습니다.' } },
    });
    await page.request.post('/api/routes/read-help-message', { data: { params: { id } } });
    const { notes } = await (
      await page.request.post('/api/routes/get-note-list', { data: { params: { page: 1, size: 20 } } })
    ).json();
    await page.request.post('/api/routes/read-note-message', { data: { params: { id: notes[1].id } } });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/note');
    await main(page)
      .getByRole('button', { name: /입금 완료/ })
      .click();
    await expect(main(page).getByRole('region')).toBeVisible();
    await noSideScroll(page);
    await keepShot(page, 'phone-note.png', { fullPage: true });
    await page.request.post('/api/routes/read-all-note', { data: {} });

    const visits: [string, string][] = [
      ['/help', 'phone-help-list.png'],
      [`/help?mode=view&id=${id}`, 'phone-help-view.png'],
      ['/help?mode=form', 'phone-help-form.png'],
      ['/notice', 'phone-notice-list.png'],
      ['/user', 'phone-user.png'],
    ];
    for (const [path, file] of visits) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await noSideScroll(page);
      await keepShot(page, file, { fullPage: true });
    }
    for (const path of ['/vn/user', '/th/help?mode=form', '/jp/note']) {
      await page.goto(path);
      await mainFits(page);
      await keepShot(page, `phone${path.replace(/[/?=]/g, '-')}.png`, { fullPage: true });
    }

    await page.goto('/notice');
    await main(page).getByRole('list', { name: '공지사항 목록' }).getByRole('link').first().click();
    await expect(main(page).getByRole('article')).toBeVisible();
    await noSideScroll(page);
    await keepShot(page, 'phone-notice-view.png', { fullPage: true });

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/user');
    await keepShot(page, 'desktop-user.png', { fullPage: true });
  });
});
