/**
 * Releases the way feature teams ship (issue 38): a version published to the release bucket and
 * moved between merchants by the registry service, which the run's server reads registries from
 * (support/test-backend.ts). Each scenario works on a merchant of its own (a copy of demo): the
 * other scenarios of the run keep demo as it is. lotus, which pins mf-games 1.0.0, is only looked at.
 * The version a merchant ran before is read from its registry: independent-deployment.spec.ts may
 * have published another one to the default registry, which a copy of demo follows.
 */
import crypto from 'node:crypto';
import { devices as phones } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { drawnGamesVersion, drawnHome, publishBuilt, release, serviceReady, stableGamesVersion } from '../support/releases';
import { E2E_DATA_DIR, E2E_RELEASES_PUBLIC_URL, tenantUrl } from '../support/test-server';
import { rumBeacons } from '../support/server-db';
import { parseArgs as rumArgs, runRumReport } from '../../scripts/rum/rum-cli';
import { runsCanary } from '../../shared/src/contract/canary-choice';

const bundleTag = '[data-testid="bundle-tag"]';

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await serviceReady(request);
  // mf-games 1.1.0 in the bucket, promoted nowhere (a team's CI: publish-remote --no-promote).
  const published = publishBuilt('mf-games', '1.1.0', '--no-promote');
  expect(published.status, published.output).toBe(0);
});

test('a version promoted for one merchant reaches its pages only, on the server and in the browser; a rollback takes it back', async ({
  page,
  request,
}, testInfo) => {
  const code = merchantCode('release', testInfo);
  const base = createMerchant(code);

  const promoted = release('promote', 'mf-games', '1.1.0', '--merchant', code, '--reason', 'e2e: promote for one merchant');
  expect(promoted.status, promoted.output).toBe(0);
  // The version the merchant ran until now, as the service recorded it (what a rollback returns to).
  const before = new RegExp(`${code}: promote mf-games (\\S+) -> 1\\.1\\.0`).exec(promoted.output)?.[1];
  expect(before, promoted.output).toMatch(/^\d+\.\d+\.\d+/);

  // The server draws the merchant's home with 1.1.0, whose server build came from the bucket.
  await expect.poll(() => drawnGamesVersion(request, base), { timeout: 20_000 }).toBe('1.1.0');
  const { html } = await drawnHome(request, base);
  expect(html).toContain(`${E2E_RELEASES_PUBLIC_URL}/remotes/mf-games/1.1.0/mf-manifest.json`);
  // The browser runs 1.1.0 too, loaded from the bucket's origin.
  const fromBucket = page.waitForResponse((answer) => answer.url().startsWith(`${E2E_RELEASES_PUBLIC_URL}/remotes/mf-games/1.1.0/`));
  await page.goto(`${base}/m/sports`);
  await shellReady(page);
  await expect(page.locator(bundleTag)).toHaveAttribute('data-version', '1.1.0');
  expect((await fromBucket).ok()).toBe(true);

  // lotus keeps its pin, on the server and in the browser.
  expect(await drawnGamesVersion(request, tenantUrl('lotus'))).toBe('1.0.0');
  await page.goto(`${tenantUrl('lotus')}/m/sports`);
  await expect(page.locator(bundleTag)).toHaveAttribute('data-version', '1.0.0');

  const rolledBack = release('rollback', 'mf-games', '--merchant', code, '--reason', 'e2e: roll back');
  expect(rolledBack.status, rolledBack.output).toBe(0);
  await expect.poll(() => drawnGamesVersion(request, base), { timeout: 20_000 }).toBe(before!);
  await page.goto(`${base}/m/sports`);
  await shellReady(page);
  await expect(page.locator(bundleTag)).toHaveAttribute('data-version', before!);
});

test('a canary at 50 % runs on about half of 20 fresh devices, each keeping its version, the same on the server, in the browser and in its performance beacon', async ({
  browser,
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const code = merchantCode('canary', testInfo);
  const base = createMerchant(code);
  const start = Date.now();
  const canary = release('canary', 'mf-games', '1.1.0', '--merchant', code, '--share', '50', '--reason', 'e2e: canary');
  expect(canary.status, canary.output).toBe(0);

  // Each device is a fresh client: no cookie jar shared between them.
  const devices = Array.from({ length: 20 }, () => crypto.randomUUID());
  const entry = { name: 'mf-games' as const, canary: { version: '1.1.0', manifest: '', share: 50 } };
  const api = await playwright.request.newContext();
  let stable = '';
  try {
    // The first page after the change may still be the registry kept before it (half a second here).
    await expect
      .poll(
        async () =>
          (
            await drawnHome(
              api,
              base,
              devices.find((id) => runsCanary(entry, id)),
            )
          ).html,
      )
      .toContain('"canary"');
    // From now on the merchant's registry is its own copy in the bucket: its stable version stays.
    stable = await stableGamesVersion(request, base);
    expect(stable).not.toBe('1.1.0');
    const versions: string[] = [];
    for (const id of devices) versions.push(await drawnGamesVersion(api, base, id));
    expect(new Set(versions)).toEqual(new Set([stable, '1.1.0']));
    // Each device runs what the shared choice gives it, and keeps it on its next page.
    expect(versions).toEqual(devices.map((id) => (runsCanary(entry, id) ? '1.1.0' : stable)));
    for (const id of devices.slice(0, 3)) expect(await drawnGamesVersion(api, base, id)).toBe(versions[devices.indexOf(id)]);

    // A first visit without a device id gets one from the server, and the version it chose.
    const first = await drawnHome(api, base);
    const given = /loginDeviceId=([0-9a-f-]{36})/.exec(first.setCookie ?? '')?.[1];
    expect(given).toBeDefined();
    if (first.version) expect(first.version).toBe(runsCanary(entry, given!) ? '1.1.0' : stable);
  } finally {
    await api.dispose();
  }

  // In the browser, a device on each side: the shell runs the version the server drew for it.
  for (const side of [true, false]) {
    const id = devices.find((device) => runsCanary(entry, device) === side)!;
    const context = await browser.newContext({ ...phones['Pixel 7'] });
    await context.addCookies([{ name: 'loginDeviceId', value: id, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/m/home`);
    await shellReady(page);
    const drawn = await page
      .locator('[data-remote="mf-games"][data-module="./HomeCategories"]')
      .first()
      .getAttribute('data-remote-version');
    if (drawn) expect(drawn).toBe(side ? '1.1.0' : stable);
    await page.goto(`${base}/m/sports`);
    await expect(page.locator(bundleTag)).toHaveAttribute('data-version', side ? '1.1.0' : stable);
    await context.close();
  }

  // Each device's performance beacon (sent as it left the home page) reports the version it ran,
  // so `pnpm rum` and the registry service list the canary's p75 beside the stable version's.
  const homeVersions = () => new Set(rumBeacons(code, start).flatMap((b) => (b.route === '/m/home' ? [b.remotes['mf-games']] : [])));
  // A phone whose beacon did not come (a busy machine may end the page before the lazily loaded
  // reporter has run) opens the home and leaves it once more, as in ops-console.spec.ts.
  for (const side of [true, false]) {
    const id = devices.find((device) => runsCanary(entry, device) === side)!;
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) {
        const context = await browser.newContext({ ...phones['Pixel 7'] });
        await context.addCookies([{ name: 'loginDeviceId', value: id, url: base }]);
        const page = await context.newPage();
        await page.goto(`${base}/m/home`);
        await shellReady(page);
        await page.goto(`${base}/m/sports`);
        await shellReady(page);
        await context.close();
      }
      await expect.poll(() => homeVersions().has(side ? '1.1.0' : stable), { timeout: 10_000 }).toBe(true);
    }).toPass({ timeout: 60_000 });
  }
  expect(homeVersions()).toEqual(new Set([stable, '1.1.0']));
  const { text } = runRumReport(rumArgs([`--merchant=${code}`, '--min-samples=1'], { DATA_DIR: E2E_DATA_DIR }));
  for (const version of [stable, '1.1.0'])
    expect(text).toMatch(new RegExp(`/m/home\\s+mf-games\\s+${version.replace(/\./g, '\\.')}\\s+\\d+`));
  // The registry service's API gives both side by side, from the same beacons (`pnpm release canaries`).
  const sideBySide = release('canaries', '--merchant', code);
  expect(sideBySide.status, sideBySide.output).toBe(0);
  expect(sideBySide.output).toMatch(
    new RegExp(
      `${code}: mf-games canary at 50 %: 1\\.1\\.0: [1-9]\\d* beacons.* \\| stable ${stable.replace(/\./g, '\\.')}: [1-9]\\d* beacons`,
    ),
  );
});
