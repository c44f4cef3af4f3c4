/**
 * What a player sees before the site itself (SPEC sections 2, 4, 8): the merchant's status
 * decides between the site, the maintenance page, the access-denied page and the
 * domain-not-available popup; a status that cannot be read gives a retry screen, never a blank page.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, editMerchant, merchantCode } from '../support/merchant-files';
import { E2E_PORT } from '../support/test-server';

test.describe('maintenance', () => {
  test.use({ timezoneId: 'Asia/Manila', locale: 'en-US' });

  test('sees the maintenance page with the end time in their own time zone, then the site once it is over', async ({ page }, testInfo) => {
    const code = merchantCode('maint', testInfo);
    const base = createMerchant(code, (m) => {
      m.name = 'Maintained Casino';
      m.status.maintenance = true;
      m.status.maintenanceEnd = '2099-01-02T03:00:00.000Z';
    });
    await page.goto(`${base}/m/home`);
    await expect(page.locator('[data-system-page="maintenance"]')).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System maintenance');
    // 03:00 UTC is 11:00 in Manila.
    await expect(page.getByTestId('maintenance-end')).toContainText('11:00');
    await expect(page.getByTestId('maintenance-end')).toContainText('GMT+8');
    await expect(page.getByTestId('brand')).toHaveText('Maintained Casino');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.locator('.app-nav')).toHaveCount(0);

    editMerchant(code, (m) => {
      m.status.maintenance = false;
    });
    await page.getByTestId('retry').click();
    await shellReady(page);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.getByTestId('brand')).toHaveText('Maintained Casino');
  });
});

test('is turned away by a region or IP restriction and sees the IP the site saw', async ({ browser }, testInfo) => {
  const base = createMerchant(merchantCode('region', testInfo));
  // 198.51.100.0/24 is blocked in the demo merchant's data; the server trusts X-Forwarded-For.
  const context = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } });
  const page = await context.newPage();
  await page.goto(`${base}/m/home`);
  await expect(page.locator('[data-system-page="restricted"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await expect(page.getByTestId('access-ip')).toHaveText('Your IP address: 198.51.100.7');
  await expect(page.locator('[data-page="home"]')).toHaveCount(0);
  await context.close();
});

test('opens the site on a domain no merchant owns and sees the domain-not-available popup', async ({ page }) => {
  await page.goto(`http://no-such-merchant.localhost:${E2E_PORT}/m/home`);
  const popup = page.getByTestId('domain-unavailable');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('This address is not available');
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('[data-page="home"]')).toHaveCount(0);
});

test.describe('the status cannot be read', () => {
  for (const [label, fault] of [
    ['answers 500', { status: 500 }],
    ['drops the connection', { drop: true }],
  ] as const) {
    test(`sees a retry screen when the status ${label}, and the site after Retry`, async ({ page, faults }) => {
      // No count: Chromium retries a GET whose connection dropped, so the fault holds until cleared.
      await faults.add({ path: '/wps/system/status', ...fault });
      await page.goto('/m/home');
      await expect(page.locator('[data-system-page="failed"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not reach the site');
      await faults.clear();
      await page.getByTestId('retry').click();
      await shellReady(page);
      await expect(page.locator('[data-page="home"]')).toBeVisible();
    });
  }
});

// One wait of 10 s for both: the notice at 5 s, then the retry screen no sooner than 10 s.
test('is told at 5 s that the site is still loading, and sees the retry screen at 10 s when the status does not answer', async ({
  page,
  faults,
}) => {
  test.slow();
  await faults.add({ path: '/wps/system/status', delayMs: 20_000, times: 1 });
  const started = Date.now();
  await page.goto('/m/home');
  const notice = page.locator('#splash [data-splash-slow]');
  await expect(notice).toBeHidden();
  await expect(notice).toHaveText('Taking longer than usual… still loading.', { timeout: 8_000 });
  await expect(notice).toBeVisible();
  await expect(page.locator('[data-system-page="failed"]')).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
});

test("sees the merchant's name in the header and the test-site badge", async ({ page }, testInfo) => {
  const base = createMerchant(merchantCode('named', testInfo), (m) => {
    m.name = 'Golden <i>Lotus</i>';
    m.status.test = true;
  });
  await page.goto(`${base}/m/sports`);
  await shellReady(page);
  await expect(page.getByTestId('brand')).toHaveText('Golden <i>Lotus</i>');
  await expect(page.getByTestId('test-site')).toBeVisible();
  await expect(page).toHaveTitle('Sports | Golden <i>Lotus</i>');
});
