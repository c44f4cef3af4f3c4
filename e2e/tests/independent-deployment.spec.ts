import { spawnSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { BASE_URL, E2E_CONFIG_DIR, REPO_ROOT, tenantUrl } from '../support/test-server';

/** The version of mf-games that drew /m/home on the server for a merchant (issue 23). */
async function serverDrawnGamesVersion(request: APIRequestContext, merchant: string): Promise<string | null> {
  const answer = await request.get(`${BASE_URL}/m/home`, { headers: { 'x-forwarded-host': new URL(tenantUrl(merchant)).host } });
  return /data-remote="mf-games" data-module="\.\/HomeCategories" data-remote-version="([^"]+)"/.exec(await answer.text())?.[1] ?? null;
}

/**
 * Issue 2, point 9. It changes the default registry of the test server, so it runs in one
 * project only (playwright.config.ts) and alone in its file.
 */
test('a new version of one remote reaches a running shell on reload, except where a merchant pins the old one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const version = `1.0.1-e2e-${Date.now()}`;
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  await expect(page.locator('[data-testid="bundle-tag"]')).toHaveAttribute('data-version', '1.0.0');
  const shellEntry = await page.locator('script[src*="/m/assets/main."]').getAttribute('src');

  // Rebuild only mf-games and publish it in the default registry of this test server.
  const published = spawnSync('pnpm', ['exec', 'tsx', 'scripts/publish-remote.ts', 'mf-games', version, '--config-dir', E2E_CONFIG_DIR], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  expect(published.status, published.stderr + published.stdout).toBe(0);

  // lotus asks first after the publish (issue 34): its pin holds on the server whoever loads what.
  await expect.poll(() => serverDrawnGamesVersion(request, 'lotus'), { timeout: 20_000 }).toBe('1.0.0');
  await page.reload();
  await expect(page.locator('[data-testid="bundle-tag"]')).toHaveAttribute('data-version', version);
  // The server draws the home with the new version too, without a restart (the request that first
  // names it loads its server build; a slot that is not drawn in time is left to the browser).
  await expect.poll(() => serverDrawnGamesVersion(request, 'demo'), { timeout: 20_000 }).toBe(version);
  // ...and after demo loaded the new version, lotus's server-drawn home is still its pin.
  for (let page = 0; page < 3; page += 1) expect(await serverDrawnGamesVersion(request, 'lotus')).toBe('1.0.0');
  // lotus has a registry of its own that pins mf-games 1.0.0.
  await page.goto(`${tenantUrl('lotus')}/m/sports`);
  await expect(page.locator('[data-testid="bundle-tag"]')).toHaveAttribute('data-version', '1.0.0');
  // The shell that showed it is the same build as before.
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  expect(await page.locator('script[src*="/m/assets/main."]').getAttribute('src')).toBe(shellEntry);
});
