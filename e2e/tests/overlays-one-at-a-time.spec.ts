/**
 * Issue 27 item 6: one overlay at a time. The promotion popup comes first; the install hint waits
 * until it is closed (on iPhone the two used to open together); a sheet the player opened (the
 * language list) is never covered by a prompt or by the floating buttons.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { offerInstallPrompt } from '../support/pwa';
import { tenantUrl } from '../support/test-server';

test.describe('with the promotion popups due', () => {
  test.use({ promotionPopups: true });

  test('the install hint waits until the promotion popup is closed', async ({ page }, testInfo) => {
    await page.goto(`${tenantUrl('demo')}/m/home`);
    await shellReady(page);
    const popup = page.getByTestId('promo-popup');
    await expect(popup).toBeVisible();
    // Android: the browser offers its install prompt while the popup is open (iPhone: the help is due by itself).
    if (testInfo.project.name !== 'iphone') await offerInstallPrompt(page, 'dismissed');
    // Well past the hint's one-second delay: still only the popup.
    await expect(page.getByTestId('install-decision')).toHaveAttribute('data-decision', 'offered', { timeout: 10_000 });
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('install-prompt')).toHaveAttribute('data-open', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});

test('the language list is above the floating buttons, and no prompt opens over it', async ({ page }, testInfo) => {
  // iOS's help is due a second after load, before a tap can open the list: the popup case above is the iPhone's.
  test.skip(testInfo.project.name === 'iphone', 'the install help opens by itself on iPhone');
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  const floating = page.getByTestId('floating-entry');
  await expect(floating).toBeVisible();
  await page.getByRole('button', { name: /Language/ }).click();
  const list = page.getByTestId('language-list');
  await expect(list).toBeVisible();
  await offerInstallPrompt(page, 'dismissed');
  // What a tap where the floating button is would hit: the sheet's backdrop, not the button.
  const box = (await floating.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="floating-entry"]') !== null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(hit).toBe(false);
  await expect(page.getByTestId('install-decision')).toHaveAttribute('data-decision', 'offered', { timeout: 10_000 });
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('install-prompt')).toHaveAttribute('data-open', 'true');
});
