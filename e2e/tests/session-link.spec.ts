import { test, expect, shellReady } from '../support/fixtures';
import { signInAtMerchant } from '../support/pwa';

/**
 * Issue 11, finding 7: a link carrying ?token= (login CSRF) never silently replaces the session
 * of a player who is signed in: the player is asked, and keeps their session on "stay".
 */
test('a signed-in player who opens a link with another token is asked, and stays signed in', async ({ page }) => {
  const mine = await signInAtMerchant('demo', 'player1');
  const theirs = await signInAtMerchant('demo', 'vip1');
  await page.goto(`/m/member/home?token=${mine}`);
  await shellReady(page);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}').token)).toBe(mine);

  await page.goto(`/m/home?token=${theirs}&cid=7`);
  const confirm = page.getByTestId('confirm');
  await expect(confirm).toContainText(/another account/i);
  // The token left the address bar before the player even answered.
  await expect(page).toHaveURL(/\/m\/home\?cid=7$/);
  await confirm.getByRole('button', { name: /stay signed in/i }).click();
  await expect(confirm).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}').token)).toBe(mine);

  await page.goto(`/m/home?token=${theirs}`);
  await page
    .getByTestId('confirm')
    .getByRole('button', { name: /switch/i })
    .click();
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}').token)).toBe(theirs);
});
