import { test, expect, shellReady } from '../support/fixtures';
import { signInAtMerchant } from '../support/pwa';
import { continueAsLinkAccount } from '../support/auth';

/**
 * Issue 11, finding 7: a link carrying ?token= (login CSRF) never silently replaces the session
 * of a player who is signed in: the player is asked, and keeps their session on "stay".
 */
test('a signed-in player who opens a link with another token is asked, and stays signed in', async ({ page }) => {
  const mine = await signInAtMerchant('demo', 'player1');
  const theirs = await signInAtMerchant('demo', 'vip1');
  await page.goto(`/m/member/home?token=${mine}`);
  await continueAsLinkAccount(page, 'player1');
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

/**
 * Issue 24, login CSRF: a signed-out visitor who opens a link carrying someone else's session
 * (sent by an attacker who wants the victim's deposits in their account) is not signed in
 * silently: the page names the account, and "not my account" leaves the visitor signed out.
 */
test("a signed-out visitor who opens someone else's sign-in link is told whose account it is, and stays signed out", async ({ page }) => {
  const theirs = await signInAtMerchant('demo', 'vip1');
  await page.goto(`/m/member/home?token=${theirs}`);
  const confirm = page.getByTestId('confirm');
  await expect(confirm).toContainText('vip1');
  // The token left the address bar before the visitor answered, and nothing was stored.
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
  await confirm.getByRole('button', { name: /not my account/i }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
});

test('a sign-in link followed from a page of the site itself is still asked about: a same-origin Referer proves nothing (issue 35)', async ({
  page,
}) => {
  const theirs = await signInAtMerchant('demo', 'vip1');
  await page.goto('/m/home');
  await shellReady(page);
  // A link on one of the site's own pages (as the trial game page's Back link could be) carrying a session.
  await page.evaluate((token) => {
    const link = document.createElement('a');
    link.href = `/m/deposit?token=${token}`;
    link.textContent = 'planted';
    link.id = 'planted-link';
    document.body.append(link);
  }, theirs);
  // Followed as a tap would (a full navigation from this page: the Referer is the site's own).
  await page.evaluate(() => document.getElementById('planted-link')?.click());
  const confirm = page.getByTestId('confirm');
  await expect(confirm).toContainText('vip1');
  expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
});
