/**
 * A player browses the game area on a phone: every category page of both merchants, the whole
 * catalogue on /m/game, a vendor's games (and back to the same place), a vendor under
 * maintenance, and the sports matches.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { newGameMember, openSignedIn, scrollY } from '../support/games';
import { tenantUrl } from '../support/test-server';

const CATEGORY_ROUTES = ['sports', 'live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'elott'];

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a guest browses every category page and sees its own games`, async ({ page }) => {
    test.setTimeout(120_000); // nine pages, on a shared machine
    const base = tenantUrl(merchant);
    for (const route of CATEGORY_ROUTES) {
      await page.goto(`${base}/m/${route}`);
      await shellReady(page);
      const area = page.locator(`[data-page="mf-games/CategoryPage"][data-category="${route}"]`);
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      const sections = area.locator('[data-testid^="category-"]');
      await expect(sections.first()).toBeVisible();
      // Only this route's categories (ELOTT with its variants on /m/elott).
      for (const key of await sections.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.slice('category-'.length)))) {
        expect(route === 'elott' ? key.startsWith('ELOTT') : key === route.toUpperCase()).toBe(true);
      }
      await expect(area.locator('[data-testid^="game-"]').first()).toBeVisible();
    }
  });
}

test('demo and lotus offer different games, titles in the player language', async ({ page }) => {
  await page.goto(`${tenantUrl('lotus')}/m/rng`);
  await expect(page.getByTestId('game-super-ace')).toBeVisible();
  await expect(page.getByTestId('game-fortune-tiger')).toHaveCount(0);
  await page.goto(`${tenantUrl('demo')}/m/rng`);
  await expect(page.getByTestId('game-fortune-tiger')).toContainText('Fortune Tiger');
  await expect(page.getByTestId('game-super-ace')).toHaveCount(0);
});

test('a member sees every category on /m/game, in SPEC 9 order', async ({ page, request }) => {
  const member = await newGameMember(request, tenantUrl('demo'), 'demo');
  await openSignedIn(page, `${tenantUrl('demo')}/m/game`, member.session);
  const area = page.locator('[data-page="mf-games/GamePage"]');
  await expect(area.getByTestId('category-LOTT')).toBeVisible();
  const order = await area
    .locator('section[data-testid^="category-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.slice('category-'.length)));
  // Vietnam lottery right after the lottery (+1), the ELOTT variants right after ELOTT (+5).
  expect(order.slice(0, 5)).toEqual(['LOTT', 'VNLOTT', 'ELOTT', 'ELOTT_KENO', 'ELOTT_SPEED']);
  expect(order).toHaveLength(13);
  // RNG and PVP grouped under TCG: card games follow slots, one entry in the category navigation.
  expect(order.indexOf('PVP')).toBe(order.indexOf('RNG') + 1);
  const groups = area.getByTestId('category-groups').getByRole('link');
  await expect(groups.filter({ hasText: 'Slots & card games' })).toHaveCount(1);
  await groups.filter({ hasText: 'Slots & card games' }).click();
  await expect(area.getByTestId('category-RNG').getByRole('heading', { level: 2 })).toBeInViewport();
  // Every game is one "See all" away: the rows' counts add up to the whole catalogue.
  const counts = await area.locator('[data-testid^="see-all-"]').allTextContents();
  expect(counts.reduce((sum, text) => sum + Number(/\((\d+)\)/.exec(text)?.[1] ?? 0), 0)).toBeGreaterThanOrEqual(200);
});

test('opens a vendor, scrolls, plays a game and comes back to the same place', async ({ page, request }) => {
  const member = await newGameMember(request, tenantUrl('demo'), 'demo');
  await openSignedIn(page, `${tenantUrl('demo')}/m/rng`, member.session);
  await page.getByTestId('vendor-PG').click();
  const view = page.getByTestId('vendor-view');
  await expect(view.getByRole('heading', { name: 'PG Soft' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/rng\?vendor=PG/);
  const target = view.locator('[data-testid^="game-"]').nth(30);
  await target.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(400);
  await target.locator('.g-tile__play').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?vendor=PG&code=/);
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-view', 'vendor');
  await page.getByTestId('game-view-back').click();
  await expect(page.getByTestId('vendor-view')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(before);

  // The browser's back button from the game lands on the same place too.
  await page.getByTestId('vendor-view').locator('[data-testid^="game-"]').nth(30).locator('.g-tile__play').click();
  await expect(page.getByTestId('game-view')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('vendor-view')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(before);
  // "All providers" leads back to the category's vendor list.
  await page.getByTestId('vendor-back').click();
  await expect(page.getByTestId('vendor-view')).toHaveCount(0);
  await expect(page.getByTestId('vendor-PG')).toBeVisible();
});

test('a vendor under maintenance is shown, explained and cannot be launched', async ({ page, request }) => {
  const member = await newGameMember(request, tenantUrl('demo'), 'demo');
  await openSignedIn(page, `${tenantUrl('demo')}/m/fish`, member.session);
  await expect(page.getByTestId('vendor-JILI')).toContainText('Under maintenance');
  await page.getByTestId('vendor-JILI').click();
  await expect(page.getByTestId('vendor-maintenance')).toContainText('JILI is under maintenance');
  const game = page.getByTestId('vendor-view').locator('[data-testid^="game-"]').first();
  await expect(game.locator('.g-tile__play')).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled (Playwright would wait for it to be enabled): a player can still tap it and is told why.
  await game.locator('.g-tile__play').click({ force: true });
  await expect(page.getByTestId('notice')).toContainText('under maintenance');
  await expect(page).toHaveURL(/\/m\/fish\?vendor=JILI/);
  // Even a hand-made launch link is refused by the backend, with its message.
  const code = (await game.getAttribute('data-testid'))!.slice('game-'.length);
  await page.goto(`${tenantUrl('demo')}/m/launchGame?vendor=JILI&code=${code}`);
  await expect(page.getByTestId('launch-error')).toContainText('under maintenance');
  await expect(page.getByTestId('launch-retry')).toHaveCount(0);
});

test('the sports page lists the upcoming matches', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  const matches = page.getByTestId('matches');
  await expect(matches.getByRole('listitem')).toHaveCount(4);
  await expect(matches).toContainText('Manila Stars');
});
