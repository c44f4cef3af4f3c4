import { test, expect, shellReady } from '../support/fixtures';
import { signIn } from '../support/api-session';
import { continueAsLinkAccount } from '../support/auth';

/** Every route of SPEC section 2 reaches its page, or its redirect, for a guest. */
const PAGES: [string, string][] = [
  ['/m/home', 'home'],
  ['/m/', 'home'],
  ['/m/index', 'home'],
  ['/m/index.html', 'home'],
  ['/m/login', 'mf-auth/LoginPage'],
  ['/m/register', 'mf-auth/RegisterPage'],
  ['/m/register.html', 'mf-auth/RegisterPage'],
  ['/m/inviteFriends', 'mf-member/InviteFriendsPage'],
  ['/m/activity?id=1', 'mf-promotions/ActivityPage'],
  ['/m/news', 'mf-promotions/NewsPage'],
  ['/m/download', 'mf-pwa/DownloadPage'],
  ...['sports', 'live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'elott'].map((c): [string, string] => [
    `/m/${c}`,
    'mf-games/CategoryPage',
  ]),
];

test.describe('a guest opens each page', () => {
  for (const [url, page] of PAGES) {
    test(`${url} shows ${page}`, async ({ page: tab }) => {
      await tab.goto(url);
      await shellReady(tab);
      await expect(tab.locator(`[data-page="${page}"]`)).toBeVisible();
    });
  }
});

test.describe('a guest is turned away from member pages', () => {
  for (const url of ['/m/member/home', '/m/agentRegister', '/m/changePsw', '/m/game', '/m/launchGame?vendor=LOTT&code=lobby']) {
    test(`${url} goes to the login page`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/m\/login/);
      await expect(page.locator('[data-page="mf-auth/LoginPage"]')).toBeVisible();
    });
  }

  test('/m/feedback goes home', async ({ page }) => {
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/m/no/such/page');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('[data-page="home"]')).toBeVisible();
});

// The pages ask the backend with the token (member info, unread chat count): it must be a real one.
test('a token handed in the query signs the player in and leaves the address bar', async ({ page }) => {
  const { token } = await signIn('player1', 0);
  await page.goto(`/m/member/home?token=${token}&x=1`);
  await continueAsLinkAccount(page, 'player1');
  await expect(page.locator('[data-page="mf-member/MemberHomePage"]')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home\?x=1$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('sessionInfo'));
  expect(JSON.parse(stored ?? '{}').token).toBe(token);
  const history = await page.evaluate(() => window.location.href);
  expect(history).not.toContain('token');
});

test('"tokens" works as well as "token"', async ({ page }) => {
  // A real session: the game area asks the backend for the member's favourites, and a made-up
  // token is answered 401, which logs the player out (SPEC 8).
  const { token } = await signIn('player1', 0);
  await page.goto(`/m/game?tokens=${token}`);
  await continueAsLinkAccount(page, 'player1');
  await expect(page.locator('[data-page="mf-games/GamePage"]')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/game$/);
});
