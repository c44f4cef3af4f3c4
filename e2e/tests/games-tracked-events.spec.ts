/**
 * SPEC 9 tracked events of the game area: a guest's free trial is `startTrial`, a member's game
 * opening is `gameLaunch`, both with the game, as the operator's backend receives them (the
 * first-party collect beacon). A merchant of its own, so no other scenario's games are counted.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { quietInstallPrompt } from '../support/auth';
import { newGameMember, openSignedIn } from '../support/games';
import { collectedEvents } from '../support/server-db';

test.beforeEach(({ context }) => quietInstallPrompt(context));

test('a free trial and a game launch reach the operator as startTrial and gameLaunch', async ({ page, request }, testInfo) => {
  const code = merchantCode('games-events', testInfo);
  const base = authMerchant(code);
  const named = (event: string) => collectedEvents(code).filter((record) => (record as { event?: unknown }).event === event);

  await page.goto(`${base}/m/rng`);
  // The category page is drawn on the server: a tap before the browser takes it over is lost.
  await shellReady(page);
  const tile = page.getByTestId('category-RNG').getByTestId('game-fortune-tiger');
  await tile.getByRole('button', { name: 'Free trial of Fortune Tiger' }).click();
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-view', 'trial');
  await expect
    .poll(() => named('startTrial'))
    .toEqual([expect.objectContaining({ payload: expect.objectContaining({ content: { vendor: 'PG', gameCode: 'fortune-tiger' } }) })]);
  expect(named('gameLaunch')).toEqual([]);

  const member = await newGameMember(request, base, code);
  await openSignedIn(page, `${base}/m/launchGame?vendor=PG&code=fortune-tiger`, member.session);
  await expect(page.getByTestId('game-view')).toBeVisible();
  await expect
    .poll(() => named('gameLaunch'))
    .toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ content: expect.objectContaining({ vendor: 'PG', gameCode: 'fortune-tiger' }) }),
      }),
    ]);
  expect(named('startTrial')).toHaveLength(1);
});
