import { test, expect, shellReady } from '../support/fixtures';
import { shellDiagnostics } from '../support/shell';
import { tenantUrl } from '../support/test-server';

test('the shell and every remote hold the same event bus', async ({ page }) => {
  const pages = ['/m/login', '/m/sports', '/m/inviteFriends', '/m/news', '/m/download'];
  // The tags are shown in a tab opened with ?debug=1 only (issue 27); the flag lasts across pages.
  await page.goto('/m/home?debug=1');
  await shellReady(page);
  const { busInstanceId } = await shellDiagnostics(page);
  expect(busInstanceId).toMatch(/^bus-/);
  const seen = new Set<string>();
  for (const url of pages) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    const tag = page.locator('[data-testid="bundle-tag"]');
    await expect(tag).toBeVisible();
    seen.add((await tag.getAttribute('data-bundle')) ?? '');
    expect(await tag.getAttribute('data-bus')).toBe(busInstanceId);
  }
  expect([...seen].sort()).toEqual(['mf_auth', 'mf_games', 'mf_member', 'mf_promotions', 'mf_pwa']);
});

test('each merchant gets its own registry', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  expect((await shellDiagnostics(page)).registry.merchant).toBe('demo');
  await page.goto(`${tenantUrl('lotus')}/m/home`);
  await shellReady(page);
  expect((await shellDiagnostics(page)).registry.merchant).toBe('lotus');
});

test('the service worker is active with scope /m/', async ({ page }) => {
  await page.goto('/m/home');
  await shellReady(page);
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL ?? '' };
  });
  expect(registration.scope).toBe(new URL('/m/', page.url()).href);
  const script = new URL(registration.script);
  expect(script.pathname).toBe('/m/sw.js');
  expect(script.searchParams.get('merchant')).toBe('demo');
  expect(script.searchParams.get('env')).toBeTruthy();
});
