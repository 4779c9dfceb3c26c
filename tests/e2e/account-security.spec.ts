// Account security as a member meets it: two-step sign-in (on, then a login with a code and one with a recovery code),
// a passkey added and signed in with through Chromium's virtual authenticator, another device signed out, the others
// after the password is asked again (the backend's clock moved past the login's five minutes), axe and a look at /security.
import { Secret, TOTP } from 'otpauth';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { advanceClock, createMember, loginByRequest, onHost } from './support/backend';
import { expectAxeClean, keepShot, noSidewaysScroll } from './support/look';

const main = (page: Page) => page.getByRole('main');
const loginForm = (page: Page) => main(page).getByRole('form', { name: 'Log in' });

async function passwordStep(page: Page, member: { userId: string; password: string }) {
  await page.goto('/en/login');
  await loginForm(page).getByLabel('ID').fill(member.userId);
  await loginForm(page).getByLabel('Password').fill(member.password);
  await loginForm(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signed in: the account page opens rather than sending the visitor to /login. `note`: turning two-step on or adding
 * a passkey left a note, which the site offers to open once per tab.
 */
async function expectSignedIn(page: Page, context: BrowserContext, { note = false } = {}) {
  if (note)
    await page
      .getByRole('dialog', { name: /^Notice from / })
      .getByRole('button', { name: 'No' })
      .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name.endsWith('session-token'))).toBe(true);
}

/** The backend's time (this stack's clock may have been moved on by a spec before): the authenticator's codes follow it. */
const backendNow = async (request: Parameters<typeof advanceClock>[0]) =>
  new Date((await advanceClock(request, 1)).now).getTime();

test('two-step sign-in: turned on with the app’s code, then a login asks for a code, and takes a recovery code once', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, 'tfa');
  const skew = (await backendNow(request)) - Date.now();
  await loginByRequest(page, member);
  await page.goto('/en/security');
  const panel = main(page).getByRole('region', { name: 'Two-step verification' });
  await expect(panel).toContainText('Off');
  await panel.getByRole('button', { name: 'Turn on two-step verification' }).click();

  const secret = (await panel.getByLabel('Setup key').textContent())!.replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await keepShot(page, 'security-setup-1400-en.png', { fullPage: true });
  await panel.getByLabel('Code from the app').fill(totp.generate({ timestamp: Date.now() + skew }));
  await panel.getByRole('button', { name: 'Confirm and turn on' }).click();
  // Read once they are shown: allTextContents does not wait for them.
  const shown = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();
  await keepShot(panel, 'security-recovery-1400-en.png');
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(panel).toContainText('recovery codes left: 10');

  // A new login: the password alone starts no session; the next step's code does (the one just used is spent).
  await context.clearCookies();
  await passwordStep(page, member);
  const step = main(page).getByRole('form', { name: 'Two-step verification' });
  await step.getByLabel('Verification code').fill(totp.generate({ timestamp: Date.now() + skew + 30_000 }));
  await Promise.all([page.waitForEvent('load'), step.getByRole('button', { name: 'Verify' }).click()]);
  await expectSignedIn(page, context, { note: true });
  // The history: the first login's password row, and this login as one row naming both steps.
  await page.goto('/en/security');
  const history = main(page).getByRole('region', { name: 'Login history' });
  await expect(history.getByRole('cell', { name: 'Password + two-step verification code' })).toHaveCount(1);
  await expect(history.getByRole('cell', { name: 'Password', exact: true })).toHaveCount(1);

  await context.clearCookies();
  await passwordStep(page, member);
  await main(page).getByLabel('Verification code').fill(codes[0]);
  await Promise.all([page.waitForEvent('load'), main(page).getByRole('button', { name: 'Verify' }).click()]);
  await expectSignedIn(page, context);
});

test('a passkey added on the account page signs in with nothing typed', async ({ page, context, request }) => {
  // WebAuthn needs a host name (not an address) in a secure context: localhost is both.
  const member = await createMember(request, 'pky');
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  // next-auth's own requests, as the page's sign-in sends them, for the session cookie of localhost.
  const { csrfToken } = (await (await page.request.get(onHost('localhost', '/api/auth/csrf'))).json()) as {
    csrfToken: string;
  };
  await page.request.post(onHost('localhost', '/api/auth/callback/credentials'), {
    form: { csrfToken, userId: member.userId, password: member.password, json: 'true' },
    maxRedirects: 0,
  });

  await page.goto(onHost('localhost', '/en/security'));
  const panel = main(page).getByRole('region', { name: 'Passkeys' });
  await panel.getByLabel('Passkey name').fill('Test laptop');
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByRole('status')).toHaveText('Passkey "Test laptop" added.');
  await expect(panel.getByRole('list', { name: 'Your passkeys' })).toContainText('localhost');

  await context.clearCookies();
  await page.goto(onHost('localhost', '/en/login'));
  await Promise.all([
    page.waitForEvent('load'),
    loginForm(page).getByRole('button', { name: 'Log in with a passkey' }).click(),
  ]);
  await expectSignedIn(page, context, { note: true });
  await page.goto(onHost('localhost', '/en/security'));
  await expect(
    main(page).getByRole('region', { name: 'Login history' }).getByRole('cell', { name: 'Passkey' }),
  ).toBeVisible();
});

test('another device is signed out from the security page, the others after the password; the page passes axe and fits a phone', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'ses');
  const [other, third] = [await browser.newContext(), await browser.newContext()];
  const [otherPage, thirdPage] = [await other.newPage(), await third.newPage()];
  await loginByRequest(otherPage, member);
  await loginByRequest(thirdPage, member);
  await loginByRequest(page, member);

  await page.goto('/en/security');
  const sessions = main(page).getByRole('list', { name: 'List of logged-in devices' });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(main(page)).toContainText(/Last login .+ from /);
  await expectAxeClean(page, '/en/security');
  // A phone's width always; the pictures in both languages and widths only when someone will look (E2E_SHOTS).
  const looks = process.env.E2E_SHOTS
    ? ([
        [1400, 'en'],
        [390, 'en'],
        [390, 'ko'],
        [1400, 'ko'],
      ] as const)
    : ([[390, 'en']] as const);
  for (const [width, lang] of looks) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(lang === 'ko' ? '/security' : '/en/security');
    await noSidewaysScroll(page);
    await keepShot(page, `security-${width}-${lang}.png`, { fullPage: true });
  }

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/en/security');
  await sessions
    .getByRole('button', { name: /^Log out (?!all)/ })
    .first()
    .click();
  await expect(main(page).getByRole('status')).toHaveText('That device is logged out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  // Past the login's five minutes, signing out everyone else asks who this is first, then goes on.
  await advanceClock(request, 6 * 60_000);
  const panel = main(page).getByRole('region', { name: 'Logged-in devices' });
  await panel.getByRole('button', { name: 'Log out all other devices' }).click();
  const prompt = panel.getByRole('group', { name: "Confirm it's you" });
  await prompt.getByLabel('Password').fill('not-the-password');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt.getByText('That password is not right.')).toBeVisible();
  await keepShot(panel, 'security-proof-1400-en.png');
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await prompt.getByLabel('Password').fill(member.password);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('status')).toHaveText('Other devices logged out: 1');
  await expect(prompt).toBeHidden();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  for (const signedOut of [otherPage, thirdPage]) {
    await signedOut.goto('/en/user');
    await expect(signedOut).toHaveURL(/\/en\/login\?callbackUrl=%2Fen%2Fuser&reason=revoked/);
  }
  await other.close();
  await third.close();
});
