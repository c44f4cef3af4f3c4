import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect, scenarioScope, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { acceptTerms, closeNotice, headerUser, newUsername, notice, quietInstallPrompt } from '../support/auth';

/**
 * Issue 18: the registration form offers a user name from the site
 * (POST /wps/member/register/autoUsername); the player keeps it or types their own, and the
 * form works the same when no suggestion comes.
 */
const SUGGESTION = '/wps/member/register/autoUsername';

/** The fault scope cookie on this scenario's own merchant host (fixtures set it for the shared ones). */
async function faultsOn(context: BrowserContext, base: string, testInfo: TestInfo): Promise<void> {
  await context.addCookies([{ name: 'm_fault_scope', value: scenarioScope(testInfo), domain: new URL(base).hostname, path: '/' }]);
}

async function fillPasswords(page: Page): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.getByLabel(/^password$/i).fill('Secret-123');
  await form.getByLabel(/confirm password/i).fill('Secret-123');
}

test.describe('a player registering is offered a user name', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('keeps the suggested user name and registers with it', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('regsuggest', testInfo));
    await page.goto(`${base}/m/register`);
    await shellReady(page);
    const field = page.getByTestId('register-username');
    await expect(field).toHaveValue(/^[a-z][a-z0-9]{3,15}$/);
    await expect(field).toHaveAccessibleDescription(/suggested for you/i);
    const suggested = await field.inputValue();

    await fillPasswords(page);
    await acceptTerms(page);
    await page.getByTestId('register-submit').click();
    await expect(notice(page)).toContainText(suggested);
    await closeNotice(page);
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(headerUser(page)).toHaveText(suggested);
  });

  test('types their own name, which a late suggestion never replaces', async ({ page, context, faults }, testInfo) => {
    const base = authMerchant(merchantCode('regsuggest', testInfo));
    await faultsOn(context, base, testInfo);
    await faults.add({ path: SUGGESTION, delayMs: 2500, times: 1 });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === SUGGESTION);
    await page.goto(`${base}/m/register`);
    await shellReady(page);
    const own = newUsername('own');
    const field = page.getByTestId('register-username');
    await field.fill(own);
    expect((await answered).status()).toBe(200);
    // The suggestion came after the player typed: their name stays, no "suggested" note.
    await expect(field).toHaveValue(own);
    await expect(field).not.toHaveAccessibleDescription(/suggested/i);

    await fillPasswords(page);
    await acceptTerms(page);
    await page.getByTestId('register-submit').click();
    await expect(notice(page)).toContainText(own);
  });

  test('changes the suggestion to a name of their own', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('regsuggest', testInfo));
    await page.goto(`${base}/m/register`);
    await shellReady(page);
    const field = page.getByTestId('register-username');
    await expect(field).not.toHaveValue('');
    const own = newUsername('mine');
    await field.fill(own);
    await expect(field).not.toHaveAccessibleDescription(/suggested/i);
    await fillPasswords(page);
    await acceptTerms(page);
    await page.getByTestId('register-submit').click();
    await expect(notice(page)).toContainText(own);
    await closeNotice(page);
    await expect(headerUser(page)).toHaveText(own);
  });

  test('registers as usual when the site cannot suggest a name', async ({ page, context, faults }, testInfo) => {
    const base = authMerchant(merchantCode('regsuggest', testInfo));
    await faultsOn(context, base, testInfo);
    await faults.add({ path: SUGGESTION, status: 500, errorCode: 'internal_error', message: 'down' });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === SUGGESTION);
    await page.goto(`${base}/m/register`);
    await shellReady(page);
    expect((await answered).status()).toBe(500);
    const field = page.getByTestId('register-username');
    await expect(field).toHaveValue('');
    // Nothing went wrong for the player: no error notice over the form.
    await expect(notice(page)).toHaveCount(0);
    const own = newUsername('nosug');
    await field.fill(own);
    await fillPasswords(page);
    await acceptTerms(page);
    await page.getByTestId('register-submit').click();
    await expect(notice(page)).toContainText(own);
  });
});
