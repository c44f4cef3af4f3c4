/**
 * Issue 6, issue 37: without a network the site stays the merchant's own. The service worker at
 * /m/ serves the shell for an app page never opened (the page then says it cannot reach the site,
 * under the merchant's name, not the product's placeholder brand), its offline page for anything
 * else (the merchant's name, colours and language), and a member tapping "Me" is told they are
 * offline, in plain words (no 'Network Error / CORS Errors').
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { lotusPlayer, openSignedIn } from '../support/games';
import { registerFresh } from '../support/member';
import { serviceWorkerControls } from '../support/pwa';
import { tenantUrl } from '../support/test-server';
import { axeFindings } from '../support/accessibility';

const MERCHANT = {
  demo: { name: 'Demo Casino', offline: /^You are offline$/ },
  // The page is precached in the player's language (cookie) or lotus's default, Thai.
  lotus: { name: 'Lotus Thai Club', offline: /^(You are offline|คุณออฟไลน์อยู่)$/ },
} as const;

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: offline, the site keeps the merchant's name and tells the player they are offline`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await quietInstallPrompt(context);
    const { name, offline } = MERCHANT[merchant];
    const { base, session } =
      merchant === 'demo' ? { base: tenantUrl('demo'), session: await registerFresh('offline') } : await lotusPlayer(request, testInfo);
    await openSignedIn(page, `${base}/m/member/home`, session);
    await shellReady(page);
    await serviceWorkerControls(page);
    await page.locator('.app-nav a').first().click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await context.setOffline(true);
    // "Me": the player is told they are offline, in plain words.
    await page.getByTestId('nav-member').click();
    await expect(page.getByTestId('toast').first()).toContainText('You are offline');
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
    await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
    expect(await axeFindings(page)).toEqual([]);
    await context.setOffline(false);
    await page.getByTestId('offline-page').getByRole('link').click();
    await shellReady(page);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}
