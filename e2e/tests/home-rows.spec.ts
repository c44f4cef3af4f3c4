/**
 * Issue 27 item 4: the home keeps going below the hot games. A guest sees a row per game category
 * with "See all" leading to the category's page, the merchant's providers leading to their games,
 * and the merchant's latest big wins with the players masked; all of it is in the HTML the server
 * sends (a tap before the scripts run works), and the browser attaches to it without a mismatch.
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { axeFindings, describeFindings, settled } from '../support/accessibility';
import { quietInstallPrompt } from '../support/auth';
import { tenantUrl } from '../support/test-server';
import { serverHome } from '../support/server-home';

test.beforeEach(({ context }) => quietInstallPrompt(context));

/**
 * The scenarios that read the server's HTML without a phone (a request, or a browser with
 * JavaScript off and no device) run once: no phone can change what they see. A player scrolling,
 * tapping and watching the winners runs on both phones, as issue 27 asks.
 */
function oncePerSuite(projectName: string): void {
  test.skip(projectName !== 'android', "the server's HTML, read without a phone: the same on every project");
}
// A first visit: the page comes from the server, not from the worker's precached shell.
test.use({ serviceWorkers: 'block' });

const MERCHANTS = {
  demo: { symbol: '₱', topWinner: 'm***8', seeded: ['maria88', 'jun_lucky', 'kingkong7'] },
  lotus: { symbol: '฿', topWinner: 's***9', seeded: ['somchai99', 'nidalucky', 'bigwin_th'] },
} as const;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/\[hydration\]|Minified React error #(418|419|421|422|423|425)|hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const merchant of ['demo', 'lotus'] as const) {
  const expected = MERCHANTS[merchant];

  test(`${merchant}: the server sends the category rows, the providers and the winners, players masked`, async ({ request }, testInfo) => {
    oncePerSuite(testInfo.project.name);
    const html = await serverHome(request, merchant);
    expect(html).toMatch(/<a class="g-see-all" href="\/m\/rng" data-testid="see-all-RNG">/);
    expect(html).toMatch(/<a class="g-see-all" href="\/m\/live" data-testid="see-all-LIVE">/);
    expect(html).toMatch(
      /data-testid="providers"[^>]*>.*?<a class="g-vendor" data-testid="vendor-\w+" data-maintenance="false" href="\/m\/\w+\?vendor=/s,
    );
    expect(html).toContain('data-testid="winners-list"');
    expect(html).toContain(expected.topWinner);
    for (const username of expected.seeded) expect(html).not.toContain(username);
  });

  test(`${merchant}: a guest scrolls the home through the rows to a category's page and a provider's games`, async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto(`${tenantUrl(merchant)}/m/home`);
    await shellReady(page);

    // A row per category, in the merchant's order, a few games each with lazy images.
    const rows = page.locator('.g-home [data-testid^="category-"]');
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    const slots = page.getByTestId('row-RNG');
    await slots.scrollIntoViewIfNeeded();
    expect(await slots.locator('.g-tile').count()).toBeLessThanOrEqual(10);
    await expect(slots.locator('img').first()).toHaveAttribute('loading', 'lazy');

    // The winners of this merchant, masked, in its currency.
    const winners = page.getByTestId('winners');
    await winners.scrollIntoViewIfNeeded();
    await expect(winners).toContainText(expected.topWinner);
    await expect(winners).toContainText(expected.symbol);
    for (const username of expected.seeded) await expect(winners).not.toContainText(username);

    // See all leads to the category's page.
    await page.getByTestId('see-all-LIVE').click();
    await expect(page).toHaveURL(/\/m\/live$/);
    await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();

    // A provider leads to its games.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    const provider = page.getByTestId('providers').getByRole('link').first();
    await provider.scrollIntoViewIfNeeded();
    await expect(provider.locator('img')).toHaveAttribute('src', /vendor-marks|\.svg|\.png/);
    const href = (await provider.getAttribute('href'))!;
    await provider.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByTestId('vendor-view')).toBeVisible();

    expect(problems).toEqual([]);
  });
}

test('a guest with JavaScript off taps See all on the home and gets the category page', async ({ browser, request }, testInfo) => {
  oncePerSuite(testInfo.project.name);
  await serverHome(request, 'demo');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await page.getByTestId('see-all-RNG').click();
  await expect(page).toHaveURL(/\/m\/rng$/);
  await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
  await context.close();
});

test('the winners move for most players, with a pause button, and stay still for one who asked for less motion', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  const line = page.getByTestId('winners').locator('.g-winners');
  await expect(line).toHaveAttribute('data-moving', 'true');
  await page.getByTestId('winners-pause').click();
  await expect(line).toHaveAttribute('data-moving', 'false');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await shellReady(page);
  await expect(page.getByTestId('winners-list')).toContainText('m***8');
  await expect(line).toHaveAttribute('data-moving', 'false');
  await expect(page.getByTestId('winners-pause')).toHaveCount(0);
  // Still, the line scrolls sideways by hand: axe finds nothing (a keyboard reaches it too). From
  // the top, as the accessibility scenarios look: the reload kept the scroll, and whatever link is
  // under the fixed tab bar then counts as an obscured target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  const findings = await axeFindings(page);
  expect(findings, describeFindings(findings, '/m/home', 'demo', 'guest, reduced motion')).toEqual([]);
});
