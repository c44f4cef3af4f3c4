/**
 * What a page downloaded over the network, from Chromium's own network record (the DevTools
 * protocol): a file taken from a cache (the memory cache a preload fills, the disk cache) is not
 * a download. The page's resource timings cannot tell for a file of another origin without
 * `Timing-Allow-Origin` (the remotes on the release bucket, issue 38): their transfer size reads 0.
 */
import type { Page } from '@playwright/test';

/** Starts recording before the page loads; the returned function gives the URLs downloaded so far, in order. */
export async function recordDownloads(page: Page): Promise<() => string[]> {
  const session = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  const downloads: string[] = [];
  session.on('Network.requestWillBeSent', (event) => void urls.set(event.requestId, event.request.url));
  session.on('Network.requestServedFromCache', (event) => void fromCache.add(event.requestId));
  session.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker)
      fromCache.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url && !fromCache.has(event.requestId) && event.encodedDataLength > 0) downloads.push(url);
  });
  await session.send('Network.enable');
  return () => [...downloads];
}
