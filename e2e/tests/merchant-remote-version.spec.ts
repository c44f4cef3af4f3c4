/**
 * A merchant pinned to another published version of one remote (issue 16): lotus trials mf-pwa
 * 1.1.0 (the download page's hero header) while demo keeps 1.0.0; an operator switches a
 * merchant's version with one command and rolls it back, and an open page gets each on reload.
 * `pnpm merchant pin|rollback` go through the run's registry service (issue 38), audited.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { merchantCommand } from '../support/merchant-command';
import { BASE_URL, E2E_CONFIG_DIR, REPO_ROOT, tenantUrl } from '../support/test-server';
import { manifestUrl } from '../support/bucket-registries';

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

test('an operator pins a version that was never published: refused, nothing changes for players', async ({ page }, testInfo) => {
  const code = merchantCode('pin-unbuilt', testInfo);
  const base = createMerchant(code);
  const refused = merchantCommand('pin', code, 'mf-pwa', '9.9.9');
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('mf-pwa 9.9.9 is not published');
  expect(refused.output).toContain(`merchant ${code}:`);
  expect(refused.output).toContain('nothing changed');
  await page.goto(`${base}/m/download`);
  await shellReady(page);
  await expect(page.locator(downloadPage)).toHaveAttribute('data-layout', 'classic');
});

/** The version of mf-games that drew a merchant's /m/home on the server; null when the slot was left to the browser. */
async function serverDrawnGamesVersion(request: APIRequestContext, base: string): Promise<string | null> {
  const answer = await request.get(`${BASE_URL}/m/home`, { headers: { 'x-forwarded-host': new URL(base).host } });
  expect(answer.status()).toBe(200);
  return /data-remote="mf-games" data-module="\.\/HomeCategories" data-remote-version="([^"]+)"/.exec(await answer.text())?.[1] ?? null;
}

/** A merchant whose registry pins mf-games 1.0.0 with the given server integrity (issue 34). */
function merchantPinningGames(code: string, integrity: string | null): string {
  const base = createMerchant(code);
  const registry = JSON.parse(fs.readFileSync(path.join(E2E_CONFIG_DIR, 'registry/default.json'), 'utf8')) as {
    merchant: string;
    remotes: { name: string; version: string; manifest: string; server?: { integrity: string } }[];
  };
  registry.merchant = code;
  // 1.0.0 whatever the default registry names now (independent-deployment.spec.ts publishes to it).
  const games = registry.remotes.find((remote) => remote.name === 'mf-games')!;
  games.version = '1.0.0';
  games.manifest = manifestUrl('mf-games', '1.0.0');
  if (integrity) games.server = { integrity };
  else delete games.server;
  fs.writeFileSync(path.join(E2E_CONFIG_DIR, `registry/${code}.json`), JSON.stringify(registry, null, 2));
  return base;
}

test('two merchants pinning one version with different hashes each get their own on the server, in either order', async ({
  request,
}, testInfo) => {
  const real = fs.readFileSync(path.join(REPO_ROOT, 'mf-games/dist/1.0.0/server/remoteEntry.js'));
  const rightHash = `sha384-${crypto.createHash('sha384').update(real).digest('base64')}`;
  const wrongHash = `sha384-${crypto.createHash('sha384').update('another build').digest('base64')}`;
  const right = merchantPinningGames(merchantCode('pin-hash-ok', testInfo), rightHash);
  const wrong = merchantPinningGames(merchantCode('pin-hash-bad', testInfo), wrongHash);
  // The wrong pin first: refused (its slot is left to the browser), the page still answers.
  expect(await serverDrawnGamesVersion(request, wrong)).toBeNull();
  await expect.poll(() => serverDrawnGamesVersion(request, right), { timeout: 20_000 }).toBe('1.0.0');
  // The same version is now loaded for the right pin: the wrong pin is still refused, page after page.
  for (let page = 0; page < 3; page += 1) expect(await serverDrawnGamesVersion(request, wrong)).toBeNull();
  expect(await serverDrawnGamesVersion(request, right)).toBe('1.0.0');
});
