/**
 * SPEC section 2: the tracking parameters a player arrives with stay with every page they open
 * and survive a reload; click ids become the _fbc / _fbp cookies; an unsafe redirectUrl or
 * backUrl is ignored (and logged), a safe one kept.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { BASE_URL } from '../support/test-server';
import { installPopupDeclinedThisSession } from '../support/pwa';

const TRACKING = { affiliateCode: 'aff77', referralCode: 'REF9', gclid: 'G-123', fbclid: 'FB.abc', utm_source: 'news' };

function expectTracking(url: string): void {
  const params = new URL(url).searchParams;
  for (const [name, value] of Object.entries(TRACKING)) expect(params.get(name), `${name} in ${url}`).toBe(value);
}

test('keeps its tracking parameters from /m/home through three pages and a reload', async ({ page, context }) => {
  // A player who said "not now" to the install popup: on iPhone it would otherwise slide over
  // the navigation one second after /m/home opens, whenever the machine is slow to click.
  await installPopupDeclinedThisSession(page);
  await page.goto(`/m/home?${new URLSearchParams(TRACKING).toString()}`);
  await shellReady(page);

  await page.locator('.app-nav').getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
  expectTracking(page.url());

  await page.locator('.app-nav').getByRole('link', { name: 'Promotions', exact: true }).click();
  await expect(page.locator('[data-page="mf-promotions/NewsPage"]')).toBeVisible();
  expectTracking(page.url());

  // A guard redirect (member page for a guest → login) keeps them too.
  await page.locator('.app-nav').getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?/);
  expectTracking(page.url());

  await page.reload();
  await shellReady(page);
  await expect(page.locator('[data-page="mf-auth/LoginPage"]')).toBeVisible();
  expectTracking(page.url());

  // Saved on the device for a later registration, and the click id as Meta's cookies (90 days).
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('m_tracking') ?? '{}'));
  expect(saved).toMatchObject(TRACKING);
  const cookies = await context.cookies();
  const fbc = cookies.find((c) => c.name === '_fbc');
  expect(fbc?.value).toMatch(/^fb\.1\.\d{13}\.FB\.abc$/);
  expect(cookies.find((c) => c.name === '_fbp')?.value).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
  const days = ((fbc?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90);
});

test('keeps its tracking parameters when it comes back to an address typed without them', async ({ page }) => {
  await page.goto('/m/home?affiliateCode=aff77&kw=shoes');
  await shellReady(page);
  await page.goto('/m/news');
  await shellReady(page);
  await expect(page).toHaveURL(/\/m\/news\?.*affiliateCode=aff77/);
  await expect(page).toHaveURL(/kw=shoes/);
});

const UNSAFE = [
  'https://evil.example/m/home',
  '//evil.example/m/home',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt%3Aalert(1)',
  '%2F%2Fevil.example',
  '/m/%2e%2e/admin',
  'data:text/html,<script>alert(1)</script>',
  '/m/not-a-page',
  `http://localhost:${new URL(BASE_URL).port}/m/home`,
];

test.describe('an unsafe redirectUrl is ignored and logged', () => {
  for (const value of UNSAFE) {
    test(`ignores redirectUrl=${value}`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`/m/login?redirectUrl=${encodeURIComponent(value)}&backUrl=${encodeURIComponent(value)}`);
      await shellReady(page);
      const launch = await page.evaluate(() => (window as unknown as { __M_SHELL__: { launch: unknown } }).__M_SHELL__.launch);
      expect(launch).toEqual({ redirectUrl: null, backUrl: null, blocksAutoLogin: false });
      expect(warnings.some((w) => w.includes('[tracking] ignored unsafe redirectUrl'))).toBe(true);
      expect(warnings.some((w) => w.includes('[tracking] ignored unsafe backUrl'))).toBe(true);
      await expect(page).toHaveURL(/\/m\/login/);
      expect(new URL(page.url()).host).toBe(new URL(BASE_URL).host);
    });
  }

  test('keeps a safe redirectUrl, which blocks auto-login', async ({ page }) => {
    await page.goto(`/m/login?redirectUrl=${encodeURIComponent('/m/activity?id=3')}`);
    await shellReady(page);
    const launch = await page.evaluate(() => (window as unknown as { __M_SHELL__: { launch: unknown } }).__M_SHELL__.launch);
    expect(launch).toEqual({ redirectUrl: '/m/activity?id=3', backUrl: null, blocksAutoLogin: true });
  });
});
