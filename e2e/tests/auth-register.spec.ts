import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import {
  acceptTerms,
  closeNotice,
  countRequests,
  headerUser,
  latestSmsCode,
  newMobile,
  newUsername,
  notice,
  quietInstallPrompt,
} from '../support/auth';

/** The form asks for a suggested user name (auth-register-username.spec.ts): not a registration. */
const NOT_SUGGESTION = { except: '/wps/member/register/autoUsername' };

/** Issue 4: registering by username and by mobile number (SPEC 3, 4, 5). */
test.describe('a player registers', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('registers with a username, is welcomed, and is logged in on home', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('reg', testInfo));
    const username = newUsername('u');
    await page.goto(`${base}/m/register?affiliateCode=aff9`);
    await shellReady(page);
    const form = page.getByTestId('register-form');
    await form.getByLabel(/^username$/i).fill(username);
    await form.getByLabel(/^password$/i).fill('Secret-123');
    await form.getByLabel(/confirm password/i).fill('Secret-123');
    const registrations = countRequests(page, '/wps/member/register', NOT_SUGGESTION);
    await acceptTerms(page);
    await page.getByTestId('register-submit').click();

    await expect(notice(page)).toContainText(username);
    await closeNotice(page);
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(headerUser(page)).toHaveText(username);
    expect(registrations.count).toBe(1);
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? 'null'));
    expect(session).toMatchObject({ userName: username, firstTimeLogin: true });
    // Auto-login is on for this merchant: the new account is remembered, its password sealed.
    const remembered = await page.evaluate(() => localStorage.getItem('m_remembered_login'));
    expect(JSON.parse(remembered ?? '{}')).toMatchObject({ type: 'username', username });
    expect(remembered).not.toContain('Secret-123');
    // The affiliate code of the landing link travels on (tracking keeps it in the address).
    await expect(page).toHaveURL(/affiliateCode=aff9/);
  });

  test('registers with a mobile number and no password, choosing the dialing code and proving the number', async ({
    page,
    request,
  }, testInfo) => {
    // Without a chosen password the number must be proven by SMS: a merchant file without that is refused.
    const base = authMerchant(merchantCode('regmobile', testInfo), {
      whitelabel: { REG3: false, MOBILENUMREG3: true, UPDATEMOBILEICC3: true },
      register: { requirePassword: false, mobileSmsVerification: true },
    });
    await page.goto(`${base}/m/register`);
    await shellReady(page);
    const form = page.getByTestId('register-form');
    await expect(form.getByLabel(/^password$/i)).toHaveCount(0);
    await form.getByTestId('dialing-code').selectOption('66');
    const mobile = newMobile();
    await form.getByLabel(/mobile number/i).fill(mobile);
    await form.getByRole('button', { name: /send code/i }).click();
    await form.getByLabel(/sms code/i).fill(await latestSmsCode(request, `66${mobile}`));
    await acceptTerms(page);
    await page.getByTestId('register-submit').click();
    await expect(notice(page)).toContainText(`+66 ${mobile}`);
    await closeNotice(page);
    // No password was chosen: the same flow asks for one (auth-register-mobile-newcomer.spec.ts).
    await expect(page).toHaveURL(/\/m\/changePsw/);
    await expect(headerUser(page)).toBeVisible();
  });

  // A taken username refused beside the field, a double tap sending one registration, and what is
  // wrong said before anything is sent: the form's own rules, mf-auth/src/register/register-form-rules.test.tsx
  // (the server's username_exists: server tests).
});
