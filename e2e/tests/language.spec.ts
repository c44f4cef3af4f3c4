/**
 * SPEC sections 5, 6, 9: the player picks a language in the header; the page follows (Arabic
 * right to left), the choice survives a reload, and a signed-in member's choice is saved on the
 * server, except for member type 4.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { memberLanguage, openAs, signIn } from '../support/api-session';
import { shellDecision } from '../support/shell';
import { quietInstallPrompt } from '../support/auth';

async function pick(page: import('@playwright/test').Page, code: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-list').locator(`[data-language="${code}"]`).click();
}

test('switches to Arabic: the page turns right to left, and stays Arabic after a reload', async ({ page }) => {
  await page.goto('/m/login');
  await shellReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await pick(page, 'AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.app-nav')).toContainText('الرئيسية');
  // The remote's own namespace follows too.
  await expect(page.locator('[data-page="mf-auth/LoginPage"] h1')).toHaveText('تسجيل الدخول');
  await expect(page).toHaveTitle(/^تسجيل الدخول \| /);

  await page.reload();
  await shellReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('language-switcher')).toContainText('AR');
  expect(await page.evaluate(() => localStorage.getItem('m_language'))).toBe('AR');
});

test.describe('the browser speaks a language', () => {
  test.use({ locale: 'th-TH' });
  test("starts in the browser's language when nothing was chosen, and a choice wins after that", async ({ page }) => {
    await page.goto('/m/news');
    await shellReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.locator('.app-nav')).toContainText('หน้าแรก');
    await pick(page, 'VI');
    await expect(page.locator('.app-nav')).toContainText('Trang chủ');
    await page.reload();
    await shellReady(page);
    await expect(page.locator('.app-nav')).toContainText('Trang chủ');
  });
});

test("a member's language change is saved on the server", async ({ page }) => {
  const session = await signIn('player1', 0);
  await openAs(page, session, '/m/sports');
  await shellReady(page);
  const sent = page.waitForRequest((r) => r.url().endsWith('/wps/member/language') && r.method() === 'POST');
  await pick(page, 'TH');
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ language: 'TH' });
  expect(request.headers()['authorization']).toBe(session.token);
  expect((await request.response())?.status()).toBe(200);
  await expect.poll(() => memberLanguage(session.token)).toBe('TH');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a member of type 4 changes language without telling the server', async ({ page }) => {
  const session = await signIn('staff1', 4);
  await openAs(page, session, '/m/sports');
  await shellReady(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/member/language')) sent.push(r.url());
  });
  await pick(page, 'CN');
  await expect(page.locator('.app-nav')).toContainText('首页');
  // The sync decides as the change is announced; a save would be sent right then.
  expect(await shellDecision(page, 'member-language CN')).toBe('not-sent:member-type-4');
  expect(sent).toEqual([]);
  expect(await memberLanguage(session.token)).not.toBe('CN');
  expect(await page.evaluate(() => localStorage.getItem('m_language'))).toBe('CN');
});

test('a language picked on the home page redraws the banners, the marquee and the floating promotion without a reload', async ({
  page,
  context,
}) => {
  // On an iPhone the install guide slides up over the page after a moment: not what this is about.
  await quietInstallPrompt(context);
  await page.goto('/m/home');
  await shellReady(page);
  const banner = page.getByTestId('home-banner');
  await expect(banner.locator('img[alt="Welcome offer"]').first()).toBeAttached();
  const marquee = page.getByTestId('home-marquee');
  await expect(marquee).toContainText(/\w/);
  const floating = page.getByTestId('floating-entry');
  await expect(floating).toBeVisible();
  const floatingBefore = await floating.getAttribute('aria-label');
  let reloaded = false;
  page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame()));

  await pick(page, 'TH');
  const thai = /[\u0E00-\u0E7F]/;
  await expect(banner.locator('img[alt="ข้อเสนอต้อนรับ"]').first()).toBeAttached();
  await expect(banner.locator('img[alt="Welcome offer"]')).toHaveCount(0);
  await expect(marquee).toContainText(thai);
  await expect(floating).not.toHaveAttribute('aria-label', floatingBefore ?? '');
  await expect(floating).toHaveAttribute('aria-label', thai);
  expect(reloaded).toBe(false);
});
