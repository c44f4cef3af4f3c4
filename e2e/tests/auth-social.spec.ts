import type { TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { closeNotice, headerUser, notice, quietInstallPrompt } from '../support/auth';

/**
 * Issue 4: social sign-in through Firebase (SPEC 4, 8) against the local Auth emulator, whose
 * Google window is its test version; an unlinked account is registered automatically when
 * AUTOREGISTER3 and FIREBASECREATEACC3 are on and SSOMANUALREG3 is off.
 */
const socialMerchant = (testInfo: TestInfo) =>
  authMerchant(merchantCode('social', testInfo), {
    whitelabel: { GOOGLELOGIN3: true, AUTOREGISTER3: true, FIREBASECREATEACC3: true, SSOMANUALREG3: false },
  });

test.describe('a player signs in with Google', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test.describe('in a normal window', () => {
    // Playwright's context is off the record, and mf-auth rightly refuses social sign-in there
    // (private-browsing.ts: a quota below twice the heap): a persistent profile is what a
    // player's browser is (issue 36).
    test.use({ persistentProfile: true });
    test('is registered automatically on the first Google sign-in, and signed in on the next', async ({ page }, testInfo) => {
      const base = socialMerchant(testInfo);
      const email = `g-${testInfo.project.name}-${Date.now()}@example.com`;
      const signIn = async () => {
        await page.goto(`${base}/m/login`);
        await shellReady(page);
        const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('login-google').click()]);
        await popup.getByLabel('Email').fill(email);
        await popup.getByLabel('Display name').fill('Google Player');
        await popup.getByRole('button', { name: /sign in as this test user/i }).click();
      };

      await signIn();
      await expect(page).toHaveURL(/\/m\/home/);
      await expect(headerUser(page)).toBeVisible();
      const first = await headerUser(page).textContent();

      await page.getByTestId('header-logout').click();
      await expect(page.getByTestId('header-login')).toBeVisible();
      await signIn();
      await expect(headerUser(page)).toHaveText(first ?? '');
    });
  });

  test('is told social sign-in does not work in private browsing', async ({ page }, testInfo) => {
    const base = socialMerchant(testInfo);
    // What a private window reports: Chromium a storage quota far below a normal profile's,
    // Safari (the iPhone) a refused origin private file system.
    await page.addInitScript(() => {
      const estimate = () => Promise.resolve({ quota: 120 * 1024 * 1024, usage: 0 });
      const getDirectory = () => Promise.reject(new DOMException('unknown transient reason', 'UnknownError'));
      Object.defineProperty(navigator.storage, 'estimate', { value: estimate });
      Object.defineProperty(navigator.storage, 'getDirectory', { value: getDirectory });
    });
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.getByTestId('login-google').click();
    await expect(notice(page)).toContainText(/private browsing/i);
    await closeNotice(page);
    expect(popups).toBe(0);
  });
});
