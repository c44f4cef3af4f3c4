/**
 * Each merchant's site in its own colours (issue 16): header, buttons and splash painted from the
 * merchant's files from the first HTML on, and a merchant file players could not read refused
 * while the site keeps its last good look.
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, editMerchant, merchantCode } from '../support/merchant-files';
import { expectedTheme, rgb } from '../support/merchant-theme';
import { merchantCommand } from '../support/merchant-command';
import { tenantUrl } from '../support/test-server';

const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

for (const code of ['demo', 'lotus']) {
  test(`opens ${code}'s site and sees its header and buttons in ${code}'s colours`, async ({ page }) => {
    const theme = expectedTheme(code);
    await page.goto(`${tenantUrl(code)}/m/home`);
    await shellReady(page);
    expect(await css(page, '.app-header', 'background-color')).toBe(theme.brand);
    expect(await css(page, '.app-header', 'color')).toBe(theme.brandInk);
    expect(await css(page, '.app-header__brand', 'color')).toBe(theme.brandInk);
    if (theme.logo)
      expect(await page.locator('.app-header__brand').evaluate((el) => getComputedStyle(el, '::before').backgroundImage)).toContain(
        theme.logo,
      );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme.browserColor);

    await page.goto(`${tenantUrl(code)}/m/login`);
    const submit = page.getByTestId('login-submit');
    await expect(submit).toBeVisible();
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(theme.brand);
    expect(await submit.evaluate((el) => getComputedStyle(el).color)).toBe(theme.brandInk);
    expect(await css(page, ':root', '--radius')).toBe(theme.radius);
  });

  test(`sees ${code}'s splash in ${code}'s colours before any script ran`, async ({ page }) => {
    const theme = expectedTheme(code);
    // Without the shell's scripts the page stays on its first paint: the HTML the server sent.
    await page.route('**/m/assets/**/*.js', (route) => route.abort());
    await page.goto(`${tenantUrl(code)}/m/home`);
    const logo = page.locator('#splash .splash-logo');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(theme.brand);
    if (theme.logo) expect(await logo.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(theme.logo);
    expect(await page.locator('#splash .splash-bar').evaluate((el) => getComputedStyle(el, '::after').backgroundColor)).toBe(theme.brand);
  });
}

test('the two demo merchants do not look alike', () => {
  const [demo, lotus] = [expectedTheme('demo'), expectedTheme('lotus')];
  expect(demo.brand).not.toBe(lotus.brand);
  expect(demo.radius).not.toBe(lotus.radius);
  expect(demo.logo).not.toBe(lotus.logo);
});

test.describe('an operator edits the look', () => {
  // What the server sends on each load, with no worker in between: that a returning player's
  // worker passes the new look on is pwa-network-first.spec.ts's scenario.
  test.use({ serviceWorkers: 'block' });

  test('an operator saves an unreadable brand colour: refused, players keep the last good colours', async ({ page }, testInfo) => {
    const code = merchantCode('theme-refused', testInfo);
    const base = createMerchant(code, (m) => {
      m.brandColor = '#2e7d32';
    });
    await page.goto(`${base}/m/home`);
    await shellReady(page);
    expect(await css(page, '.app-header', 'background-color')).toBe(rgb('#2e7d32'));

    // White text on pale pink: 1.2:1.
    editMerchant(code, (m) => {
      m.brandColor = '#ffe0ec';
    });
    await page.reload();
    await shellReady(page);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    expect(await css(page, '.app-header', 'background-color')).toBe(rgb('#2e7d32'));
    // The operator's check says what is wrong, where.
    const check = merchantCommand('check', code);
    expect(check.status).toBe(1);
    expect(check.output).toContain(
      `merchants/${code}/merchant.json brandColor: merchant ${code}: theme.brandInk #ffffff on brandColor #ffe0ec`,
    );
    expect(check.output).toContain('WCAG AA needs 4.5:1');

    // A readable colour is taken on the next load, without a restart.
    editMerchant(code, (m) => {
      m.brandColor = '#6a1b9a';
    });
    await page.reload();
    await shellReady(page);
    expect(await css(page, '.app-header', 'background-color')).toBe(rgb('#6a1b9a'));
  });

  test('an operator points the logo at a missing file: refused, players keep the last logo', async ({ page }, testInfo) => {
    const code = merchantCode('logo-refused', testInfo);
    const base = createMerchant(code);
    await page.goto(`${base}/m/home`);
    await shellReady(page);
    const logoOf = () => page.locator('.app-header__brand').evaluate((el) => getComputedStyle(el, '::before').backgroundImage);
    expect(await logoOf()).toContain(`/wps/static/${code}/logo/demo-logo.svg`);

    editMerchant(code, (m) => {
      (m.theme as { logo: string }).logo = 'logo/not-uploaded.svg';
    });
    await page.reload();
    await shellReady(page);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    expect(await logoOf()).toContain(`/wps/static/${code}/logo/demo-logo.svg`);
    expect(merchantCommand('check', code).output).toContain(
      `merchants/${code}/merchant.json theme.logo: merchant ${code}: the logo static/logo/not-uploaded.svg does not exist`,
    );
  });
});
