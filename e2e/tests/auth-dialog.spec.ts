import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { fillLogin, headerUser, quietInstallPrompt } from '../support/auth';
import { breakRemote } from '../support/remote-faults';

/**
 * Issue 4, point 8: another bundle (the games area: a lottery needs a session, SPEC 4) asks over
 * the bus for the login dialog; mf-auth opens it. When mf-auth is down or too slow to answer,
 * the shell opens the login page instead (SPEC 2).
 */
test.describe('a guest opens a lottery', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('gets the login dialog over the page and logs in there', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('dialog', testInfo), { members: [{ username: 'lucky1', password: 'secret123' }] });
    await page.goto(`${base}/m/home`);
    await shellReady(page);
    await page.getByTestId('lottery-entry').click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/);
    await fillLogin(dialog, 'lucky1', 'secret123');
    await dialog.getByTestId('login-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(headerUser(page)).toHaveText('lucky1');
  });

  test('can close the dialog and stay where they were', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('dialog', testInfo), { members: [{ username: 'lucky1', password: 'secret123' }] });
    await page.goto(`${base}/m/home`);
    await page.getByTestId('lottery-entry').click();
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test.describe('while the auth bundle fails where browsers get it (the release bucket, issue 38)', () => {
    // A page's routes do not see its service worker's requests (support/remote-faults.ts).
    test.use({ serviceWorkers: 'block' });

    test('gets the login page when the auth bundle is down', async ({ page }) => {
      await breakRemote(page, 'mf-auth', { status: 503 });
      await page.goto('/m/home');
      await shellReady(page);
      await page.getByTestId('lottery-entry').click();
      await expect(page).toHaveURL(/\/m\/login/);
      // The page's own area shows its fallback with Retry, the rest of the site works.
      await expect(page.locator('[data-remote="mf-auth"][data-reason]')).toBeVisible();
      await expect(page.locator('.app-nav')).toBeVisible();
    });

    test('gets the login page when the auth bundle is too slow to answer', async ({ page }) => {
      await breakRemote(page, 'mf-auth', { delayMs: 15_000 });
      await page.goto('/m/home');
      await shellReady(page);
      const asked = Date.now();
      await page.getByTestId('lottery-entry').click();
      await expect(page).toHaveURL(/\/m\/login/, { timeout: 8000 });
      expect(Date.now() - asked).toBeGreaterThanOrEqual(3500);
    });
  });
});
