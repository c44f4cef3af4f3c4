/**
 * Issue 23, item 5: the service worker answers navigations network-first. A returning player
 * gets the server's page (the merchant's current look and registry) on the next navigation, and
 * the precached page only when the network fails or stays silent (shell/src/sw/navigation.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { serviceWorkerControls } from '../support/pwa';
import { createMerchant, editMerchant, merchantCode } from '../support/merchant-files';
import { rgb } from '../support/merchant-theme';
import { tenantUrl } from '../support/test-server';

const headerColour = (page: Page) =>
  page
    .locator('.app-header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** The registry fetches the page itself makes (the shell fetches it when the page does not carry a fresh one). */
function registryFetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/m/federation/registry.json') seen.push(request.url());
  });
  return seen;
}

test("a returning player gets the merchant's changed colours on the next navigation", async ({ page }, testInfo) => {
  const code = merchantCode('sw-fresh-theme', testInfo);
  const base = createMerchant(code, (m) => {
    m.brandColor = '#2e7d32';
  });
  await page.goto(`${base}/m/home`);
  await shellReady(page);
  await serviceWorkerControls(page);
  expect(await headerColour(page)).toBe(rgb('#2e7d32'));

  // The operator changes the look; no shell release, so the worker stays the same.
  editMerchant(code, (m) => {
    m.brandColor = '#6a1b9a';
  });
  const fetches = registryFetches(page);
  const response = await page.goto(`${base}/m/sports`);
  // The worker answered, with the server's page.
  expect(response?.fromServiceWorker()).toBe(true);
  await shellReady(page);
  expect(await headerColour(page)).toBe(rgb('#6a1b9a'));
  await expect(page.locator('meta[name="m-page-source"]')).toHaveCount(0);
  // That page is fresh, so the shell took the registry it carries instead of fetching it.
  await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
  expect(fetches).toEqual([]);
});

test('a silent network does not hold the player on a white screen: the precached app opens', async ({ page, faults }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await serviceWorkerControls(page);

  // The server takes far longer than the worker's 3 s to answer the next page.
  await faults.add({ path: '/m/sports', delayMs: 20_000, times: 1 });
  const fetches = registryFetches(page);
  const started = Date.now();
  const response = await page.goto(`${tenantUrl('demo')}/m/sports`);
  expect(response?.fromServiceWorker()).toBe(true);
  await shellReady(page);
  expect(Date.now() - started).toBeLessThan(15_000);
  // The precached copy, marked as such: its registry may be old, so the shell fetched the current one.
  await expect(page.locator('meta[name="m-page-source"]')).toHaveAttribute('content', 'service-worker-copy');
  await expect.poll(() => fetches.length).toBeGreaterThan(0);
});
