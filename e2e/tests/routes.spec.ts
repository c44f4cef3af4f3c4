import { test, expect, shellReady } from '../support/fixtures';
import { signIn } from '../support/api-session';
import { continueAsLinkAccount } from '../support/auth';

/**
 * Every route of SPEC section 2 reaches its page, or its redirect, for a guest. A group of
 * addresses shares one scenario (a step each, so a failure names its address): what is checked
 * is each address's own page load, not a fresh browser per address (issue 36). The nine category
 * pages: games-browse.spec.ts opens every one on both merchants; which page and access each route
 * has: shell/src/routes/guard.test.ts and route-modules.test.ts.
 */
const HOME_ALIASES = ['/m/home', '/m/', '/m/index', '/m/index.html'];
const PAGES: [string, string][] = [
  ['/m/login', 'mf-auth/LoginPage'],
  ['/m/register', 'mf-auth/RegisterPage'],
  ['/m/register.html', 'mf-auth/RegisterPage'],
  ['/m/inviteFriends', 'mf-member/InviteFriendsPage'],
  ['/m/activity?id=1', 'mf-promotions/ActivityPage'],
  ['/m/news', 'mf-promotions/NewsPage'],
  ['/m/download', 'mf-pwa/DownloadPage'],
  ['/m/rng', 'mf-games/CategoryPage'],
];

test.describe('a guest opens each page', () => {
  test('the home and its aliases show the home', async ({ page: tab }) => {
    for (const url of HOME_ALIASES) {
      await test.step(url, async () => {
        await tab.goto(url);
        await shellReady(tab);
        await expect(tab.locator('[data-page="home"]')).toBeVisible();
      });
    }
  });

  test("each remote's public page shows that page", async ({ page: tab }) => {
    for (const [url, page] of PAGES) {
      await test.step(`${url} shows ${page}`, async () => {
        await tab.goto(url);
        await shellReady(tab);
        await expect(tab.locator(`[data-page="${page}"]`)).toBeVisible();
      });
    }
  });
});

test('a guest is turned away from member pages: to the login page, or home for feedback and unknown paths', async ({ page }) => {
  for (const url of ['/m/member/home', '/m/agentRegister', '/m/changePsw', '/m/game', '/m/launchGame?vendor=LOTT&code=lobby']) {
    await test.step(`${url} goes to the login page`, async () => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/m\/login/);
      await expect(page.locator('[data-page="mf-auth/LoginPage"]')).toBeVisible();
    });
  }
  for (const url of ['/m/feedback', '/m/no/such/page']) {
    await test.step(`${url} goes home`, async () => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.locator('[data-page="home"]')).toBeVisible();
    });
  }
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
