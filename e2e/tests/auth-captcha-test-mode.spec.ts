import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { countRequests, fillLogin, headerUser, notice, quietInstallPrompt } from '../support/auth';

/**
 * SPEC 6 GEETESTTEST3: captcha test mode is the merchant's flag. The end-to-end server runs the
 * local test versions of the third parties, yet a merchant with the flag off gets its real
 * Geetest (out of reach here: its script is refused, as when Geetest is down).
 */
const REAL_GEETEST = /^https:\/\/static\.geetest\.com\//;

test.describe('human verification in test mode only when the merchant says so', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('a merchant with Geetest test mode off shows the real Geetest, not the test widget', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('geetest-real', testInfo), {
      whitelabel: { GEETEST3: true, GEETESTTEST3: false },
      members: [{ username: 'human9', password: 'secret123' }],
    });
    const realScripts: string[] = [];
    await page.route(REAL_GEETEST, (route) => {
      realScripts.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    const logins = countRequests(page, '/wps/session/login');
    await fillLogin(page, 'human9', 'secret123');
    await page.getByTestId('login-submit').click();
    await expect(notice(page)).toContainText('Geetest service not work');
    expect(realScripts.length).toBeGreaterThan(0);
    await expect(page.getByTestId('geetest-test-widget')).toHaveCount(0);
    expect(logins.count).toBe(0);
    // The challenge answer carries no test key for this merchant.
    const body = await page.evaluate(
      async () => (await (await fetch('/wps/captcha/geetest')).json()) as { value?: Record<string, unknown> },
    );
    expect(body.value).toBeDefined();
    expect(body.value).not.toHaveProperty('testKey');
  });

  test('a merchant with Geetest test mode on shows the test widget and signs in', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('geetest-test', testInfo), {
      whitelabel: { GEETEST3: true, GEETESTTEST3: true },
      members: [{ username: 'human8', password: 'secret123' }],
    });
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    await fillLogin(page, 'human8', 'secret123');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('geetest-test-widget').getByRole('button', { name: 'Verify' }).click();
    await expect(headerUser(page)).toHaveText('human8');
  });
});
