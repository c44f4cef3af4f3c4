/**
 * Issue 17: the page's remote parts start downloading as soon as the merchant's registry is read,
 * while the status answer is still on its way, instead of after the first render; and a preloaded
 * file is not downloaded a second time when the page then mounts it.
 */
import { test, expect, shellReady } from '../support/fixtures';

interface Entry {
  path: string;
  start: number;
  end: number;
  /** Bytes that came over the network: 0 when the browser reused what it had. */
  transfer: number;
}

for (const { route, chunk } of [
  { route: '/m/sports', chunk: /^\/m\/remotes\/mf-games\/[^/]+\/__federation_expose_CategoryPage\.[0-9a-f]{8}\.js$/ },
  { route: '/m/home', chunk: /^\/m\/remotes\/mf-promotions\/[^/]+\/__federation_expose_HomeBanner\.[0-9a-f]{8}\.js$/ },
]) {
  test(`${route}: its remote page downloads while the status answer is slow, and only once`, async ({ page, faults }) => {
    await faults.add({ path: '/wps/system/status', delayMs: 2500, times: 1 });
    await page.goto(route);
    await shellReady(page);
    await page.waitForLoadState('networkidle');
    const entries: Entry[] = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        path: new URL(e.name).pathname,
        start: e.startTime,
        end: e.responseEnd,
        transfer: e.transferSize,
      })),
    );

    const status = entries.find((e) => e.path === '/wps/system/status');
    const downloads = entries.filter((e) => chunk.test(e.path) && e.transfer > 0);
    expect(status, 'the status call').toBeTruthy();
    expect(downloads, `downloads of ${chunk}`).toHaveLength(1);
    expect(downloads[0]!.start, 'the page chunk was requested before the status answered').toBeLessThan(status!.end);

    const remoteScripts = entries
      .filter((e) => e.path.startsWith('/m/remotes/') && e.path.endsWith('.js') && e.transfer > 0)
      .map((e) => e.path);
    expect(
      remoteScripts.filter((p, i) => remoteScripts.indexOf(p) !== i),
      'remote scripts downloaded twice',
    ).toEqual([]);
  });
}

test('a first visit downloads each start-up script and remote manifest the page preloads exactly once', async ({ page }) => {
  await page.goto('/m/home');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  const preloaded = await page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => ({ as: link.getAttribute('as'), path: new URL((link as HTMLLinkElement).href).pathname })),
  );
  const scripts = preloaded.filter((p) => p.as === 'script').map((p) => p.path);
  const manifests = preloaded.filter((p) => p.as === 'fetch').map((p) => p.path);
  // The shell's start-up chunks (shared/build/startup-preload-plugin.ts) and the registry's manifests (page-registry.ts).
  expect(scripts.length, 'start-up scripts preloaded').toBeGreaterThan(5);
  expect(manifests.length, 'remote manifests preloaded').toBeGreaterThan(2);
  const downloads: string[] = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.transferSize > 0)
      .map((e) => new URL(e.name).pathname),
  );
  for (const path of [...scripts, ...manifests])
    expect(
      downloads.filter((d) => d === path),
      `${path} downloads`,
    ).toHaveLength(1);
});
