/**
 * Issue 27 item 2: the Games tab opens the whole lobby for a member: favourites and recently played
 * first, each category as a row with "See all", and a category's games sorted (popular, new, A-Z)
 * and filtered by provider, the choices kept in the address. A guest's Games tab is the public
 * category pages.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { axeFindings, describeFindings, settled } from '../support/accessibility';
import { lotusPlayer, newGameMember, openSignedIn } from '../support/games';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a member's Games tab opens the lobby; See all sorts and filters a category`, async ({ page, request }, testInfo) => {
    // Signing in, then axe over a grid of a hundred tiles: slow on a loaded 2-core runner.
    test.setTimeout(120_000);
    const { base, session } =
      merchant === 'demo'
        ? { base: tenantUrl('demo'), session: (await newGameMember(request, tenantUrl('demo'), 'demo')).session }
        : await lotusPlayer(request, testInfo);
    await openSignedIn(page, `${base}/m/home`, session);
    await page.getByTestId('nav-games').click();
    await expect(page).toHaveURL(/\/m\/game$/);
    await expect(page.getByTestId('nav-games')).toHaveClass(/active/);
    const rng = page.getByTestId('category-RNG');
    await expect(rng.getByTestId('row-RNG').locator('[data-testid^="game-"]')).toHaveCount(12);

    await page.getByTestId('see-all-RNG').click();
    await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
    const lobby = page.getByTestId('category-lobby');
    const total = Number(/\d+/.exec((await page.getByTestId('lobby-count').textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThan(12);
    await expect(lobby.locator('[data-testid^="game-"]')).toHaveCount(total);
    await settled(page);
    const findings = await axeFindings(page);
    expect(findings, describeFindings(findings, '/m/game?category=RNG', merchant, 'signed in')).toEqual([]);

    await page.getByTestId('lobby-sort').selectOption('az');
    await expect(page).toHaveURL(/sort=az/);
    const names = await lobby.locator('.g-tile__name').allTextContents();
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));

    await page.getByTestId('lobby-sort').selectOption('new');
    const newest = await lobby.locator('[data-testid^="game-"]').first().getAttribute('data-testid');
    await page.getByTestId('lobby-sort').selectOption('az');
    expect(await lobby.locator('[data-testid^="game-"]').first().getAttribute('data-testid')).not.toBe(newest);

    const provider = page.getByTestId('lobby-provider');
    const option = provider.locator('option').nth(1);
    const vendor = (await option.getAttribute('value'))!;
    const count = Number(/\((\d+)\)$/.exec((await option.textContent()) ?? '')?.[1]);
    await provider.selectOption(vendor);
    await expect(lobby.locator('[data-testid^="game-"]')).toHaveCount(count);
    for (const shown of await lobby
      .locator('[data-testid^="game-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-vendor'))))
      expect(shown).toBe(vendor);

    // Back and a reload keep the choices: they are in the address.
    await page.reload();
    await shellReady(page);
    await expect(page.getByTestId('lobby-provider')).toHaveValue(vendor);
    await expect(page.getByTestId('lobby-sort')).toHaveValue('az');
    await page.getByTestId('lobby-back').click();
    await expect(page).toHaveURL(/\/m\/game$/);
    await expect(page.getByTestId('category-RNG')).toBeVisible();
  });
}

test("a guest's Games tab opens the public category pages", async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  await page.getByTestId('nav-games').click();
  await expect(page).toHaveURL(/\/m\/sports$/);
  await expect(page.getByTestId('category-SPORTS')).toBeVisible();
});

test('a made-up category or order in the address shows the lobby, not a blank page', async ({ page, request }) => {
  const member = await newGameMember(request, tenantUrl('demo'), 'demo');
  await openSignedIn(page, `${tenantUrl('demo')}/m/game?category=%3Cb%3E&sort=nope`, member.session);
  await expect(page.getByTestId('category-RNG')).toBeVisible();
  await expect(page.getByTestId('category-lobby')).toHaveCount(0);
});
