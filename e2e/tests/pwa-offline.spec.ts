/**
 * Issue 6, issue 37: without a network the site stays the merchant's own. The service worker at
 * /m/ serves the shell for an app page never opened (the page then says it cannot reach the site,
 * under the merchant's name, not the product's placeholder brand), its offline page for anything
 * else (the merchant's name, colours and language: the one the player chose last, issue 37), and a
 * member tapping "Me" is told they are offline, in plain words (no 'Network Error / CORS Errors').
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { lotusPlayer, openSignedIn } from '../support/games';
import { registerFresh } from '../support/member';
import { serviceWorkerControls } from '../support/pwa';
import { tenantUrl } from '../support/test-server';
import { axeFindings } from '../support/accessibility';

// The player switches language after the worker has precached the offline page (issue 37: it
// stayed in the language of that moment): offline, everything is in the language chosen since.
const MERCHANT = {
  demo: { name: 'Demo Casino', later: 'TH', offline: 'คุณออฟไลน์อยู่', toast: 'คุณออฟไลน์อยู่' },
  lotus: { name: 'Lotus Thai Club', later: 'VI', offline: 'Bạn đang ngoại tuyến', toast: 'Bạn đang ngoại tuyến' },
} as const;

/** The `<html lang>` of the offline page the worker keeps for the player's language ('' while none). */
const followedOfflineLanguage = (page: Page) =>
  page.evaluate(async () => {
    const kept = await (await caches.open('m-offline-page')).match('/m/offline.html');
    return kept ? (/<html[^>]*\slang="([^"]*)"/.exec(await kept.text())?.[1] ?? '') : '';
  });

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: offline, the site keeps the merchant's name and tells the player they are offline`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await quietInstallPrompt(context);
    const { name, later, offline, toast } = MERCHANT[merchant];
    const { base, session } =
      merchant === 'demo' ? { base: tenantUrl('demo'), session: await registerFresh('offline') } : await lotusPlayer(request, testInfo);
    await openSignedIn(page, `${base}/m/member/home`, session);
    await shellReady(page);
    await serviceWorkerControls(page);
    await page.locator('.app-nav a').first().click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-list').locator(`[data-language="${later}"]`).click();
    await expect(page.getByTestId('language-switcher')).toContainText(later);
    await expect.poll(() => followedOfflineLanguage(page), { timeout: 15_000 }).toBe(later.toLowerCase());

    await context.setOffline(true);
    // "Me": the player is told they are offline, in plain words.
    await page.getByTestId('nav-member').click();
    await expect(page.getByTestId('toast').first()).toContainText(toast);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText(/CORS/)).toHaveCount(0);

    // An app page never opened: the worker's copy of the shell starts, under the merchant's name.
    const response = await page.goto(`${base}/m/sports`);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByTestId('brand')).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
    await expect(page.getByText('Lucky Mobile')).toHaveCount(0);

    // Not an app route: the worker goes to the network, which is not there: the offline page.
    await page.goto(`${base}/m/promo/summer.html`);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByTestId('offline-brand')).toHaveText(name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline);
    await expect(page.locator('html')).toHaveAttribute('lang', later.toLowerCase());
    await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
    expect(await axeFindings(page)).toEqual([]);
    await context.setOffline(false);
    await page.getByTestId('offline-page').getByRole('link').click();
    await shellReady(page);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}
