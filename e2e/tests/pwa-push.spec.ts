import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { openAs, signIn, testClient } from '../support/api-session';
import { continueAsLinkAccount } from '../support/auth';
import { installFcmStandIn } from '../support/fcm-stand-in';
import { serviceWorkerControls, storageOf } from '../support/pwa';
import { BASE_URL, E2E_CONFIG_DIR } from '../support/test-server';

/**
 * SPEC sections 3, 4 and 9, push messages; issue 6 point 4. The page runs the real FCM web SDK
 * against a local stand-in for Google's servers (support/fcm-stand-in.ts) and the real /wps push
 * calls of the reference backend.
 */
async function countPermissionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    (window as unknown as { __permissionRequests: number }).__permissionRequests = 0;
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      (window as unknown as { __permissionRequests: number }).__permissionRequests += 1;
      return original(...args);
    };
  });
}

const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests);

test('a signed-in player turns on push messages: the token is bound and subscribed to ALL, and removed at sign-out', async ({
  page,
  context,
}) => {
  const fcm = await installFcmStandIn(context);
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  const session = await signIn('player1', 0);
  await openAs(page, session, '/m/download');
  await shellReady(page);
  await serviceWorkerControls(page);

  // Nothing happens on load: the SDK is not even fetched until the player asks. The page start
  // has decided so (granted, but nothing stored to resume).
  await expect(page.getByTestId('push-opt-in')).toBeVisible();
  await expect(page.getByTestId('pwa-services')).toHaveAttribute('data-push', 'nothing-stored');
  expect(fcm.installations).toBe(0);
  expect((await storageOf(page)).local.FCM_webToken).toBeUndefined();

  const bind = page.waitForResponse((r) => r.url().includes('/wps/relay/CSP_fcmBind'));
  const subscribe = page.waitForResponse((r) => r.url().includes('/wps/relay/CSP_fcmSubscribe'));
  await page.getByTestId('push-enable').click();
  const bound = await bind;
  const subscribed = await subscribe;
  const token = fcm.issued[0]!;
  expect(bound.request().postDataJSON()).toEqual({ registrationToken: token });
  expect(await bound.json()).toMatchObject({ success: true, value: { bound: true } });
  expect((await bound.json()).value.memberId).toBeTruthy();
  expect(subscribed.request().postDataJSON()).toEqual({ registrationToken: token, topic: 'ALL' });
  expect(await subscribed.json()).toMatchObject({ success: true, value: { topics: ['ALL'] } });
  await expect(page.getByTestId('push-enabled')).toBeVisible();

  // The SDK registered the browser's subscription, made with the merchant's VAPID key.
  expect(fcm.registrations[0]?.web.endpoint).toContain('https://fcm.googleapis.com/fcm/send/');
  const integrations = JSON.parse(fs.readFileSync(path.join(E2E_CONFIG_DIR, 'merchants/demo/integrations.json'), 'utf8')) as {
    push: { vapidKey: string };
  };
  expect(fcm.registrations[0]?.web.applicationPubKey).toBe(integrations.push.vapidKey);
  const stored = JSON.parse((await storageOf(page)).local.FCM_webToken!) as { token: string; date: number };
  expect(stored.token).toBe(token);
  expect(Math.abs(Date.now() - stored.date)).toBeLessThan(60_000);

  // The session ends on the server; the player's next call finds it expired and the shell signs
  // the player out: the token is unsubscribed from everything and forgotten.
  await testClient(() => session.token).call('logout');
  const unsubscribe = page.waitForRequest((r) => r.url().includes('/wps/relay/CSP_fcmUnsubscribe'));
  // A language change makes that call now, unless a background call (the unread count) met the
  // ended session first and the sign-out notice already covers the page: either way is the subject.
  if (!(await page.getByRole('alertdialog').isVisible())) {
    await page.getByTestId('language-switcher').click();
    await page
      .locator('[data-language="TH"]')
      .click({ timeout: 5_000 })
      .catch(() => expect(page.getByRole('alertdialog')).toBeVisible());
  }
  const request = await unsubscribe;
  expect(request.method()).toBe('DELETE');
  expect(request.postDataJSON()).toEqual({ registrationToken: token, unsubscribeAll: true });
  expect((await (await request.response())!.json()).success).toBe(true);
  await expect.poll(async () => (await storageOf(page)).local.FCM_webToken).toBeUndefined();
});

test('a guest who turns on push is bound at sign-in', async ({ page, context }) => {
  const fcm = await installFcmStandIn(context);
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await page.goto('/m/download');
  await shellReady(page);
  await serviceWorkerControls(page);
  const guestBind = page.waitForResponse((r) => r.url().includes('/wps/relay/CSP_fcmBind'));
  await page.getByTestId('push-enable').click();
  expect((await (await guestBind).json()).value).toMatchObject({ bound: true, memberId: null });

  // Sign-in: the session token becomes non-empty on the next page.
  const session = await signIn('player1', 0);
  const memberBind = page.waitForResponse((r) => r.url().includes('/wps/relay/CSP_fcmBind'));
  await page.goto(`/m/home?token=${session.token}`);
  await continueAsLinkAccount(page, 'player1');
  const bound = await memberBind;
  expect(bound.request().postDataJSON()).toEqual({ registrationToken: fcm.issued[0] });
  expect((await bound.json()).value.memberId).toBeTruthy();
});

test('a player who blocked notifications gets the tips, and nothing is registered', async ({ page, context }) => {
  const fcm = await installFcmStandIn(context);
  await countPermissionRequests(page);
  await page.goto('/m/download');
  await shellReady(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: BASE_URL });

  await page.getByTestId('push-enable').click();
  await expect(page.getByTestId('notice')).toContainText('Notifications are blocked');
  expect(fcm.installations).toBe(0);
  expect(fcm.issued).toEqual([]);
  expect((await storageOf(page)).local.FCM_webToken).toBeUndefined();
  await expect(page.getByTestId('push-opt-in')).toHaveAttribute('data-state', 'denied');
});

test('the browser is never asked on page load, and "not now" lasts for the session', async ({ page, context }) => {
  await countPermissionRequests(page);
  await page.goto('/m/download');
  await shellReady(page);
  await expect(page.getByTestId('push-opt-in')).toBeVisible();
  // The page start is done with push (no permission yet: nothing to resume), and asked nothing.
  await expect(page.getByTestId('pwa-services')).toHaveAttribute('data-push', 'not-granted');
  expect(await permissionRequests(page)).toBe(0);

  await page.getByTestId('push-skip').click();
  await expect(page.getByTestId('push-opt-in')).toHaveCount(0);
  expect((await storageOf(page)).session.FCM_skipNotification).toBe('1');
  await page.reload();
  await shellReady(page);
  await expect(page.locator('[data-page="mf-pwa/DownloadPage"]')).toBeVisible();
  await expect(page.getByTestId('push-opt-in')).toHaveCount(0);
  expect(await permissionRequests(page)).toBe(0);

  const next = await context.newPage();
  await next.goto('/m/download');
  await shellReady(next);
  await expect(next.getByTestId('push-opt-in')).toBeVisible();
});
