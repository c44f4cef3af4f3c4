import { test, expect, shellReady } from '../support/fixtures';
import { remoteFailures, shellDiagnostics } from '../support/shell';
import { tenantUrl } from '../support/test-server';
import { breakRemote } from '../support/remote-faults';

/**
 * Issue 2, point 4: whatever a remote does, only its own area degrades; the header, the
 * navigation and every other route keep working, and Retry brings it back. The remote's files
 * fail where the player's browser gets them, the release bucket or the CDN in front of it (issue
 * 38): the server may still draw the area from the build it holds, and the browser, which cannot
 * load its code, replaces it with the fallback.
 */
test.describe('a player keeps using the site while a remote fails', () => {
  // A page's routes do not see its service worker's requests (support/remote-faults.ts).
  test.use({ serviceWorkers: 'block' });

  test('opens the sports page while the games bundle is unreachable, then retries once it is back', async ({ page }) => {
    const down = await breakRemote(page, 'mf-games', { status: 503 });
    await page.goto('/m/sports');
    await shellReady(page);

    const fallback = page.locator('[data-remote="mf-games"][data-reason="unreachable"]');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button')).toBeVisible();
    await expect(page.locator('.app-header')).toBeVisible();

    // The failure names the version the registry gave (another scenario may publish a newer one).
    const version = (await shellDiagnostics(page)).registry.remotes.find((r) => r.name === 'mf-games')?.version;
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(await remoteFailures(page)).toContainEqual(expect.objectContaining({ remote: 'mf-games', version, reason: 'unreachable' }));

    // Navigation and the other remotes still work.
    await page.locator('.app-nav').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('[data-page="mf-promotions/HomeBanner"]')).toBeVisible();
    await expect(page.locator('[data-remote="mf-games"][data-module="./HomeCategories"][data-reason]')).toBeVisible();
    await page.goto('/m/login');
    await expect(page.locator('[data-page="mf-auth/LoginPage"]')).toBeVisible();

    // The bundle comes back: Retry loads it without reloading the page.
    await page.goto('/m/sports');
    await expect(page.locator('[data-remote="mf-games"][data-reason]')).toBeVisible();
    await down.restore();
    await page.locator('[data-remote="mf-games"]').getByRole('button').click();
    await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
  });

  test('sees the fallback, not an endless spinner, when the games bundle is slower than the bound', async ({ page }) => {
    const slow = await breakRemote(page, 'mf-games', { delayMs: 5000 });
    await page.goto(`${tenantUrl('slow')}/m/sports`);
    await shellReady(page);
    await expect(page.locator('[data-remote="mf-games"][data-reason="timeout"]')).toBeVisible({ timeout: 4000 });
    await expect(page.locator('.app-nav')).toBeVisible();
    expect(await remoteFailures(page)).toContainEqual(expect.objectContaining({ remote: 'mf-games', reason: 'timeout' }));

    await slow.restore();
    await page.locator('[data-remote="mf-games"]').getByRole('button').click();
    await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
  });

  test('sees the fallback in the games area only when the games version its merchant runs is missing from the bucket', async ({ page }) => {
    // Neither the render tier nor the browser can get its files: the tier leaves the area to the
    // browser, which shows the fallback; the rest of the page and the other routes work.
    await page.goto(`${tenantUrl('missing')}/m/sports`);
    await shellReady(page);
    await expect(page.locator('[data-remote="mf-games"][data-module="./CategoryPage"][data-reason="unreachable"]')).toBeVisible();
    await expect(page.locator('.app-header')).toBeVisible();
    expect(await remoteFailures(page)).toContainEqual(
      expect.objectContaining({ remote: 'mf-games', version: '9.9.9-missing', reason: 'unreachable' }),
    );
    await page.locator('.app-nav a[href="/m/news"]').click();
    await expect(page.locator('[data-page="mf-promotions/NewsPage"]')).toBeVisible();
  });

  test('sees the fallback in the games area only when the games bundle throws while mounting', async ({ page, reactErrors }) => {
    reactErrors.expect(/0\.0\.0-broken: this build throws/);
    await page.goto(`${tenantUrl('broken')}/m/home`);
    await shellReady(page);
    await expect(page.locator('[data-remote="mf-games"][data-module="./HomeCategories"][data-reason="mount-error"]')).toBeVisible();
    // The other widgets of the same page are untouched.
    await expect(page.locator('[data-page="mf-promotions/HomeBanner"]')).toBeVisible();
    expect(await remoteFailures(page)).toContainEqual(
      expect.objectContaining({ remote: 'mf-games', version: '0.0.0-broken', reason: 'mount-error' }),
    );

    await page.locator('.app-nav a[href="/m/sports"]').click();
    await expect(page.locator('[data-remote="mf-games"][data-module="./CategoryPage"][data-reason="mount-error"]')).toBeVisible();
    await page.locator('.app-nav a[href="/m/news"]').click();
    await expect(page.locator('[data-page="mf-promotions/NewsPage"]')).toBeVisible();
  });
});

test.describe('the shell only runs remote code it is allowed to', () => {
  test('refuses a remote from an origin the registry does not allow, without requesting it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-games/')) requested.push(request.url());
    });
    await page.goto(`${tenantUrl('evil')}/m/sports`);
    await shellReady(page);
    await expect(page.locator('[data-remote="mf-games"][data-reason="origin-refused"]')).toBeVisible();
    expect(requested).toEqual([]);
    expect(await remoteFailures(page)).toContainEqual(expect.objectContaining({ remote: 'mf-games', reason: 'origin-refused' }));
  });

  test('loads a remote from another origin that the registry allows', async ({ page }) => {
    await page.goto(`${tenantUrl('cdn')}/m/sports`);
    await shellReady(page);
    await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
  });

  test('falls back to the default registry when the merchant registry is malformed', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${tenantUrl('malformed')}/m/sports`);
    await shellReady(page);
    await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
    expect(errors.some((e) => e.includes('merchant registry rejected'))).toBe(true);
  });
});
