/**
 * A merchant pinned to another published version of one remote (issue 16): lotus trials mf-pwa
 * 1.1.0 (the download page's hero header) while demo keeps 1.0.0; an operator switches a
 * merchant's version with one command and rolls it back, and an open page gets each on reload.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { merchantCommand } from '../support/merchant-command';
import { tenantUrl } from '../support/test-server';

const downloadPage = '[data-page="mf-pwa/DownloadPage"]';

test('a lotus player sees the download page of the version lotus is pinned to, a demo player the default one', async ({ page }) => {
  await page.goto(`${tenantUrl('lotus')}/m/download`);
  await shellReady(page);
  await expect(page.locator(downloadPage)).toHaveAttribute('data-layout', 'hero');
  await expect(page.getByTestId('download-hero')).toBeVisible();
  await expect(page.locator(`${downloadPage} [data-testid="bundle-tag"]`)).toHaveAttribute('data-version', '1.1.0');

  await page.goto(`${tenantUrl('demo')}/m/download`);
  await shellReady(page);
  await expect(page.locator(downloadPage)).toHaveAttribute('data-layout', 'classic');
  await expect(page.getByTestId('download-hero')).toHaveCount(0);
  await expect(page.locator(`${downloadPage} [data-testid="bundle-tag"]`)).toHaveAttribute('data-version', '1.0.0');
});

test('an operator pins a merchant to another version and rolls it back: an open page gets each on reload', async ({ page }, testInfo) => {
  const code = merchantCode('pin', testInfo);
  const base = createMerchant(code);
  await page.goto(`${base}/m/download`);
  await shellReady(page);
  await expect(page.locator(downloadPage)).toHaveAttribute('data-layout', 'classic');

  const pinned = merchantCommand('pin', code, 'mf-pwa', '1.1.0');
  expect(pinned.output).toContain(`merchant ${code}: mf-pwa pinned to 1.1.0`);
  expect(pinned.status).toBe(0);
  await page.reload();
  await shellReady(page);
  await expect(page.locator(downloadPage)).toHaveAttribute('data-layout', 'hero');

  const rolledBack = merchantCommand('rollback', code, 'mf-pwa');
  expect(rolledBack.output).toContain(`merchant ${code}: mf-pwa rolled back from 1.1.0 to 1.0.0`);
  await page.reload();
  await shellReady(page);
  await expect(page.locator(downloadPage)).toHaveAttribute('data-layout', 'classic');
  await expect(page.locator(`${downloadPage} [data-testid="bundle-tag"]`)).toHaveAttribute('data-version', '1.0.0');
});

test('an operator pins a version that was never built: refused, nothing changes for players', async ({ page }, testInfo) => {
  const code = merchantCode('pin-unbuilt', testInfo);
  const base = createMerchant(code);
  const refused = merchantCommand('pin', code, 'mf-pwa', '9.9.9');
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain('mf-pwa 9.9.9 is not built');
  expect(refused.output).toContain(`registry of merchant ${code} not changed`);
  await page.goto(`${base}/m/download`);
  await shellReady(page);
  await expect(page.locator(downloadPage)).toHaveAttribute('data-layout', 'classic');
});
