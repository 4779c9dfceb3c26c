import { expect, test } from '@playwright/test';

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

  test('the lobby carries only the common bundle; a page brings its own, after client navigation and a language switch too', async ({ page }) => {
    await page.goto('/en');
    const bundles = () => page.evaluate(() => window.__NEXT_DATA__.props.pageProps._nextI18Next.ns as string[]);
    expect(await bundles()).toEqual(['common']);
    expect(await page.locator('#__NEXT_DATA__').textContent()).not.toContain('Sign up');

    // Client-side navigation: the register bundle comes with the page's props.
    await page.getByRole('link', { name: 'Join now' }).click();
    await expect(page).toHaveURL(/\/en\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');

    await page.getByRole('navigation', { name: 'Choose language' }).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/jp\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('会員登録');

    await page.reload();
    expect(await bundles()).toEqual(['common', 'register']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('会員登録');
  });

  test('th has a bundle but is not offered in the switcher', async ({ page }) => {
    await page.goto('/th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ยินดีต้อนรับ');
    await expect(page.getByRole('navigation', { name: 'เลือกภาษา' }).getByRole('link')).toHaveText([
      '한국어',
      'English',
      '日本語',
      'Tiếng Việt',
      '简体中文',
    ]);
  });

  test('an unknown path gets the translated 404 page', async ({ page }) => {
    const response = await page.goto('/vn/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/vn$/);
  });
});
