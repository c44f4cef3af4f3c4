/**
 * Issue 27: registering means confirming the minimum age and accepting the merchant's terms. The
 * box is required (unticked: the form says so and sends nothing), the terms open over the form
 * and close again without losing what was typed, and the server stores the accepted version.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { acceptTerms, closeNotice, countRequests, newUsername, notice, quietInstallPrompt } from '../support/auth';
import { axeFindings, describeFindings } from '../support/accessibility';
import { memberConsents } from '../support/server-db';

const NOT_SUGGESTION = { except: '/wps/member/register/autoUsername' };

test.beforeEach(({ context }) => quietInstallPrompt(context));

test('an unticked box stops the registration with a message; ticked, the accepted terms are stored', async ({ page }, testInfo) => {
  const code = merchantCode('consent', testInfo);
  const base = authMerchant(code);
  const username = newUsername('c');
  await page.goto(`${base}/m/register`);
  await shellReady(page);
  const form = page.getByTestId('register-form');
  await form.getByLabel(/^username$/i).fill(username);
  await form.getByLabel(/^password$/i).fill('Secret-123');
  await form.getByLabel(/confirm password/i).fill('Secret-123');
  const box = form.getByLabel('I am 18 or older and accept the Terms and Conditions');
  await expect(box).not.toBeChecked();
  const registrations = countRequests(page, '/wps/member/register', NOT_SUGGESTION);
  await page.getByTestId('register-submit').click();
  await expect(form.getByRole('alert')).toHaveText('Please confirm your age and accept the Terms and Conditions.');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(registrations.count).toBe(0);
  await expect(form.getByLabel(/^username$/i)).toHaveValue(username);

  await acceptTerms(form);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await page.getByTestId('register-submit').click();
  await expect(notice(page)).toContainText(username);
  await closeNotice(page);
  expect(registrations.count).toBe(1);
  expect(memberConsents(code, username)).toEqual([{ terms_version: '2026-11', age_confirmed: 1, method: 'username' }]);
});

test('the terms open over the form in the player language, pass axe, and close with Escape or the button', async ({ page }, testInfo) => {
  const base = authMerchant(merchantCode('consent-terms', testInfo), { base: 'lotus' });
  await page.goto(`${base}/m/register`);
  await shellReady(page);
  const form = page.getByTestId('register-form');
  const mobile = form.getByLabel(/mobile number/i);
  await mobile.fill('812345678');
  const open = form.getByTestId('terms-open');
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Lotus Thai Club');
  await expect(sheet).toContainText('You must be at least 18 years old');
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  const findings = await axeFindings(page);
  expect(findings, describeFindings(findings, '/m/register', 'lotus', 'terms open')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  // Only the terms closed: the form is still there, with what was typed, and focus is back.
  await expect(mobile).toHaveValue('812345678');
  await expect(open).toBeFocused();

  await open.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(form).toBeVisible();
});
