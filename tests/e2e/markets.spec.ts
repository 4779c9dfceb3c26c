import config from '../../playwright.config';
import { expect, test, type Page } from './support/test';
import { admin, createMember, loginFromHeader, onHost } from './support/backend';
import { expectAxeClean, keepShot, noSidewaysScroll } from './support/look';

// Chromium resolves the Vietnamese brand's name to this machine: the same portal, another host.
const VIETNAM = 'vn-market.test';
const VIETNAM_SIGNUP = 'vn-signup.test';
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      `--host-resolver-rules=MAP ${VIETNAM} 127.0.0.1, MAP ${VIETNAM_SIGNUP} 127.0.0.1`,
    ],
  },
});

const RULES = {
  depositMin: 50_000,
  depositStep: 50_000,
  withdrawMin: 100_000,
  withdrawStep: 50_000,
  rollMin: 20_000,
  quickAmounts: [50_000, 200_000, 1_000_000, 5_000_000],
};

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const quickButtons = (page: Page, label: string) => main(page).getByRole('group', { name: label }).getByRole('button');
const historyRows = (page: Page, name: string) => main(page).getByRole('region', { name }).getByRole('row');

/** An instant as the pages write it at a fixed offset: Vietnam and Korea keep theirs all year. */
const at = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

test('a member of the VND host sees dong, its own rules and quick amounts, and +07:00 times there; the won host refuses the login and shows no money', async ({
  page,
  request,
}) => {
  await admin(request, 'set-site-config', {
    host: VIETNAM,
    name: { ko: '사이공 카지노', en: 'Saigon Casino', vn: 'Sòng bạc Sài Gòn' },
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    wallet: RULES,
  });
  const member = await createMember(request, 'market', { host: VIETNAM });

  await page.goto(onHost(VIETNAM, '/'));
  await loginFromHeader(page, member);
  await page.goto(onHost(VIETNAM, '/deposit'));
  await expect(header(page).getByTestId('holdings')).toHaveText('₫0');
  await expect(quickButtons(page, '빠른 금액 선택')).toHaveText([
    '+₫50,000',
    '+₫200,000',
    '+₫1,000,000',
    '+₫5,000,000',
  ]);
  await expect(main(page).getByText('최소 입금 금액은 ₫50,000이며 ₫50,000 단위로 신청할 수 있습니다.')).toBeVisible();

  // Under this host's minimum, though the default site takes it: refused in the form, nothing sent.
  await main(page).getByLabel('입금 금액').fill('20000');
  await main(page).getByRole('button', { name: '입금 신청' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('최소 ₫50,000부터 신청할 수 있습니다.');

  await main(page).getByRole('button', { name: '초기화' }).click();
  await main(page).getByRole('button', { name: '₫50,000 더하기' }).click();
  await expect(main(page).getByLabel('입금 금액')).toHaveValue('50,000');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/routes/apply-user-deposit')),
    main(page).getByRole('button', { name: '입금 신청' }).click(),
  ]);
  const { request: deposit } = (await answer.json()) as { request: { id: number; regDate: string } };
  await expect(
    main(page).getByText('입금 신청이 접수되었습니다. 입금이 확인되면 보유머니에 반영됩니다.'),
  ).toBeVisible();
  await expect(historyRows(page, '입금 내역').nth(1)).toContainText('₫50,000');
  await expect(historyRows(page, '입금 내역').nth(1)).toContainText(at(deposit.regDate, 7));
  await admin(request, 'approve-deposit', { id: deposit.id });

  // In Vietnamese the same figures are written the Vietnamese way; the server renders them, so a reload shows them at once.
  await page.goto(onHost(VIETNAM, '/vn/deposit'));
  await expect(header(page).getByTestId('holdings')).toHaveText(/^50\.000\s₫$/);
  await expect(quickButtons(page, 'Chọn nhanh số tiền').first()).toHaveText(/^\+50\.000\s₫$/);
  await expect(historyRows(page, 'Lịch sử nạp tiền').nth(1)).toContainText(at(deposit.regDate, 7));

  for (const [lang, prefix] of [
    ['vn', '/vn'],
    ['en', '/en'],
    ['ko', ''],
  ] as const) {
    if (lang !== 'vn') await page.goto(onHost(VIETNAM, `${prefix}/deposit`));
    for (const width of [390, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await noSidewaysScroll(page);
      if (lang === 'ko') await expectAxeClean(page, `/deposit on ${VIETNAM}`);
      await keepShot(page, `market-vnd-${lang}-${width}.png`, { fullPage: true });
    }
  }

  // The same member on the won host: the dong are never shown as won; the login says where the account belongs.
  await page.goto('/');
  await header(page).getByLabel('아이디').fill(member.userId);
  await header(page).getByLabel('비밀번호').fill(member.password);
  await header(page).getByRole('button', { name: '로그인', exact: true }).click();
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText(`이 계정은 사이공 카지노(${VIETNAM})에서 만든 계정입니다.`);
  await expect(refusal).toContainText(`${VIETNAM}에서 로그인해 주세요.`);
  await expect(header(page).getByTestId('holdings')).toHaveCount(0);
  await expect(page.getByText(/50,000/)).toHaveCount(0);
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, `market-other-ko-${width}.png`);
  }
  await refusal.getByRole('button', { name: '확인' }).click();
  expect((await page.context().cookies(page.url())).some((cookie) => cookie.name.endsWith('session-token'))).toBe(
    false,
  );
  await page.goto('/deposit');
  await expect(header(page).getByTestId('holdings')).toHaveCount(0);
});

test('a Vietnamese host registers a Vietnamese player: its mobile number and its banks', async ({ page, request }) => {
  const banks = ['Vietcombank', 'Techcombank', 'BIDV'];
  await admin(request, 'set-site-config', {
    host: VIETNAM_SIGNUP,
    name: { en: 'Saigon Signup' },
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    phoneRegion: 'VN',
    banks,
  });
  await page.goto(onHost(VIETNAM_SIGNUP, '/vn/register'));
  const form = main(page).getByRole('form');
  await expect(form.getByLabel('Ngân hàng', { exact: true }).locator('option')).toHaveText([
    'Chọn ngân hàng',
    ...banks,
  ]);
  const userId = `vn${Date.now().toString(36).slice(-8)}`;
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(userId);
  await form.getByLabel('Biệt danh', { exact: true }).fill(`VN${userId.slice(-6)}`);
  await form.getByLabel('Mật khẩu', { exact: true }).fill('secret-1234');
  await form.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('secret-1234');
  await form.getByLabel('Số điện thoại di động', { exact: true }).fill('0912345678');
  await form.getByLabel('Ngân hàng', { exact: true }).selectOption('Techcombank');
  await form.getByLabel('Số tài khoản', { exact: true }).fill('19031234567');
  await form.getByLabel('Chủ tài khoản', { exact: true }).fill('Nguyen Van A');
  await form.getByRole('checkbox').check();
  await expect(form.getByLabel('Số điện thoại di động', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, `market-vn-register-${width}.png`, { fullPage: true });
  }
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/routes/user-register')),
    form.getByRole('button', { name: 'Đăng ký', exact: true }).click(),
  ]);
  expect(await answer.json()).toEqual({ status: 'success' });
});
