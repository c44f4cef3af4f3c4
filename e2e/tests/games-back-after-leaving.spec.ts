/**
 * Issue 27: a player taps a game, leaves it with the game bar's Back, then presses the phone's
 * Back: the game is not started again (no second launch request), on both merchants.
 */
import { test, expect } from '../support/fixtures';
import { countRequests, quietInstallPrompt } from '../support/auth';
import { lotusPlayer, newGameMember, openSignedIn } from '../support/games';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a player leaves a game and presses Back: no second launch`, async ({ page, request }, testInfo) => {
    const { base, session } =
      merchant === 'demo'
        ? { base: tenantUrl('demo'), session: (await newGameMember(request, tenantUrl('demo'), 'demo')).session }
        : await lotusPlayer(request, testInfo);
    const launches = countRequests(page, '/wps/game/launchGame');
    await openSignedIn(page, `${base}/m/rng`, session);
    await page.getByTestId('category-RNG').locator('.g-tile__play').first().click();
    await expect(page.getByTestId('game-view')).toBeVisible();
    expect(launches.count).toBe(1);

    await page.getByTestId('game-view-back').click();
    await expect(page.getByTestId('game-view')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/rng$/);

    await page.goBack();
    await expect(page).not.toHaveURL(/\/m\/launchGame/);
    await expect(page.getByTestId('category-RNG')).toBeVisible();
    await expect(page.getByTestId('game-view')).toHaveCount(0);
    expect(launches.count).toBe(1);
  });
}
