import { spawnSync } from 'node:child_process';
import { test, expect } from '../support/fixtures';
import { E2E_CONFIG_DIR, REPO_ROOT, tenantUrl } from '../support/test-server';

/**
 * Issue 2, point 9. It changes the default registry of the test server, so it runs in one
 * project only (playwright.config.ts) and alone in its file.
 */
test('a new version of one remote reaches a running shell on reload, except where a merchant pins the old one', async ({ page }) => {
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

  await page.reload();
  await expect(page.locator('[data-testid="bundle-tag"]')).toHaveAttribute('data-version', version);
  // lotus has a registry of its own that pins mf-games 1.0.0.
  await page.goto(`${tenantUrl('lotus')}/m/sports`);
  await expect(page.locator('[data-testid="bundle-tag"]')).toHaveAttribute('data-version', '1.0.0');
  // The shell that showed it is the same build as before.
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  expect(await page.locator('script[src*="/m/assets/main."]').getAttribute('src')).toBe(shellEntry);
});
