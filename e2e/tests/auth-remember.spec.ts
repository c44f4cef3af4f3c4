import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { countRequests, fillLogin, headerUser, latestSmsCode, quietInstallPrompt, askSmsLoginCode } from '../support/auth';

/**
 * Issue 4: "remember me" and auto-login on load, exactly under SPEC 4's conditions: no session,
 * no redirectUrl or backUrl, the merchant's auto-login flag on, the stored autoLogin not '0',
 * a remembered record of the same merchant, not of the sms type.
 */
const PASSWORD = 'secret123';

function members(testInfo: TestInfo) {
  const mobile = testInfo.project.name === 'android' ? '9173003001' : '9174004001';
  return {
    list: [
      { username: 'keeper1', password: PASSWORD },
      { username: 'smsuser1', password: PASSWORD, mobile: { countryDialingCode: '63', mobileNum: mobile } },
    ],
    mobile,
  };
}

async function logInRemembered(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/m/login`);
  await shellReady(page);
  await fillLogin(page, 'keeper1', PASSWORD, { remember: true });
  await page.getByTestId('login-submit').click();
  await expect(headerUser(page)).toHaveText('keeper1');
}

/** Opens a new tab (same device: local storage shared, session storage not) and reports whether it logged in by itself. */
async function newTab(context: BrowserContext, url: string): Promise<{ page: Page; logins: { readonly count: number } }> {
  const page = await context.newPage();
  const logins = countRequests(page, '/wps/session/login');
  // Playwright's clock: a test that proves no login happens runs the page's timers through.
  await page.clock.install();
  await page.goto(url);
  await shellReady(page);
  return { page, logins };
}

async function staysGuest(page: Page, logins: { readonly count: number }): Promise<void> {
  // mf-auth was given its chance: the dialogs parcel is there (or the login page is).
  await expect(page.locator('[data-module="./AuthDialogs"], [data-page="mf-auth/LoginPage"]').first()).toBeAttached();
  await page.clock.runFor(1500);
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(logins.count).toBe(0);
}

test.describe('a player is remembered on this device', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  // One remembered login at one merchant, then each condition in turn, a new tab each (the rule
  // itself: auto-login-policy.test.ts): a sign-in and a page per condition cost more than they proved.
  test('ticks remember me, is logged in automatically in a new tab, and not when a condition of SPEC 4 fails', async ({
    page,
    context,
  }, testInfo) => {
    const base = authMerchant(merchantCode('remember', testInfo), { members: members(testInfo).list });
    // The home popup has been seen on this merchant's own host too: it would cover the header.
    await context.addCookies([{ name: 'm_popups_seen', value: 'm_popup1.m_popup2', url: base }]);
    await logInRemembered(page, base);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('m_remembered_login'))).toContain('keeper1');
    const record = (await page.evaluate(() => localStorage.getItem('m_remembered_login')))!;
    expect(record).not.toContain(PASSWORD);

    await test.step('is not logged in again on a reload of a tab that has its session', async () => {
      const logins = countRequests(page, '/wps/session/login');
      await page.clock.install();
      await page.reload();
      await shellReady(page);
      await expect(headerUser(page)).toHaveText('keeper1');
      await page.clock.runFor(1500);
      expect(logins.count).toBe(0);
    });

    await test.step('is logged in automatically in a new tab, on the page it opened', async () => {
      const { page: tab, logins } = await newTab(context, `${base}/m/sports`);
      await expect(headerUser(tab)).toHaveText('keeper1');
      expect(logins.count).toBe(1);
      await expect(tab).toHaveURL(/\/m\/sports/);
      await tab.close();
    });

    for (const parameter of ['redirectUrl', 'backUrl']) {
      await test.step(`is not logged in automatically when the link carries ${parameter}`, async () => {
        const { page: tab, logins } = await newTab(context, `${base}/m/home?${parameter}=${encodeURIComponent('/m/sports')}`);
        await staysGuest(tab, logins);
        await tab.close();
      });
    }

    await test.step('is not logged in automatically with a record of another merchant', async () => {
      await page.evaluate((value) => {
        const stored = JSON.parse(value) as Record<string, unknown>;
        localStorage.setItem('m_remembered_login', JSON.stringify({ ...stored, merchant: 'someone-else' }));
      }, record);
      const { page: tab, logins } = await newTab(context, `${base}/m/home`);
      await staysGuest(tab, logins);
      await tab.close();
      await page.evaluate((value) => localStorage.setItem('m_remembered_login', value), record);
    });

    await test.step('is not logged in automatically after logging out (autoLogin 0)', async () => {
      await page.getByTestId('header-logout').click();
      await expect(page.getByTestId('header-login')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
      const { page: tab, logins } = await newTab(context, `${base}/m/login`);
      await staysGuest(tab, logins);
      await tab.close();
    });
  });

  test('is not logged in automatically when the merchant has auto-login off, but the form is filled in', async ({
    page,
    context,
  }, testInfo) => {
    const base = authMerchant(merchantCode('noauto', testInfo), {
      whitelabel: { MOBILEAUTOLOGIN3: false },
      members: members(testInfo).list,
    });
    await logInRemembered(page, base);
    const { page: tab, logins } = await newTab(context, `${base}/m/login`);
    await staysGuest(tab, logins);
    await expect(tab.getByTestId('login-form').getByLabel(/username/i)).toHaveValue('keeper1');
    await expect(tab.getByTestId('login-form').getByLabel(/^password$/i)).toHaveValue(PASSWORD);
  });

  test('is not logged in automatically with a remembered SMS login', async ({ page, context, request }, testInfo) => {
    const { list, mobile } = members(testInfo);
    const base = authMerchant(merchantCode('remember', testInfo), { members: list });
    const form = await askSmsLoginCode(page, base, mobile);
    const code = await latestSmsCode(request, `63${mobile}`);
    await form.getByLabel(/sms code/i).fill(code);
    await form.getByRole('checkbox').check();
    await page.getByTestId('sms-login-submit').click();
    await expect(headerUser(page)).toHaveText('smsuser1');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('m_remembered_login'))) ?? '{}')).toMatchObject({
      type: 'sms',
      mobile,
    });

    const { page: tab, logins } = await newTab(context, `${base}/m/home`);
    await staysGuest(tab, logins);
  });

  test('loses the remembered login when the account no longer exists', async ({ page, context }, testInfo) => {
    const base = authMerchant(merchantCode('remember', testInfo), { members: members(testInfo).list });
    await logInRemembered(page, base);
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('m_remembered_login') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('m_remembered_login', JSON.stringify({ ...record, username: 'ghostplayer9' }));
    });
    const { page: tab, logins } = await newTab(context, `${base}/m/home`);
    await expect.poll(() => logins.count).toBe(1);
    await expect.poll(() => tab.evaluate(() => localStorage.getItem('m_remembered_login'))).toBeNull();
    await expect(tab.getByTestId('header-login')).toBeVisible();
  });
});
