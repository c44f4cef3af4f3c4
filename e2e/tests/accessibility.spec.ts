/**
 * Every route of shared/src/contract/route-table.ts passes axe-core's WCAG 2.2 AA rules, for both
 * merchants (their own colours), as a guest and, where the route needs a session, signed in.
 * A failure lists rule, route and merchant, one line each, so a page's owner knows it is theirs.
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../../shared/src/contract/route-table';
import { test, expect } from '../support/fixtures';
import { axeFindings, describeFindings, settled } from '../support/accessibility';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { fillLogin, headerUser, quietInstallPrompt } from '../support/auth';
import { tenantUrl } from '../support/test-server';

/** Query parameters a route needs to show its page rather than its empty state. */
const QUERY: Record<string, string> = { activity: '?id=1' };

/**
 * Each page once: an address that shows the same page as an earlier one (/m/home, /m/index and
 * /m/index.html are /m/; /m/register.html is /m/register) draws the same document, which
 * routes.spec.ts proves for every address. Scanning the same long home page four times per
 * merchant cost the suite about two minutes.
 */
function eachPageOnce<R extends (typeof ROUTES)[number]>(routes: R[]): R[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const page = `${JSON.stringify(route.page)} ${route.titleKey}`;
    if (seen.has(page)) return false;
    seen.add(page);
    return true;
  });
}

// /m/download is scanned at the end of this file once its app news is there: the same page, with
// more on it (issue 36: one scan of it per merchant).
const guestRoutes = eachPageOnce(ROUTES.filter((route) => route.access === 'public' || route.access === 'open')).filter(
  (route) => route.path !== 'download',
);
const memberRoutes = ROUTES.filter((route) => route.access === 'protected' || route.access === 'session-or-home');

async function check(page: Page, url: string, merchant: string, who: string): Promise<void> {
  await page.goto(url);
  await settled(page);
  const findings = await axeFindings(page);
  expect(findings, describeFindings(findings, new URL(url).pathname, merchant, who)).toEqual([]);
}

/** Signs in through the login page, as a player does. */
async function signInOn(page: Page, base: string, username: string, password: string): Promise<void> {
  await page.goto(`${base}/m/login`);
  await fillLogin(page, username, password);
  await page.getByTestId('login-submit').click();
  await expect(headerUser(page)).toHaveText(username);
}

for (const merchant of ['demo', 'lotus'] as const) {
  test.describe(`${merchant}: a guest`, () => {
    test.beforeEach(async ({ context }) => quietInstallPrompt(context));
    for (const route of guestRoutes) {
      test(`/m/${route.path} meets WCAG 2.2 AA`, async ({ page }) => {
        await check(page, `${tenantUrl(merchant)}/m/${route.path}${QUERY[route.path] ?? ''}`, merchant, 'guest');
      });
    }
  });

  test.describe(`${merchant}: a signed-in member`, () => {
    test.beforeEach(async ({ context }) => quietInstallPrompt(context));
    // One sign-in for every member page (signing in is not what is checked here): each page is
    // a soft expectation of its own, so a failure still names its route and the rest are checked.
    test(`every member page meets WCAG 2.2 AA`, async ({ page }, testInfo) => {
      // Signing in, then axe over each page, one of a few hundred game tiles: minutes on a loaded 2-core runner.
      test.setTimeout(60_000 + memberRoutes.length * 20_000);
      // lotus asks a captcha at login: a copy of it without one (same look and content).
      const base = authMerchant(merchantCode(`a11y-${merchant}`, testInfo), {
        base: merchant,
        whitelabel: { GEETEST3: false },
        members: [{ username: `a11y${merchant}`, password: 'secret1234' }],
      });
      await signInOn(page, base, `a11y${merchant}`, 'secret1234');
      for (const route of memberRoutes) {
        await test.step(`/m/${route.path}`, async () => {
          const url = `${base}/m/${route.path}${QUERY[route.path] ?? ''}`;
          await page.goto(url);
          await settled(page);
          const findings = await axeFindings(page);
          expect.soft(findings, describeFindings(findings, `/m/${route.path}`, merchant, 'signed in')).toEqual([]);
        });
      }
    });
  });
}

// The rewards centre (issue 18, REWCEN3) is a view of /m/member/home (?view=rewards), not a route
// of its own: checked with points, history and rewards (flag on), and as "not available" (off).
for (const merchant of ['demo', 'lotus'] as const) {
  test.describe(`${merchant}: the rewards centre`, () => {
    test.beforeEach(async ({ context }) => quietInstallPrompt(context));
    for (const on of [true, false]) {
      test(`/m/member/home?view=rewards ${on ? 'with points, history and rewards' : 'while REWCEN3 is off'} meets WCAG 2.2 AA`, async ({
        page,
      }, testInfo) => {
        const username = `a11yrw${merchant}`;
        const spent = merchant === 'demo' ? 'lucky-draw' : 'lotto-ticket';
        const base = authMerchant(merchantCode(`a11y-rw-${merchant}-${on ? 'on' : 'off'}`, testInfo), {
          base: merchant,
          whitelabel: { GEETEST3: false, REWCEN3: on },
          members: [
            {
              username,
              password: 'secret1234',
              rewardPoints: [
                { kind: 'bonus', points: 400, daysAgo: 9, detail: 'Welcome points' },
                { kind: 'checkin', points: 10, daysAgo: 2 },
                { kind: 'exchange', points: -150, daysAgo: 1, rewardId: spent },
              ],
            },
          ],
        });
        await signInOn(page, base, username, 'secret1234');
        await page.goto(`${base}/m/member/home?view=rewards`);
        await expect(on ? page.getByTestId('rewards-history-entry').first() : page.getByTestId('rewards-unavailable')).toBeVisible();
        if (on) await expect(page.getByTestId('reward').first()).toBeVisible();
        await settled(page);
        const findings = await axeFindings(page);
        expect(
          findings,
          describeFindings(findings, '/m/member/home?view=rewards', merchant, on ? 'signed in, REWCEN3 on' : 'signed in, REWCEN3 off'),
        ).toEqual([]);
      });
    }
  });
}

// The download page's app news arrives after the page settles: check it once it is there.
for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: /m/download with its app news meets WCAG 2.2 AA`, async ({ page, context }) => {
    await quietInstallPrompt(context);
    const url = `${tenantUrl(merchant)}/m/download`;
    await page.goto(url);
    await expect(page.getByTestId('app-news-item').first()).toBeVisible();
    await settled(page);
    const findings = await axeFindings(page);
    expect(findings, describeFindings(findings, new URL(url).pathname, merchant, 'guest')).toEqual([]);
  });
}
