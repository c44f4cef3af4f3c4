import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { closeNotice, firebaseCode, headerUser, latestSmsCode, notice, quietInstallPrompt, askSmsLoginCode } from '../support/auth';

/**
 * Issue 4: SMS login (SPEC 4, 5, 8) with the merchant's own code (demo: internal provider) and
 * with Firebase phone auth through the local Auth emulator (lotus: firebase provider).
 */
function numbers(project: string) {
  return project === 'android'
    ? { internal: '9175005001', firebase: '812345601', other: '812345602', generated: '9175005003' }
    : { internal: '9176006001', firebase: '812345611', other: '812345612', generated: '9176006003' };
}

/** lotus (Firebase SMS) without the SMS captcha, which auth-captcha.spec.ts covers. */
function firebaseMerchant(testInfo: TestInfo): string {
  const mobile = numbers(testInfo.project.name).firebase;
  return authMerchant(merchantCode('smsfb', testInfo), {
    base: 'lotus',
    whitelabel: { GEETESTVCODE3: false },
    members: [{ username: 'fbphone1', password: 'lotus1234', mobile: { countryDialingCode: '66', mobileNum: mobile } }],
  });
}

/** Logs in at `base` with the merchant's own SMS code sent to +63 `mobile`, and lands on the home. */
async function logInWithOwnCode(page: Page, request: APIRequestContext, base: string, mobile: string): Promise<void> {
  const form = await askSmsLoginCode(page, base, mobile);
  await expect(page.getByTestId('sms-send')).toBeDisabled();
  await form.getByLabel(/sms code/i).fill(await latestSmsCode(request, `63${mobile}`));
  await page.getByTestId('sms-login-submit').click();
  await expect(page).toHaveURL(/\/m\/home/);
}

test.describe('a player logs in with an SMS code', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test("logs in with the merchant's own SMS code", async ({ page, request }, testInfo) => {
    const mobile = numbers(testInfo.project.name).internal;
    const base = authMerchant(merchantCode('sms', testInfo), {
      members: [{ username: 'smsplayer1', password: 'secret123', mobile: { countryDialingCode: '63', mobileNum: mobile } }],
    });
    await logInWithOwnCode(page, request, base, mobile);
    await expect(headerUser(page)).toHaveText('smsplayer1');
  });

  test('a player who registered by mobile is called by their number, not the account name made for them', async ({
    page,
    request,
  }, testInfo) => {
    // Issue 37: the account a mobile registration without a user name gets (m63…) means nothing to them.
    const mobile = numbers(testInfo.project.name).generated;
    const base = authMerchant(merchantCode('smsgen', testInfo), {
      members: [{ username: `m63${mobile}`, password: 'secret123', mobile: { countryDialingCode: '63', mobileNum: mobile } }],
    });
    await logInWithOwnCode(page, request, base, mobile);
    await expect(headerUser(page)).toHaveText(`+63 ******${mobile.slice(-4)}`);
    await headerUser(page).click();
    await expect(page.getByTestId('member-account')).toHaveText(`+63 ******${mobile.slice(-4)}`);
  });

  test('logs in with an SMS code sent through Firebase (the Auth emulator)', async ({ page, request }, testInfo) => {
    const mobile = numbers(testInfo.project.name).firebase;
    const base = firebaseMerchant(testInfo);
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    await page.getByTestId('tab-sms').click();
    const form = page.getByTestId('sms-login-form');
    // Firebase is on: the dialing code is shown (SPEC 5).
    await expect(form.getByTestId('dialing-code')).toHaveValue('66');
    await form.getByLabel(/mobile number/i).fill(`0${mobile}`);
    await page.getByTestId('sms-send').click();
    const code = await firebaseCode(request, 'lotus-m-site', `+66${mobile}`);
    await form.getByLabel(/sms code/i).fill(code);
    await page.getByTestId('sms-login-submit').click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(headerUser(page)).toHaveText('fbphone1');
  });

  test("is told 'auth/code-expired' when confirming before any code was sent", async ({ page }, testInfo) => {
    const base = firebaseMerchant(testInfo);
    await page.goto(`${base}/m/login`);
    // The server drew the tabs: a tap counts once the browser has taken them over.
    await shellReady(page);
    await page.getByTestId('tab-sms').click();
    const form = page.getByTestId('sms-login-form');
    await form.getByLabel(/mobile number/i).fill(numbers(testInfo.project.name).other);
    await form.getByLabel(/sms code/i).fill('123456');
    await page.getByTestId('sms-login-submit').click();
    await expect(notice(page)).toContainText('auth/code-expired');
    await expect(notice(page)).toContainText(/Reason/);
    await closeNotice(page);
  });

  test('is told the Firebase code is wrong', async ({ page, request }, testInfo) => {
    const mobile = numbers(testInfo.project.name).other;
    const base = firebaseMerchant(testInfo);
    const form = await askSmsLoginCode(page, base, mobile);
    const code = await firebaseCode(request, 'lotus-m-site', `+66${mobile}`);
    await form.getByLabel(/sms code/i).fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('sms-login-submit').click();
    await expect(notice(page)).toContainText('auth/invalid-verification-code');
  });
});
