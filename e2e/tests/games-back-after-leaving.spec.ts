/**
 * Issue 27: a player leaves a game with the game bar's Back, then presses the phone's Back: the
 * game is not started again (no second launch request) and Back leaves as it would have before
 * the game, on both merchants; for a game tapped in a list and for one opened by a link.
 * Issue 37: rounds played in the game add no history entry (the phone's Back leaves in one tap),
 * the game view shows one Back bar, and the header offers Deposit after the game.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { countRequests, quietInstallPrompt } from '../support/auth';
import { lotusPlayer, newGameMember, openSignedIn, signInMember } from '../support/games';
import { authMerchant, merchantCode } from '../support/auth-merchants';
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
    // A vendor whose page adds a history entry per round (two here), as plain forms do (issue 37).
    const frame = page.frameLocator('[data-testid="game-view"] iframe');
    for (const round of ['1', '2']) {
      await frame.locator('body').evaluate((_, n) => window.location.assign(`${window.location.href}&round=${n}`), round);
      await expect.poll(() => page.frames().some((candidate) => candidate.url().endsWith(`&round=${round}`))).toBe(true);
      await expect(frame.getByTestId('game-balance')).toBeVisible();
    }

    // The bar's Back leaves in one tap all the same.
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

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a player plays three rounds, leaves with one tap of Back, and finds Deposit in the header`, async ({
    page,
    request,
  }, testInfo) => {
    // A copy of the merchant (no captcha at login) with a member who has money to play with.
    const code = merchantCode(`rounds-${merchant}`, testInfo);
    const base = authMerchant(code, {
      base: merchant,
      whitelabel: { GEETEST3: false },
      members: [{ username: 'roundplayer', password: 'secret123', balance: 500 }],
    });
    const session = await signInMember(request, base, code, 'roundplayer', 'secret123');
    const launches = countRequests(page, '/wps/game/launchGame');
    await openSignedIn(page, `${base}/m/home`, session);
    await shellReady(page);
    await goInApp(page, '/m/rng');
    await page.getByTestId('category-RNG').locator('.g-tile__play').first().click();
    await expect(page.getByTestId('game-view')).toBeVisible();
    const game = page.frameLocator('[data-testid="game-view"] iframe');
    await expect(game.getByTestId('game-balance')).toContainText('500.00');
    // One way back: the view's bar; the vendor page inside shows none of its own.
    await expect(page.getByTestId('game-view-back')).toBeVisible();
    await expect(game.getByTestId('game-back')).toHaveCount(0);

    for (let round = 0; round < 3; round += 1) {
      const id = await game.locator('input[name="round"]').inputValue();
      await game.getByTestId('play-round').click();
      await expect(game.getByTestId('round-result')).toContainText(id.slice(-6));
    }

    // The phone's Back once: out of the game, where the player tapped it, not an older round.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await expect(page.getByTestId('game-view')).toHaveCount(0);
    expect(launches.count).toBe(1);

    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.getByTestId('header-deposit').click();
    await expect(page).toHaveURL(/\/m\/member\/deposit$/);
  });
}
