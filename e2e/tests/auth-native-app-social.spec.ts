import { devices, type Page, type TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode, withLine } from '../support/auth-merchants';
import { closeNotice, headerUser, notice, quietInstallPrompt } from '../support/auth';

/**
 * Issue 18, SPEC 8: social sign-in inside the operator's Android app. The page runs with the
 * app's user agent (`MApp/<version>`) and the bridge the app injects (`window.MAppNative`);
 * the app answers through `window.nativeSocialLoginCallback`. A `Failure…` answer is shown in
 * an alert; Facebook, Twitter and LINE without native support say "Coming soon".
 */
test.use({ userAgent: `${devices['Pixel 7'].userAgent} MApp/2.5.0` });

const appMerchant = (testInfo: TestInfo) =>
  authMerchant(merchantCode('nativesocial', testInfo), {
    whitelabel: { GOOGLELOGIN3: true, LINELOGIN3: true, AUTOREGISTER3: true, FIREBASECREATEACC3: true, SSOMANUALREG3: false },
    integrations: withLine,
  });

/** The app's bridge: signs in natively the given providers and records what it was asked. */
async function injectBridge(page: Page, providers: string): Promise<void> {
  await page.addInitScript((list) => {
    const calls: string[] = [];
    Object.assign(window, {
      __nativeCalls: calls,
      MAppNative: { socialLoginProviders: () => list, socialLogin: (provider: string) => calls.push(provider) },
    });
  }, providers);
}

const nativeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __nativeCalls: string[] }).__nativeCalls);

/** What the app does with its own Firebase SDK: a Firebase ID token for a Facebook identity (local Auth emulator). */
async function appFirebaseToken(page: Page, sub: string): Promise<string> {
  return page.evaluate(async (subject) => {
    const response = await fetch('/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestUri: `${location.origin}/m/home`,
        returnSecureToken: true,
        postBody: new URLSearchParams({
          providerId: 'facebook.com',
          id_token: JSON.stringify({ sub: subject, name: 'App Player', email: `${subject}@example.com` }),
        }).toString(),
      }),
    });
    return ((await response.json()) as { idToken: string }).idToken;
  }, sub);
}

test.describe('a player in the Android app signs in with a social account', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('is told Facebook, Twitter and LINE are coming soon when the app cannot sign them in', async ({ page }, testInfo) => {
    const base = appMerchant(testInfo);
    await injectBridge(page, 'google');
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    for (const button of ['login-facebook', 'login-twitter', 'login-line']) {
      await page.getByTestId(button).click();
      await expect(notice(page)).toContainText('Coming soon');
      await closeNotice(page);
    }
    // Nothing started: no web sign-in window, no trip to LINE, nothing asked of the app.
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await nativeCalls(page)).toEqual([]);
  });

  test('signs in with Facebook through the app', async ({ page }, testInfo) => {
    const base = appMerchant(testInfo);
    await injectBridge(page, 'google,facebook');
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    await page.getByTestId('login-facebook').click();
    expect(await nativeCalls(page)).toEqual(['facebook']);

    const idToken = await appFirebaseToken(page, `fb-${testInfo.project.name}-${Date.now()}`);
    await page.evaluate(
      (token) =>
        (window as unknown as { nativeSocialLoginCallback(result: string): unknown }).nativeSocialLoginCallback(
          JSON.stringify({ channel: 'facebook', idToken: token }),
        ),
      idToken,
    );
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(headerUser(page)).toBeVisible();
  });

  test("sees the app's failure in an alert and stays signed out", async ({ page }, testInfo) => {
    const base = appMerchant(testInfo);
    await injectBridge(page, 'facebook,twitter,line');
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    await page.getByTestId('login-twitter').click();
    expect(await nativeCalls(page)).toEqual(['twitter']);
    await page.evaluate(() =>
      (window as unknown as { nativeSocialLoginCallback(result: string): unknown }).nativeSocialLoginCallback(
        'Failure: <b>Twitter</b> sign-in was cancelled',
      ),
    );
    // Shown as the app wrote it, as text.
    await expect(notice(page)).toContainText('Failure: <b>Twitter</b> sign-in was cancelled');
    await closeNotice(page);
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(headerUser(page)).toHaveCount(0);
  });
});

test.describe('a player in the iPhone app without native sign-in', () => {
  // The coming-soon rule is Android's: the iOS app without native support keeps the web flow.
  test.use({ userAgent: `${devices['iPhone 15'].userAgent} MApp/2.5.0` });
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('signs in with Facebook on the web instead of being told it is coming soon', async ({ page }, testInfo) => {
    const base = appMerchant(testInfo);
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    await expect(page.getByTestId('login-twitter')).toHaveCount(0);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('login-facebook').click()]);
    await expect(popup).toHaveURL(/\/__emulators\/firebase-auth\/idp\?provider=facebook\.com/);
    await expect(notice(page)).toHaveCount(0);
  });
});
