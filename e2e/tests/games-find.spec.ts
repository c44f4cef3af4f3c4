/**
 * A player finds a game: by typing part of its name (in their language), among their
 * favourites (which follow them to another phone), among recently played games, and among the
 * hot games and categories on the home page.
 */
import type { BrowserContextOptions } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { fillLogin, quietInstallPrompt } from '../support/auth';
import { newGameMember, openSignedIn } from '../support/games';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

test('finds a game by part of its name, in English and in Chinese, and is told when nothing matches', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/rng`);
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('tige');
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('game-fortune-tiger')).toContainText('Fortune Tiger');
  await search.fill('zzqx');
  await expect(page.getByTestId('search-empty')).toHaveText('No game matches “zzqx”. Try another part of its name.');

  await page.evaluate(() => localStorage.setItem('m_language', 'CN'));
  await page.reload();
  const searchCn = page.getByRole('searchbox', { name: '搜索游戏' });
  await searchCn.fill('生财');
  await expect(page.getByTestId('search-results').getByTestId('game-fortune-tiger')).toContainText('虎虎生财');
});

test('searches lotus in Thai, where demo games are not found', async ({ page }) => {
  await page.goto(`${tenantUrl('lotus')}/m/rng`);
  await page.evaluate(() => localStorage.setItem('m_language', 'TH'));
  await page.reload();
  const search = page.getByRole('searchbox', { name: 'ค้นหาเกม' });
  await search.fill('ซูเปอร์');
  await expect(page.getByTestId('search-results').getByTestId('game-super-ace')).toBeVisible();
  await search.fill('Fortune Tiger');
  await expect(page.getByTestId('search-empty')).toBeVisible();
});

test('adds a favourite, sees it and what was played on a second phone after logging in, removes it there', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const member = await newGameMember(request, tenantUrl('demo'), 'demo');
  await openSignedIn(page, `${tenantUrl('demo')}/m/game?category=RNG`, member.session);
  const star = page
    .getByTestId('category-lobby')
    .getByTestId('game-mahjong-ways')
    .getByRole('button', { name: 'Add Mahjong Ways to favourites' });
  await star.click();
  await expect(
    page
      .getByTestId('category-lobby')
      .getByTestId('game-mahjong-ways')
      .getByRole('button', { name: 'Remove Mahjong Ways from favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The lobby lists the favourites first.
  await page.getByTestId('lobby-back').click();
  await expect(page.getByTestId('favourites').getByTestId('game-mahjong-ways')).toBeVisible();
  await page.goto(`${tenantUrl('demo')}/m/launchGame?vendor=EVO&code=evo-baccarat`);
  await expect(page.getByTestId('game-view')).toBeVisible();

  const { baseURL: _base, ...device } = testInfo.project.use as BrowserContextOptions & { baseURL?: string };
  const phone = await browser.newContext(device);
  await quietInstallPrompt(phone);
  const other = await phone.newPage();
  await other.goto(`${tenantUrl('demo')}/m/login`);
  await shellReady(other);
  await fillLogin(other, member.username, member.password);
  await other.getByTestId('login-submit').click();
  await expect(other).toHaveURL(/\/m\/home/);
  await other.goto(`${tenantUrl('demo')}/m/game`);
  const favourites = other.getByTestId('favourites');
  await expect(favourites.getByTestId('game-mahjong-ways')).toBeVisible();
  await expect(other.getByTestId('recent').getByTestId('game-evo-baccarat')).toBeVisible();
  await favourites.getByTestId('game-mahjong-ways').getByRole('button', { name: 'Remove Mahjong Ways from favourites' }).click();
  await expect(other.getByTestId('favourites')).toHaveCount(0);
  await phone.close();

  await page.goto(`${tenantUrl('demo')}/m/game`);
  await expect(page.getByTestId('category-RNG')).toBeVisible();
  await expect(page.getByTestId('favourites')).toHaveCount(0);
});

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: the home page offers the categories and hot games without moving the page`, async ({ page, faults }) => {
    // The hot games come late, so that the widget is measured while it still waits for them.
    await faults.add({ path: '/wps/game/hot', delayMs: 1_500 });
    await page.goto(`${tenantUrl(merchant)}/m/home`);
    await shellReady(page);
    const widget = page.locator('[data-page="mf-games/HomeCategories"]');
    const hotSection = widget.locator('section[aria-labelledby="g-hot-title"]');
    // The hot games' place as soon as the widget shows, drawn in the browser (a fault is set):
    // their skeleton, or the games when they came first (a loaded machine starts slower than the
    // delay). The categories may still be on their way too: the rows below then hold a screen's
    // place and the shell hides what follows them (issue 37), so the widget grows when the rows
    // arrive, below what the player sees. What must not move is what is drawn above them.
    await expect(hotSection).toBeVisible();
    const early = await hotSection.boundingBox();
    await expect(page.getByTestId('lottery-entry')).toBeVisible();
    // The categories are in: the widget's whole height, whether or not the hot games are.
    const whole = await widget.boundingBox();
    const hot = page.getByTestId('hot-games');
    await expect(hot.locator('[data-testid^="game-"]').first()).toBeVisible();
    expect(await hot.locator('[data-testid^="game-"]').count()).toBeGreaterThanOrEqual(4);
    // The hot games took their skeleton's place exactly, and the categories' chips theirs: the
    // hot games' row is where it was, as tall; the widget did not grow once they arrived.
    const settledHot = await hotSection.boundingBox();
    expect(Math.abs(settledHot!.y - early!.y), 'the hot games row moved').toBeLessThanOrEqual(1);
    expect(Math.abs(settledHot!.height - early!.height), 'the hot games row changed height').toBeLessThanOrEqual(1);
    const settled = await widget.boundingBox();
    expect(settled!.height).toBeLessThanOrEqual(whole!.height + 1);
    await page.getByTestId('category-link-rng').click();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await expect(page.locator('[data-page="mf-games/CategoryPage"][data-category="rng"]')).toBeVisible();
  });
}
