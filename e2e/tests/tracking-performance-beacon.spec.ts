/**
 * SPEC section 9: a page load reports its performance (web-vitals FCP, LCP, CLS, INP, TTFB and
 * the first-screen time) within 15 s, with one sendBeacon to /wps/system/collect, tagged with the
 * route, the device class, the shell version and the version of every remote on the page; the
 * server keeps it for `pnpm rum`.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { rumBeacons } from '../support/server-db';
import { shellDiagnostics } from '../support/shell';
import { quietInstallPrompt } from '../support/auth';

test('opening home sends its web vitals and the versions of the remotes it shows, within 15 s', async ({ page, context }, testInfo) => {
  await quietInstallPrompt(context);
  // A merchant of its own: no other scenario's beacons in its rows.
  const code = merchantCode('rum', testInfo);
  const base = createMerchant(code);
  // How the collect calls left the page (a beacon's body is read where it arrived: the server).
  const collectTypes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/system/collect') collectTypes.push(request.resourceType());
  });

  const start = Date.now();
  await page.goto(`${base}/m/home`);
  await shellReady(page);
  await expect(page.locator('.remote-slot[data-mounted]').first()).toBeVisible();
  const registry = (await shellDiagnostics(page)).registry;

  await expect.poll(() => rumBeacons(code, start).length, { timeout: 20_000 }).toBe(1);
  const [beacon] = rumBeacons(code, start);
  expect(beacon!.received_at - start).toBeLessThan(15_000);
  expect(beacon).toMatchObject({ route: '/m/home', device: 'phone', shell_version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  for (const metric of ['fcp', 'lcp', 'ttfb', 'fs'] as const) expect(beacon![metric], metric).toBeGreaterThan(0);
  expect(beacon!.cls).toBeGreaterThanOrEqual(0);
  // The home page shows games, promotions and PWA widgets: each reported with its registry version.
  const versions = Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.version]));
  expect(Object.keys(beacon!.remotes)).toEqual(expect.arrayContaining(['mf-games', 'mf-promotions', 'mf-pwa']));
  for (const [remote, version] of Object.entries(beacon!.remotes)) expect(version, remote).toBe(versions[remote]);

  // Sent with navigator.sendBeacon (the server refuses anything over the 1024-byte limit).
  expect(collectTypes.length).toBeGreaterThan(0);
  expect(new Set(collectTypes)).toEqual(new Set(['ping']));
});
