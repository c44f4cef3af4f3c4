import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { PROMOTION_MERCHANTS } from '../support/promotions';
import { E2E_CONFIG_DIR, tenantUrl } from '../support/test-server';

/**
 * Issue 13 point 6 (SPEC 2): /m/activity?id= and /m/news — categories as tabs, the list of each,
 * an activity by id, a clear "not found", and operator content that can never run script.
 */
test.beforeEach(({ context }) => quietInstallPrompt(context));

for (const merchant of PROMOTION_MERCHANTS) {
  test(`at ${merchant.code} an activity opens by id with its content`, async ({ page }) => {
    await page.goto(`${tenantUrl(merchant.code)}/m/activity?id=${merchant.activity.id}`);
    await shellReady(page);
    const detail = page.getByTestId('activity-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(merchant.activity.title);
    await expect(detail.getByTestId('rich-content').locator('li')).toHaveCount(2);
    // The picture keeps the banners' 5:2 shape, whatever its width.
    const picture = (await detail.locator('.promo-detail__image').boundingBox())!;
    expect(Math.abs(picture.width / picture.height - 2.5)).toBeLessThan(0.05);
    await expect(detail.getByTestId('rich-content').getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    // A link inside the content follows the banner rules: /m/... stays in the app.
    await detail.getByTestId('rich-content').getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/news$/);
    await expect(page.locator('[data-page="mf-promotions/NewsPage"]')).toBeVisible();
  });

  test(`at ${merchant.code} an unknown activity says it was not found and leads home`, async ({ page }) => {
    await page.goto(`${tenantUrl(merchant.code)}/m/activity?id=999999`);
    const notFound = page.getByTestId('activity-not-found');
    await expect(notFound.getByRole('heading')).toHaveText('Promotion not found');
    await notFound.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto(`${tenantUrl(merchant.code)}/m/activity?id=%3Cscript%3E`);
    await expect(page.getByTestId('activity-not-found')).toBeVisible();
  });

  test(`at ${merchant.code} the news page lists the promotions of each category tab`, async ({ page }) => {
    await page.goto(`${tenantUrl(merchant.code)}/m/news`);
    // Drawn on the server: a tab tapped before the browser takes the page over is lost.
    await shellReady(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('tabpanel');
    await expect(list.locator('[data-activity-id]').first()).toBeVisible();
    await page.getByRole('tab', { name: merchant.categories.second.name }).click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByRole('tab', { name: merchant.categories.second.name })).toHaveAttribute('aria-selected', 'true');
    await expect(list.locator('[data-activity-id]')).toHaveCount(merchant.categories.second.ids.length);
    expect(
      await list.locator('[data-activity-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-activity-id')))),
    ).toEqual(merchant.categories.second.ids);
    // Keyboard: arrow keys move between tabs.
    await page.getByRole('tab', { name: merchant.categories.second.name }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab').nth(2)).toBeFocused();
    await list.locator('[data-activity-id]').first().click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByTestId('activity-detail')).toBeVisible();
  });
}

// On a slow phone the news page is on screen (drawn by the server) before its scripts run: a tab
// tapped then is a link to its category, which the server draws.
test('a promotion category tapped before the page has its scripts opens that category', async ({ browser }) => {
  const merchant = PROMOTION_MERCHANTS[0]!;
  const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${tenantUrl(merchant.code)}/m/news`);
  const second = page.getByRole('tab', { name: merchant.categories.second.name });
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await second.click();
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByRole('tab', { name: merchant.categories.second.name })).toHaveAttribute('aria-selected', 'true');
  expect(
    await page
      .getByRole('tabpanel')
      .locator('[data-activity-id]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-activity-id')))),
  ).toEqual(merchant.categories.second.ids);
  await context.close();
});

/**
 * Every image `selector` finds (where the hostile text is shown) has loaded or failed: an inline
 * `onerror` that survived would have had its turn by then (the element's state and its error
 * event change in one task). None found: the markup was not drawn as markup.
 */
async function imagesSettled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (found) => [...document.querySelectorAll(found)].every((image) => (image as HTMLImageElement).complete),
    selector,
  );
}

const ranScript = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

test('an announcement carrying markup and script shows inert text and runs nothing', async ({ page, cspGuard }, testInfo) => {
  // Sanitising parses the hostile markup in an inert document; Chromium still checks its inline
  // handler against the page's policy and reports it blocked. That report is the second wall
  // working (and tells the operator), not a failure.
  cspGuard.expect({
    violatedDirective: 'script-src-attr',
    sourceFile: /\/remotes\/mf-promotions\//,
    printed: /^Executing inline event handler violates/,
  });
  const code = merchantCode('promo-xss', testInfo);
  const base = createMerchant(code);
  const file = path.join(E2E_CONFIG_DIR, 'merchants', code, 'announcements.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { announcements: Record<string, unknown>[] };
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  data.announcements.push({
    id: 990,
    type: 'PR',
    platform: ['M'],
    category: 'general',
    categoryId: 1,
    title: `Hello ${payload}`,
    content: `<p>Safe text</p>${payload}<a href="javascript:window.__xss=3">bad link</a><iframe src="/m/home"></iframe>`,
    startTime: '2024-01-01T00:00:00Z',
    endTime: null,
  });
  fs.writeFileSync(file, JSON.stringify(data));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`${base}/m/activity?id=990`);
  const detail = page.getByTestId('activity-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Hello ${payload}`);
  const content = detail.getByTestId('rich-content');
  await expect(content).toContainText('Safe text');
  await expect(content.locator('script, iframe, [onerror]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript"]')).toHaveCount(0);
  await imagesSettled(page, '[data-testid="activity-detail"] h1 img, [data-testid="rich-content"] img');
  expect(await ranScript(page)).toBeUndefined();
  await content.getByText('bad link').click();

  // The title is in the marquee and the list as well: text there too.
  await page.goto(`${base}/m/news`);
  await expect(page.getByRole('tabpanel').getByText(`Hello ${payload}`)).toBeVisible();
  await imagesSettled(page, '[data-activity-id="990"] img:not([loading="lazy"])');
  expect(await ranScript(page)).toBeUndefined();
  await page.goto(`${base}/m/home`);
  await expect(page.getByTestId('home-marquee')).toContainText(`Hello ${payload}`);
  await imagesSettled(page, '[data-testid="home-marquee"] img');
  expect(await ranScript(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
