import type { Page, TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode, withLine } from '../support/auth-merchants';
import { acceptTerms, closeNotice, countRequests, fillLogin, headerUser, newUsername, notice, quietInstallPrompt } from '../support/auth';

/**
 * Issue 4: LINE Login (SPEC 4, 7, 8) through the local LINE Login test version: authorize with
 * state, nonce and PKCE; back on /m/home the state must match; the code becomes a LINE session
 * token; an unlinked LINE account offers "log in to link" or "register new".
 */
function lineMerchant(testInfo: TestInfo): string {
  return authMerchant(merchantCode('line', testInfo), {
    whitelabel: { LINELOGIN3: true },
    integrations: withLine,
    members: [{ username: 'linkme1', password: 'secret123' }],
  });
}

/** Clicks the LINE button and logs in on the test consent page as `displayName`. */
async function throughLine(page: Page, displayName: string): Promise<void> {
  await page.getByTestId('login-line').click();
  await expect(page).toHaveURL(/\/__emulators\/line\/oauth2\/v2\.1\/authorize\?/);
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('scope')).toBe('profile openid');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/m\/home$/);
  await page.getByLabel('Test user').fill(displayName);
  await page.getByRole('button', { name: 'Log in as test user' }).click();
}

test.describe('a player signs in with LINE', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('registers a new account linked to LINE, then logs in with LINE alone', async ({ page }, testInfo) => {
    const base = lineMerchant(testInfo);
    const lineName = `Line ${testInfo.project.name} ${Date.now()}`;
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    await throughLine(page, lineName);

    // Back home: this LINE account is not linked yet.
    const confirm = page.getByTestId('confirm');
    await expect(confirm).toBeVisible();
    await expect(page).not.toHaveURL(/[?&](code|state)=/);
    await confirm.getByRole('button', { name: /register new/i }).click();
    const dialog = page.getByTestId('register-dialog');
    await expect(dialog).toBeVisible();
    const username = newUsername('l');
    await dialog.getByLabel(/^username$/i).fill(username);
    await dialog.getByLabel(/^password$/i).fill('Secret-123');
    await dialog.getByLabel(/confirm password/i).fill('Secret-123');
    await acceptTerms(dialog);
    await dialog.getByTestId('register-submit').click();
    await closeNotice(page);
    await expect(headerUser(page)).toHaveText(username);

    await page.getByTestId('header-logout').click();
    await page.goto(`${base}/m/login`);
    await throughLine(page, lineName);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(headerUser(page)).toHaveText(username);
  });

  test('links LINE to the account they log in to', async ({ page }, testInfo) => {
    const base = lineMerchant(testInfo);
    const lineName = `Link ${testInfo.project.name} ${Date.now()}`;
    await page.goto(`${base}/m/login`);
    await throughLine(page, lineName);
    await page
      .getByTestId('confirm')
      .getByRole('button', { name: /log in to existing/i })
      .click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await fillLogin(dialog, 'linkme1', 'secret123');
    await dialog.getByTestId('login-submit').click();
    await expect(headerUser(page)).toHaveText('linkme1');
    await expect(dialog).toHaveCount(0);

    await page.getByTestId('header-logout').click();
    await page.goto(`${base}/m/login`);
    await throughLine(page, lineName);
    await expect(headerUser(page)).toHaveText('linkme1');
  });

  test('is refused when the return carries a forged state, and nothing is sent', async ({ page }, testInfo) => {
    const base = lineMerchant(testInfo);
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    const exchanges = countRequests(page, '/wps/relay/WPS3RD_verifyLineCode');
    const logins = countRequests(page, '/wps/session/login');
    await page.goto(`${base}/m/home?code=stolen-code&state=forged-state`);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText(/LINE/);
    await closeNotice(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(exchanges.count).toBe(0);
    expect(logins.count).toBe(0);
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
