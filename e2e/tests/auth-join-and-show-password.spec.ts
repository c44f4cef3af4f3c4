/**
 * Issue 27 item 9: a guest finds "Join" in the header on every page, and a player can see the
 * password they typed before sending it (and hide it again).
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a guest joins from the header of any page`, async ({ page }) => {
    await page.goto(`${tenantUrl(merchant)}/m/news`);
    await shellReady(page);
    const join = page.getByTestId('header-register');
    await expect(join).toBeVisible();
    // One line on a 360 px phone: the header keeps its height.
    await page.setViewportSize({ width: 360, height: 740 });
    const header = await page.locator('.app-header').boundingBox();
    expect(header?.height).toBe(48);
    const box = await join.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await join.click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });
}

test('a player shows the password typed, then hides it again', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/login`);
  await shellReady(page);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret123');
  await expect(password).toHaveAttribute('type', 'password');
  const reveal = page.getByTestId('login-form').getByTestId('password-reveal');
  await reveal.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await reveal.click();
  await expect(password).toHaveAttribute('type', 'password');
});
