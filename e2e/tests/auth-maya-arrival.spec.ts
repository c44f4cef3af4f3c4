import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { countRequests, headerUser, notice, quietInstallPrompt } from '../support/auth';

/**
 * Issue 18: players arriving from the Maya wallet (SPEC 7 POST /wps/session/login/maya). The
 * wallet (its local stand-in under /__emulators/maya) opens the site with `sessionId` and `env`;
 * the site removes them from the address, the server checks the session with Maya and signs
 * the player in, creating the member on the first arrival.
 */
const MAYA_LOGIN = '/wps/session/login/maya';

/**
 * Opens the site from the Maya wallet stand-in as `name`, landing on `landing`. Outside the
 * merchant's native app a link's session is never taken silently (issue 35: login CSRF): a
 * signed-out visitor is shown whose account the link signs into and continues as it.
 */
async function arriveFromMaya(
  page: Page,
  base: string,
  name: string,
  landing = '/m/home?affiliateCode=maya7',
  signedOut = true,
): Promise<void> {
  await page.goto(`${base}/__emulators/maya/wallet?returnUrl=${encodeURIComponent(`${base}${landing}`)}`);
  await page.getByLabel('Maya test user').fill(name);
  await page.getByRole('button', { name: 'Open the site' }).click();
  if (!signedOut) return;
  const asked = page.getByRole('alertdialog', { name: 'Sign in from a link?' });
  // The account's user name is made from the wallet's name (spaces dropped, cut to its length).
  await expect(asked).toContainText(`This link signs you in as ${name.toLowerCase().replace(/\s+/g, '').slice(0, 12)}`);
  await asked.getByRole('button', { name: /^Continue as / }).click();
}

test.describe('a player arrives from the Maya wallet', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  test('is signed in, and the Maya session leaves the address', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('maya', testInfo));
    const logins = countRequests(page, MAYA_LOGIN);
    // Apart from the arrival itself, no request (status call, scripts, beacons) carries the session id.
    const leaks: string[] = [];
    page.on('request', (request) => {
      if (!request.isNavigationRequest() && request.url().includes('sessionId')) leaks.push(request.url());
    });
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === MAYA_LOGIN);
    await arriveFromMaya(page, base, `Juan ${testInfo.project.name} ${Date.now()}`);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ env: 'sandbox', affiliateCode: 'maya7', domain: new URL(base).hostname });
    expect(String(body.sessionId).length).toBeGreaterThanOrEqual(8);
    expect(body.loginDeviceId).toHaveLength(36);
    // The registration address the server keeps is the page without the session id.
    expect(String(body.registerUrl)).not.toContain('sessionId');

    await shellReady(page);
    await expect(headerUser(page)).toHaveText(/^juan/);
    await expect(page).toHaveURL(/\/m\/home\?affiliateCode=maya7$/);
    expect(page.url()).not.toMatch(/sessionId|env=/);

    // A reload neither replays the session nor loses the sign-in.
    await page.reload();
    await shellReady(page);
    await expect(headerUser(page)).toHaveText(/^juan/);
    expect(logins.count).toBe(1);
    expect(leaks).toEqual([]);
  });

  test('comes back with the same wallet to the same account', async ({ page, context }, testInfo) => {
    const base = authMerchant(merchantCode('maya', testInfo));
    const name = `Ana ${testInfo.project.name} ${Date.now()}`;
    await arriveFromMaya(page, base, name);
    await expect(headerUser(page)).toBeVisible();
    const first = await headerUser(page).textContent();
    await page.getByTestId('header-logout').click();
    await expect(headerUser(page)).toHaveCount(0);

    const again = await context.newPage();
    await arriveFromMaya(again, base, name);
    await expect(headerUser(again)).toHaveText(first ?? '');
  });

  test('already signed in, is asked before the Maya account replaces the session', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('maya', testInfo));
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    await arriveFromMaya(page, base, `Rosa ${stamp}`);
    await expect(headerUser(page)).toHaveText(/^rosa/);
    const rosa = await headerUser(page).textContent();

    const confirm = page.getByTestId('confirm');
    await arriveFromMaya(page, base, `Ben ${stamp}`, undefined, false);
    await expect(confirm).toBeVisible();
    expect(page.url()).not.toContain('sessionId');
    await confirm.getByRole('button', { name: /stay signed in/i }).click();
    await expect(confirm).toHaveCount(0);
    await expect(headerUser(page)).toHaveText(rosa ?? '');

    await arriveFromMaya(page, base, `Ben ${stamp}`, undefined, false);
    await confirm.getByRole('button', { name: /use maya account/i }).click();
    await expect(headerUser(page)).toHaveText(/^ben/);
  });

  test('is told when the Maya session is unknown or used up', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('maya', testInfo));
    await page.goto(`${base}/m/home?sessionId=NeverIssuedByMaya42&env=sandbox`);
    await expect(notice(page)).toContainText(/maya sign-in has expired/i);
    await expect(headerUser(page)).toHaveCount(0);
    expect(page.url()).not.toContain('sessionId');
  });

  test('is told when the link is not a Maya session at all, and nothing is sent', async ({ page }, testInfo) => {
    const base = authMerchant(merchantCode('maya', testInfo));
    const logins = countRequests(page, MAYA_LOGIN);
    await page.goto(`${base}/m/home?sessionId=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    await expect(notice(page)).toContainText(/maya sign-in link is not valid/i);
    expect(page.url()).not.toContain('sessionId');
    expect(logins.count).toBe(0);
  });

  test('is told when Maya cannot be reached', async ({ page }, testInfo) => {
    // This merchant's Maya endpoint is a closed port: the lookup fails at the network.
    const base = authMerchant(merchantCode('mayadown', testInfo), {
      integrations: (file) => ({ ...file, maya: { sessionUrl: 'http://127.0.0.1:9/maya/sessions', apiKey: 'demo-maya-partner-key' } }),
    });
    await page.goto(`${base}/m/home?sessionId=AnySessionFromMaya1&env=sandbox`);
    await expect(notice(page)).toContainText(/maya cannot be reached/i);
    await expect(headerUser(page)).toHaveCount(0);
  });
});
