/**
 * What the ad networks' stand-in scripts recorded for this scenario (server test mode serves
 * them in place of gtm.js, gtag.js, fbevents.js, TikTok's events.js, the AppsFlyer and Adjust
 * SDKs; see server/src/emulators/ad-networks). Each scenario reads only its own calls: they are
 * keyed by the scope cookie the `faults` fixture sets, so scenarios can run in parallel.
 *
 *   const networks = adNetworks(request, testInfo);          // with the `faults` fixture in use
 *   await expect.poll(() => networks.events('meta')).toContainEqual(['trackCustom', 'gameLaunch', …]);
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { onceMoreIfDropped, scenarioScope } from './fixtures';
import { BASE_URL } from './test-server';

export type Channel = 'gtm' | 'gtag' | 'meta' | 'tiktok' | 'appsflyer' | 'adjust';

export interface RecordedCall {
  channel: Channel;
  method: string;
  args: unknown[];
  src: string;
  page: string;
  seq: number;
  at: number;
}

export interface AdNetworks {
  /** Every call a channel's stand-in recorded, in the order the page made them. */
  calls(channel: Channel): Promise<RecordedCall[]>;
  /** The calls as `[method, ...args]`, without the stand-in's own `load` record. */
  events(channel: Channel): Promise<unknown[][]>;
  clear(): Promise<void>;
}

export function adNetworks(request: APIRequestContext, testInfo: TestInfo): AdNetworks {
  const scope = scenarioScope(testInfo);
  const calls = async (channel: Channel): Promise<RecordedCall[]> => {
    // A read of the stand-in's record: sending it again after a dropped keep-alive socket is harmless.
    const response = await onceMoreIfDropped(() =>
      request.get(`${BASE_URL}/__emulators/ad-networks/calls?scope=${scope}&channel=${channel}`),
    );
    return ((await response.json()) as { calls: RecordedCall[] }).calls;
  };
  return {
    calls,
    async events(channel) {
      return (await calls(channel)).filter((call) => call.method !== 'load').map((call) => [call.method, ...call.args]);
    },
    async clear() {
      await request.delete(`${BASE_URL}/__emulators/ad-networks/calls?scope=${scope}`);
    },
  };
}

/** The ad-network script URLs a page requested, from now on. */
export function watchChannelScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/__emulators/ad-networks/') && !url.includes('/calls')) requested.push(new URL(url).pathname + new URL(url).search);
  });
  return requested;
}
