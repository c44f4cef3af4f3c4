import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { tenantUrl } from '../support/test-server';

/**
 * Issue 13 point 5 (SPEC 2): the floating element, the merchant's floating promotion or chat
 * entry, can be dragged anywhere in the viewport but never over the bottom navigation.
 */
test.beforeEach(({ context }) => quietInstallPrompt(context));

test('the floating promotion can be dragged but never covers the navigation, and a tap opens it', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  const floating = page.getByTestId('floating-entry');
  await expect(floating).toBeVisible();
  const nav = (await page.locator('.app-nav').boundingBox())!;
  const viewport = page.viewportSize()!;
  const start = (await floating.boundingBox())!;
  expect(start.y + start.height).toBeLessThanOrEqual(nav.y);

  // Dragged far down and out to the side: it stops above the navigation, inside the screen.
  await page.mouse.move(start.x + 28, start.y + 28);
  await page.mouse.down();
  await page.mouse.move(start.x - 100, start.y + 100, { steps: 5 });
  await page.mouse.move(1, viewport.height - 1, { steps: 5 });
  await page.mouse.up();
  const moved = (await floating.boundingBox())!;
  expect(moved.x).toBeGreaterThanOrEqual(0);
  expect(moved.y + moved.height).toBeLessThanOrEqual(nav.y);
  expect(moved.x).toBeLessThan(start.x);
  await expect(page).toHaveURL(/\/m\/home$/); // a drag is not a tap

  await floating.click();
  await expect(page).toHaveURL(/\/m\/activity\?id=112$/);
});

test('a merchant without a floating promotion shows its chat entry', async ({ page }) => {
  await page.goto(`${tenantUrl('lotus')}/m/home`);
  await expect(page.getByRole('button', { name: 'Open customer service chat' })).toBeVisible();
});
