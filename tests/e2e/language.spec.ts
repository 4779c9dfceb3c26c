import { expect, test, type Page } from './support/test';
import { newMember } from './support/backend';

/** A translation key where a sentence should be: `wallet.deposit.title` rather than its text. */
const RAW_KEY =
  /\b(?:app|home|nav|language|format|error|dialog|auth|user|apiError|login|menu|common|wallet|status|layout|games|popup|notes|notices|help|register|account)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*\b/;

async function expectNoRawKeys(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY)?.[0], `a translation key shows on ${page.url()}`).toBeUndefined();
}

test.describe('language', () => {
  test('the lobby is Korean at / and English at /en', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('환영합니다');

    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  });

  test('the switcher changes the language and keeps the path', async ({ page }) => {
    await page.goto('/admin/error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('일시적인 오류가 발생했습니다');

    const switcher = page.getByRole('navigation', { name: '언어 선택' });
    await switcher.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/jp\/admin\/error$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('一時的なエラーが発生しました');

    await page.getByRole('navigation', { name: '言語を選択' }).getByRole('link', { name: '한국어' }).click();
    await expect(page).toHaveURL(/\/admin\/error$/);
    await expect(page).not.toHaveURL(/\/jp\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('일시적인 오류가 발생했습니다');
  });

  test('the lobby carries only the common bundle; a page brings its own, after client navigation and a language switch too', async ({
    page,
  }) => {
    // What the server sends, page data included: the translations the page uses and no others.
    const lobby = await (await page.goto('/en'))!.text();
    expect(lobby).toContain('Register now');
    expect(lobby).not.toContain('Registration code (optional)');
    expect(lobby).not.toContain('{{amount}} has been changed to comp.');

    // Client-side navigation: the register bundle comes with the page's props.
    await page.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/en\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');

    await page.getByRole('navigation', { name: 'Choose language' }).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/jp\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('会員登録');

    const register = await (await page.reload())!.text();
    expect(register).toContain('リクエストが多すぎます。しばらくしてから再度お試しください。');
    expect(register).toContain('ケイバンク');
    expect(register).not.toContain('{{amount}}をコンプに変えました。');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('会員登録');
  });

  test('no page shows a translation key: every member page in two languages, loaded and reached by the menu', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'i18nkeys');
    for (const path of ['/', '/deposit', '/withdraw', '/comp', '/user', '/help', '/notice', '/note', '/game']) {
      await page.goto(`/jp${path === '/' ? '' : path}`);
      await expectNoRawKeys(page);
    }
    // Client-side navigation through the menu, page after page: each page's bundle arrives with its props.
    const menu = {
      Deposit: 'deposit',
      Withdraw: 'withdraw',
      Comp: 'comp',
      'My page': 'user',
      'Customer centre': 'help',
      Notices: 'notice',
      Notes: 'note',
    };
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await page.goto('/en');
    for (const [name, path] of Object.entries(menu)) {
      const before = await heading.textContent();
      await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/en/${path}$`));
      await expect(heading).not.toHaveText(before ?? '');
      await expectNoRawKeys(page);
    }
  });

  test('th has a bundle and is not offered, but shows as the current language on a Thai page', async ({ page }) => {
    await page.goto('/th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ยินดีต้อนรับ');
    const switcher = page.getByRole('navigation', { name: 'เลือกภาษา' });
    await expect(switcher.getByRole('link')).toHaveText([
      '한국어',
      'English',
      '日本語',
      'Tiếng Việt',
      '简体中文',
      'ไทย',
    ]);
    await expect(switcher.getByRole('link', { name: 'ไทย' })).toHaveAttribute('aria-current', 'true');

    await page.goto('/th/game');
    await switcher.getByRole('link', { name: 'ไทย' }).click();
    await expect(page).toHaveURL(/\/th\/game$/);
    await page.goto('/en');
    await expect(page.getByRole('navigation', { name: 'Choose language' }).getByRole('link')).toHaveText([
      '한국어',
      'English',
      '日本語',
      'Tiếng Việt',
      '简体中文',
    ]);
  });

  test('on a phone, picking a language in the menu drawer closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/game');
    await page.getByRole('banner').getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await drawer.getByRole('navigation', { name: '언어 선택' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/game$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an unknown path gets the translated 404 page', async ({ page }) => {
    const response = await page.goto('/vn/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/vn$/);
  });
});
