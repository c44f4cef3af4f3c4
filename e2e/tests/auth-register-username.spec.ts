import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { acceptTerms, closeNotice, headerUser, notice, quietInstallPrompt } from '../support/auth';

/**
 * Issue 18: the registration form offers a user name from the site
 * (POST /wps/member/register/autoUsername); the player keeps it or types their own, and the
 * form works the same when no suggestion comes.
 */
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

  // A late suggestion never replacing what was typed, changing the suggestion, and registering
  // without one (the call failed, nothing said): the form's own rules,
  // mf-auth/src/register/register-form-rules.test.tsx and username-suggestion.test.ts.
});
