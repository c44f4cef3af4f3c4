/**
 * Issue 17: the page's remote parts start downloading as soon as the merchant's registry is read,
 * while the status answer is still on its way, instead of after the first render; and a preloaded
 * file is not downloaded a second time when the page then mounts it. The remotes come from the
 * release bucket, another origin (issue 38): the page's resource timings show no transfer size for
 * its files (no Timing-Allow-Origin), so what went over the network is read from Chromium's own
 * record (support/network-downloads.ts).
 */
import { test, expect, shellReady } from '../support/fixtures';
import { recordDownloads } from '../support/network-downloads';

interface Entry {
  url: string;
  path: string;
  start: number;
  end: number;
}

/** A remote's file, wherever the registry puts its versions (`…/remotes/<remote>/<version>/…`). */
const REMOTE_FILE = /\/remotes\/mf-[a-z]+\/[^/]+\//;

for (const { route, chunk } of [
  { route: '/m/sports', chunk: /\/remotes\/mf-games\/[^/]+\/__federation_expose_CategoryPage\.[0-9a-f]{8}\.js$/ },
  { route: '/m/home', chunk: /\/remotes\/mf-promotions\/[^/]+\/__federation_expose_HomeBanner\.[0-9a-f]{8}\.js$/ },
]) {
  test(`${route}: its remote page downloads while the status answer is slow, and only once`, async ({ page, faults }) => {
    await faults.add({ path: '/wps/system/status', delayMs: 2500, times: 1 });
    const downloaded = await recordDownloads(page);
    await page.goto(route);
    await shellReady(page);
    await page.waitForLoadState('networkidle');
    const entries: Entry[] = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        url: e.name,
        path: new URL(e.name).pathname,
        start: e.startTime,
        end: e.responseEnd,
      })),
    );

    const status = entries.find((e) => e.path === '/wps/system/status');
    const downloads = downloaded().filter((url) => chunk.test(new URL(url).pathname));
    expect(status, 'the status call').toBeTruthy();
    expect(downloads, `downloads of ${chunk}`).toHaveLength(1);
    const chunkTiming = entries.find((e) => e.url === downloads[0]);
    expect(chunkTiming, 'the page chunk in the resource timings').toBeTruthy();
    expect(chunkTiming!.start, 'the page chunk was requested before the status answered').toBeLessThan(status!.end);

    const remoteScripts = downloaded().filter((url) => REMOTE_FILE.test(new URL(url).pathname) && new URL(url).pathname.endsWith('.js'));
    expect(
      remoteScripts.filter((p, i) => remoteScripts.indexOf(p) !== i),
      'remote scripts downloaded twice',
    ).toEqual([]);
  });
}

test('a first visit downloads each start-up script and remote manifest the page preloads exactly once', async ({ page }) => {
  const downloaded = await recordDownloads(page);
  await page.goto('/m/home');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  const preloaded = await page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => ({ as: link.getAttribute('as'), url: (link as HTMLLinkElement).href })),
  );
  const scripts = preloaded.filter((p) => p.as === 'script').map((p) => p.url);
  const manifests = preloaded.filter((p) => p.as === 'fetch').map((p) => p.url);
  // The shell's start-up chunks (shared/build/startup-preload-plugin.ts) and the registry's manifests (page-registry.ts).
  expect(scripts.length, 'start-up scripts preloaded').toBeGreaterThan(5);
  expect(manifests.length, 'remote manifests preloaded').toBeGreaterThan(2);
  const downloads = downloaded();
  for (const url of [...scripts, ...manifests])
    expect(
      downloads.filter((d) => d === url),
      `${url} downloads`,
    ).toHaveLength(1);
});
