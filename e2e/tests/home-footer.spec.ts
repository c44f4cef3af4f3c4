/**
 * Issue 27 item 4: the home page ends with a footer that states the minimum age, points to the
 * player's own limits, names the merchant's licence and shows the payment methods it takes (and,
 * issue 27 item 3, credits the CC BY icons of the drawn game art).
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

const EXPECTED = {
  demo: { licence: 'Licensed by Demo Gaming Authority, licence DGA-2026-0001.', marks: ['GCash', 'Maya'] },
  lotus: { licence: 'LGC-TH-4417', marks: ['PromptPay'] },
} as const;

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: the home page ends with 18+, responsible gaming, the licence and the payment methods`, async ({ page }) => {
    await page.goto(`${tenantUrl(merchant)}/m/home`);
    await shellReady(page);
    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('18+');
    await expect(page.getByTestId('footer-licence')).toContainText(EXPECTED[merchant].licence);
    for (const mark of EXPECTED[merchant].marks) await expect(page.getByTestId('footer-payments')).toContainText(mark);
    // A method the merchant has switched off is not shown as taken.
    if (merchant === 'demo') await expect(page.getByTestId('footer-payments')).not.toContainText('Bank transfer');
    await expect(page.getByTestId('footer-limits')).toHaveAttribute('href', '/m/member/limits');
    // The demo games' key art is drawn from CC BY icons: the player sees whom they are by.
    await expect(page.getByTestId('footer-art-credit')).toHaveText('Game artwork: icons by game-icons.net, licensed CC BY 3.0.');
    // Above the tab bar and the floating buttons once scrolled to the end.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const nav = (await page.locator('.app-nav').boundingBox())!;
    const payments = (await page.getByTestId('footer-payments').boundingBox())!;
    expect(payments.y + payments.height).toBeLessThanOrEqual(nav.y);
  });
}
