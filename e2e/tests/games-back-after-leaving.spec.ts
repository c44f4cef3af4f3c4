/**
 * Issue 27: a player leaves a game with the game bar's Back, then presses the phone's Back: the
 * game is not started again (no second launch request) and Back leaves as it would have before
 * the game, on both merchants; for a game tapped in a list and for one opened by a link.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { countRequests, quietInstallPrompt } from '../support/auth';
import { lotusPlayer, newGameMember, openSignedIn } from '../support/games';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

/** An in-app move, as the shell's links make it. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A new member of the merchant on its home page; counts the launch requests from then on. */
async function signedInAtHome(page: Page, merchant: 'demo' | 'lotus', request: APIRequestContext, testInfo: TestInfo) {
  const { base, session } =
    merchant === 'demo'
      ? { base: tenantUrl('demo'), session: (await newGameMember(request, tenantUrl('demo'), 'demo')).session }
      : await lotusPlayer(request, testInfo);
  const launches = countRequests(page, '/wps/game/launchGame');
  await openSignedIn(page, `${base}/m/home`, session);
  // The in-app moves below are the shell's own (its links, once it runs): a player cannot make
  // one before the page is taken over, and one made while it hydrates is not a player's.
  await shellReady(page);
  return launches;
}

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a player leaves a game tapped in a list and presses Back: no second launch`, async ({ page, request }, testInfo) => {
    const launches = await signedInAtHome(page, merchant, request, testInfo);
    await goInApp(page, '/m/rng');
    await page.getByTestId('category-RNG').locator('.g-tile__play').first().click();
    await expect(page.getByTestId('game-view')).toBeVisible();
    expect(launches.count).toBe(1);

    await page.getByTestId('game-view-back').click();
    await expect(page.getByTestId('game-view')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/rng$/);

    // Back leaves the list, as it would have without the game in between.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('game-view')).toHaveCount(0);
    expect(launches.count).toBe(1);
  });

  test(`${merchant}: a player leaves a game opened by a link and presses Back: no second launch`, async ({ page, request }, testInfo) => {
    const launches = await signedInAtHome(page, merchant, request, testInfo);
    await goInApp(page, '/m/launchGame?prize_mode=Normal&code=game_list&backUrl=%2Fm%2Frng');
    await expect(page.getByTestId('game-view')).toBeVisible();
    expect(launches.count).toBe(1);

    await page.getByTestId('game-view-back').click();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('game-view')).toHaveCount(0);
    expect(launches.count).toBe(1);
  });
}
