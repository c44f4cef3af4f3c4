/**
 * Issue 27: a member's lottery banner shows the lottery's own address, not /m/login (a guest's
 * still leads to the login dialog: promotions-banners.spec.ts), on both merchants.
 */
import { test, expect } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { PROMOTION_MERCHANTS, openSignedIn, showBanner } from '../support/promotions';

test.beforeEach(async ({ context, page }) => {
  await quietInstallPrompt(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const merchant of PROMOTION_MERCHANTS) {
  test(`${merchant.code}: a member sees the lottery banner's real address and opens the lottery from it`, async ({ page }, testInfo) => {
    await openSignedIn(page, merchant, '/m/home', testInfo);
    const banner = await showBanner(page, merchant.banners.lottery.id);
    await expect(banner).toHaveAttribute('href', /^\/m\/launchGame\?vendor=LOTT&code=/);
    await banner.click();
    await expect(page).toHaveURL(/\/m\/launchGame\?vendor=LOTT&code=/);
    await expect(page.getByTestId('login-dialog')).toHaveCount(0);
  });
}
