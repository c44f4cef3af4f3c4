import { test, expect, shellReady } from '../support/fixtures';
import { serviceWorkerControls } from '../support/pwa';
import { tenantUrl } from '../support/test-server';

/** Issue 6, tests: the service worker at /m/ keeps the shell available without a network. */
test('a second visit without a network still opens the site', async ({ page, context }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await serviceWorkerControls(page);

  await context.setOffline(true);
  const response = await page.goto(`${tenantUrl('demo')}/m/sports`);
  // The shell's page comes from the worker's cache, and the shell starts (it then explains that
  // the network is missing rather than showing the browser's error page).
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('#splash')).toHaveCount(0);
  await context.setOffline(false);
});

test('a page the worker cannot serve offline shows the offline page', async ({ page, context }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await serviceWorkerControls(page);

  await context.setOffline(true);
  // Not an app route: the worker goes to the network, which is not there.
  await page.goto(`${tenantUrl('demo')}/m/promo/summer.html`);
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link').click();
  await shellReady(page);
  await expect(page).toHaveURL(/\/m\/home$/);
});
