/**
 * The operator console in a real browser (issue 39): a release manager signs in with password and
 * authenticator code, puts mf-games 1.1.0 on a canary at 50 % for a merchant, sees both versions'
 * players in the experience chart once their phones' beacons have arrived, promotes it, rolls it
 * back with a reason, and finds all three in the audit log; axe on every console page.
 * The merchant is a copy of demo (support/merchant-files.ts), so a canary on it leaves the rest of
 * the run's demo pages alone. Roles and 403s through the API: ops-api-roles.spec.ts; the pages'
 * rules (reasons required, buttons per role, refusals shown): the component tests in ops/src.
 */
import crypto from 'node:crypto';
import { devices as phones, type Page } from '@playwright/test';
import { expect, shellReady, test } from '../support/fixtures';
import { axeFindings, describeFindings } from '../support/accessibility';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { freshOpsCode, opsOperator } from '../support/ops-operators';
import { publishBuilt, serviceReady, stableGamesVersion } from '../support/releases';
import { rumBeacons } from '../support/server-db';
import { runsCanary } from '../../shared/src/contract/canary-choice';

async function expectAccessible(page: Page, what: string): Promise<void> {
  const findings = await axeFindings(page);
  expect(findings, describeFindings(findings, what, 'console', 'release manager')).toEqual([]);
}

async function change(page: Page, fill: (form: Page) => Promise<void>, done: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Change mf-games' }).click();
  await fill(page);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText(done);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await serviceReady(request);
  // mf-games 1.1.0 in the bucket, promoted nowhere (a team's CI: publish-remote --no-promote).
  const published = publishBuilt('mf-games', '1.1.0', '--no-promote');
  expect(published.status, published.output).toBe(0);
});

test("a release manager canaries a version, sees both versions' players, promotes it and rolls it back; the audit log shows all three", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const code = merchantCode('console', testInfo);
  const base = createMerchant(code);
  const start = Date.now();
  const operator = opsOperator('release-manager');

  await page.goto('/ops/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, '/ops/ sign-in');
  await page.getByLabel('Name').fill(operator.name);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code').fill(await freshOpsCode(operator));
  await expectAccessible(page, '/ops/ authenticator code');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.goto(`/ops/releases?merchant=${code}`);
  const gamesRow = page.getByRole('table', { name: 'Running now' }).getByRole('row', { name: /^mf-games/ });
  await expect(gamesRow).toBeVisible();
  // The version CI just put in the bucket, dated by the bucket (its integrity record's time).
  const offered = page.getByRole('table', { name: 'Versions available' }).getByRole('row', { name: /^mf-games 1\.1\.0 / });
  await expect(offered.locator('time')).toHaveText(/\d{4}, \d\d:\d\d$/);
  await expectAccessible(page, '/ops/releases');

  await change(
    page,
    async () => {
      await page.getByLabel('Action', { exact: true }).selectOption('canary');
      await page.getByLabel('Version', { exact: true }).selectOption('1.1.0');
      await page.getByLabel('Share of players (%)').fill('50');
      await page.getByLabel(/^Reason/).fill('e2e: canary for half the phones');
      await expectAccessible(page, '/ops/releases change form');
    },
    `Canary mf-games 1.1.0 at 50 % for ${code}`,
  );
  await expect(gamesRow).toContainText('1.1.0 to 50 %');
  const stable = await stableGamesVersion(request, base);
  expect(stable).not.toBe('1.1.0');

  // One phone on each side of the canary opens the home and leaves it: its performance beacon
  // (sent as the page is left) carries the version it ran and its LCP. A phone whose beacon came
  // without an LCP (a busy machine may end the page before one is reported) goes once more.
  const entry = { name: 'mf-games' as const, canary: { version: '1.1.0', manifest: '', share: 50 } };
  const ids = Array.from({ length: 40 }, () => crypto.randomUUID());
  for (const side of [true, false]) {
    const version = side ? '1.1.0' : stable;
    const beaconed = () =>
      rumBeacons(code, start).some((beacon) => beacon.route === '/m/home' && beacon.lcp !== null && beacon.remotes['mf-games'] === version);
    await expect(async () => {
      const context = await browser.newContext({ ...phones['Pixel 7'] });
      await context.addCookies([{ name: 'loginDeviceId', value: ids.find((id) => runsCanary(entry, id) === side)!, url: base }]);
      const phone = await context.newPage();
      await phone.goto(`${base}/m/home`);
      await shellReady(phone);
      await phone.goto(`${base}/m/sports`);
      await shellReady(phone);
      await context.close();
      await expect.poll(beaconed, { timeout: 10_000 }).toBe(true);
    }).toPass({ timeout: 60_000 });
  }

  // The chart of p75 LCP per version, drawn from those beacons (asked again until they are in).
  await page.goto(`/ops/experience?merchant=${code}`);
  const chart = page.getByRole('img', { name: /mf-games/ });
  await expect(async () => {
    await page.reload();
    await expect(chart).toHaveAccessibleName(
      new RegExp(`${stable.replace(/\./g, '\\.')} latest .*1\\.1\\.0 latest|1\\.1\\.0 latest .*${stable.replace(/\./g, '\\.')} latest`),
      {
        timeout: 3_000,
      },
    );
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page, '/ops/experience');

  await page.goto(`/ops/releases?merchant=${code}`);
  await change(
    page,
    async () => {
      await page.getByLabel('Action', { exact: true }).selectOption('promote');
      await page.getByLabel('Version', { exact: true }).selectOption('1.1.0');
      await page.getByLabel('For', { exact: true }).selectOption(code);
      await page.getByLabel(/^Reason/).fill('e2e: the canary held');
    },
    `Promote mf-games 1.1.0 for ${code}`,
  );
  await expect(gamesRow.getByRole('cell').first()).toHaveText('1.1.0');
  await expect(gamesRow).toContainText('None');

  await change(
    page,
    async () => {
      await page.getByLabel('Action', { exact: true }).selectOption('rollback');
      await page.getByLabel(/^Reason/).fill('e2e: login errors up');
    },
    `Roll back mf-games for ${code}`,
  );
  await expect(gamesRow.getByRole('cell').first()).not.toHaveText('1.1.0');

  await page.goto(`/ops/audit?merchant=${code}`);
  const log = page.getByRole('region', { name: 'Audit log' });
  for (const reason of ['e2e: canary for half the phones', 'e2e: the canary held', 'e2e: login errors up'])
    await expect(log.getByRole('row').filter({ hasText: reason })).toContainText(operator.name);
  await expectAccessible(page, '/ops/audit');

  await page.goto(`/ops/health?merchant=${code}`);
  await expect(page.getByRole('heading', { name: /Health/ })).toBeVisible();
  // The render instance's own figures, from its reports to the backend (this scenario drew pages).
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/renders? per second/i)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page, '/ops/health');
});
