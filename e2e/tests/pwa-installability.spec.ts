import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { serviceWorkerControls } from '../support/pwa';
import { tenantUrl } from '../support/test-server';
import { expectedTheme } from '../support/merchant-theme';

/**
 * SPEC section 2, home-screen manifest; issue 6 point 1. Chromium's own installability check
 * (CDP Page.getInstallabilityErrors) answers only in a persistent profile: a normal test context
 * is incognito and always reports `in-incognito`.
 */
for (const merchant of ['demo', 'lotus']) {
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test asks for from this pattern: `{}` asks for none.
  test(`${merchant}: the site can be added to the home screen as an app`, async ({}, testInfo) => {
    const use = testInfo.project.use;
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), `pwa-installable-${merchant}-`));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: use.launchOptions?.executablePath,
      args: use.launchOptions?.args,
      viewport: use.viewport,
      userAgent: use.userAgent,
      deviceScaleFactor: use.deviceScaleFactor,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${tenantUrl(merchant)}/m/home`);
      await shellReady(page);
      await serviceWorkerControls(page);

      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestUrl).toBeTruthy();
      // Fetched by the page: *.localhost resolves in Chromium, not in Node.
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json() as Promise<Record<string, unknown>>, manifestUrl!);
      expect(manifest).toMatchObject({
        display: 'standalone',
        orientation: 'portrait',
        theme_color: expectedTheme(merchant).browserColor,
        start_url: '/m/home',
        scope: '/m/',
      });
      expect(manifest.id).toBeTruthy();
      expect(manifest.name).toBeTruthy();
      expect(manifest.short_name).toBeTruthy();
      const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '256x256', '384x384', '512x512']));

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
}

// @one-phone: the manifest is the same document for every phone.
test('each merchant has its own app name and icons in the manifest', { tag: '@one-phone' }, async ({ page }) => {
  const manifestOf = async (merchant: string) => {
    await page.goto(`${tenantUrl(merchant)}/m/home`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    return page.evaluate(async (url) => (await fetch(url)).json() as Promise<{ name: string; icons: { src: string }[] }>, href!);
  };
  const demo = await manifestOf('demo');
  const lotus = await manifestOf('lotus');
  expect(demo.name).not.toBe(lotus.name);
  expect(demo.icons[0]?.src).not.toBe(lotus.icons[0]?.src);
});
