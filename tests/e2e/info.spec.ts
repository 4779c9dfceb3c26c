import { expect, test } from './support/test';
import { newMember } from './support/backend';

test.describe('the footer pages', () => {
  test('the footer leads to terms, privacy, responsible gaming and contact, in the page’s language', async ({
    page,
  }) => {
    await page.goto('/en/game');
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Site information' });
    await footer.getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/en\/info\/responsible$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
    await expect(page.getByRole('article')).toContainText('helpline 1336');

    for (const [path, heading] of [
      ['/info/terms', '이용약관'],
      ['/jp/info/privacy', 'プライバシーポリシー'],
      ['/vn/info/contact', 'Liên hệ'],
      ['/cn/info/terms', '使用条款'],
      ['/th/info/responsible', 'การเล่นอย่างรับผิดชอบ'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    expect((await page.goto('/info/nothing'))!.status()).toBe(404);
  });

  test('contact tells a visitor support is for members, and takes a member to it', async ({ page, request }) => {
    await page.goto('/info/contact');
    await page.getByRole('main').getByRole('link', { name: '고객센터로 가기' }).click();
    await expect(page.getByRole('dialog')).toContainText('로그인 후 이용하실 수 있습니다.');
    await expect(page).toHaveURL(/\/info\/contact$/);

    await newMember(page, request, 'contact');
    await page.goto('/info/contact');
    await page.getByRole('main').getByRole('link', { name: '고객센터로 가기' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
});
