import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, merchantCode } from '../support/merchant-files';
import {
  emulateInstalledApp,
  emulateIosHomeScreen,
  installPopupDeclinedThisSession,
  iphoneWithIos,
  phone,
  signInAtMerchant,
  storageOf,
} from '../support/pwa';
import { continueAsLinkAccount } from '../support/auth';
import { collectedEvents } from '../support/server-db';
import { E2E_CONFIG_DIR, tenantUrl } from '../support/test-server';

/**
 * SPEC sections 2, 4 and 5, download bar; issue 6 point 3: what the bar shows, and every rule
 * that hides it. `download-bar-hidden` carries the rule that applied.
 */
const bar = (page: Page) => page.getByTestId('download-bar');
const hiddenBecause = async (page: Page, reason: string) => {
  await expect(page.getByTestId('download-bar-hidden')).toHaveAttribute('data-reason', reason);
  await expect(bar(page)).toHaveCount(0);
};

test('the home page shows the download bar with the app, a 5.0 rating and the download gift', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await expect(bar(page)).toBeVisible();
  await expect(page.getByTestId('download-bar-name')).toHaveText('Demo Casino');
  await expect(bar(page).getByTestId('download-bar-rating')).toContainText('5.0');
  await expect(page.getByTestId('download-bar-gift')).toBeVisible();
  await expect(bar(page).locator('img.pwa-icon')).toHaveAttribute('src', /icon-192\.png$/);
});

test('tapping the bar opens the download popup with the downloads for this phone', async ({ page }, testInfo) => {
  await installPopupDeclinedThisSession(page);
  await page.goto(`${tenantUrl('lotus')}/m/home`);
  await shellReady(page);
  // lotus's own app name, and no gift: its app-download promotion is off (the rule's own test:
  // mf-pwa/src/pages/download-bar.test.tsx).
  await expect(page.getByTestId('download-bar-name')).toHaveText('Lotus Thai Club');
  await expect(page.getByTestId('download-bar-gift')).toHaveCount(0);
  await page.getByTestId('download-bar-open').click();
  const popup = page.getByTestId('download-popup');
  await expect(popup).toHaveAttribute('data-open', 'true');
  // Installable files open in the same tab, store pages in a new one without an opener.
  await expect(popup.getByTestId('download-Android')).toHaveAttribute('href', /\.apk$/);
  await expect(popup.getByTestId('download-Android')).not.toHaveAttribute('target', /.+/);
  await expect(popup.getByTestId('download-IOS')).toHaveAttribute('target', '_blank');
  await expect(popup.getByTestId('download-IOS')).toHaveAttribute('rel', /noopener/);
  const first = popup.locator('.pwa-links a').first();
  await expect(first).toHaveAttribute('data-testid', testInfo.project.name === 'iphone' ? 'download-IOS' : 'download-Android');
  await popup.getByTestId('download-popup-more').click();
  await expect(page).toHaveURL(/\/m\/download/);
  await expect(page.locator('[data-page="mf-pwa/DownloadPage"]')).toBeVisible();
});

test('closing the bar hides it for the session and shows the app window', async ({ page }) => {
  await installPopupDeclinedThisSession(page);
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await page.getByTestId('download-bar-close').click();
  await hiddenBecause(page, 'closed-this-session');
  await expect(page.getByTestId('app-window')).toBeVisible();
  expect((await storageOf(page)).session.pwa_download_bar_closed).toBe('1');

  await page.reload();
  await shellReady(page);
  await hiddenBecause(page, 'closed-this-session');
  await page.getByTestId('app-window-open').click();
  await expect(page.getByTestId('download-popup')).toHaveAttribute('data-open', 'true');
  await page.getByTestId('download-popup-close').click();
  await page.getByTestId('app-window-close').click();
  await expect(page.getByTestId('app-window')).toHaveCount(0);

  // Another tab is another session: the bar is back.
  const other = await page.context().newPage();
  await other.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(other);
  await expect(bar(other)).toBeVisible();
});

test('no download bar inside the native app', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/home?inApp=1`);
  await shellReady(page);
  await hiddenBecause(page, 'native-app');
  // Still inside the app when a later page of the tab comes without the query.
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await hiddenBecause(page, 'native-app');
});

test('no download bar in the installed home-screen app', { tag: '@one-phone' }, async ({ browser }) => {
  const context = await browser.newContext(phone('Pixel 7'));
  await emulateInstalledApp(context);
  const page = await context.newPage();
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await hiddenBecause(page, 'installed-home-screen-app');
  // The first open as a home-screen app is tracked, once.
  await expect.poll(async () => (await storageOf(page)).local.a2hsFirstOpen_tracked).toBeTruthy();
  const tracked = Number((await storageOf(page)).local.a2hsFirstOpen_tracked);
  await expect
    .poll(() => collectedEvents('demo'))
    .toContainEqual(
      expect.objectContaining({ kind: 'event', event: 'a2hsFirstOpen', payload: expect.objectContaining({ content: { time: tracked } }) }),
    );
  await page.reload();
  await shellReady(page);
  // mf-pwa's page-wide work states what it did about the event on this page view.
  await expect(page.getByTestId('pwa-services')).toHaveAttribute('data-first-open', 'not-sent');
  expect(Number((await storageOf(page)).local.a2hsFirstOpen_tracked)).toBe(tracked);
  expect(
    collectedEvents('demo').filter((e) => (e as { payload?: { content?: { time?: number } } }).payload?.content?.time === tracked),
  ).toHaveLength(1);
  await context.close();
});

test('no download bar in an iOS web clip when there is no iOS app to offer', { tag: '@one-phone' }, async ({ browser }) => {
  const context = await browser.newContext(phone('iPhone 15'));
  const page = await context.newPage();
  // The profile's web clip opens the site with `homescreen` in its URL. demo offers an Android
  // app and an iOS profile, but no iOS app link.
  await page.goto(`${tenantUrl('demo')}/m/home?homescreen=1`);
  await shellReady(page);
  await hiddenBecause(page, 'ios-web-clip-without-ios-link');
  await context.close();
});

test('an iOS web clip still offers the iOS app where there is one', { tag: '@one-phone' }, async ({ browser }) => {
  const context = await browser.newContext(phone('iPhone 15'));
  // Added from Safari: no mark in the URL, Safari's home-screen flag only.
  await emulateIosHomeScreen(context);
  const page = await context.newPage();
  await page.goto(`${tenantUrl('lotus')}/m/home`);
  await shellReady(page);
  await expect(bar(page)).toBeVisible();
  await context.close();
});

test('no download bar on iOS versions without home-screen apps', { tag: '@one-phone' }, async ({ browser }) => {
  const context = await browser.newContext(iphoneWithIos('11.2'));
  const page = await context.newPage();
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await hiddenBecause(page, 'ios-without-home-screen-apps');
  // And no Add to Home Screen help either: the install popup says why.
  await expect(page.getByTestId('install-decision')).toHaveAttribute('data-decision', 'ios-without-home-screen-apps');
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
  await context.close();
});

// Scenarios tagged @one-phone run on Android only (playwright.config.ts): they open their own
// phone, or what they check (the merchant's settings) is the same on both phones.
test.describe('with the VIP gate on (download bar for VIP members only)', () => {
  /** A merchant of this test's own (tests run in parallel), with the gate of SPEC section 5: VIP (club label type AUTO) at rank 2 or more. */
  function vipGatedMerchant(testInfo: TestInfo, name: string): { code: string; url: string } {
    const code = merchantCode(`pwavip-${name}`, testInfo);
    const url = createMerchant(code);
    const file = path.join(E2E_CONFIG_DIR, 'merchants', code, 'integrations.json');
    const integrations = JSON.parse(fs.readFileSync(file, 'utf8')) as { gw: Record<string, unknown> };
    integrations.gw = { ...integrations.gw, DOWNLOAD_BAR_VIP_ONLY: true, VIP_RANK_LEVEL: 2 };
    fs.writeFileSync(file, JSON.stringify(integrations, null, 2));
    return { code, url };
  }

  test('a guest sees no download bar', { tag: '@one-phone' }, async ({ page }, testInfo) => {
    const { url } = vipGatedMerchant(testInfo, 'guest');
    await page.goto(`${url}/m/home`);
    await shellReady(page);
    await hiddenBecause(page, 'vip-only');
  });

  // A member below the rank sees none: the rule's own test, mf-pwa/src/download/download-bar-rules.test.ts.
  // Here the gate read from the merchant's settings and the member's label from the backend.
  test('a VIP member at or above the rank sees the download bar', { tag: '@one-phone' }, async ({ page }, testInfo) => {
    const { code, url } = vipGatedMerchant(testInfo, 'diamond');
    // vip1: Diamond, rank 3, a VIP label (type AUTO).
    const token = await signInAtMerchant(code, 'vip1');
    await page.goto(`${url}/m/home?token=${token}`);
    await continueAsLinkAccount(page, 'vip1');
    await shellReady(page);
    await expect(bar(page)).toBeVisible();
  });
});
