/**
 * The tracker's code, loaded after the first view (start-tracking.ts imports it lazily): the
 * channel adapters and their snippets never weigh on the first load.
 */
import { api, sessionStore, systemConfig, tracking, type TrackedEvent } from '@m/shared';
import { createTracker, type Tracker } from './tracker';
import { scriptLoader } from './script-loader';
import type { ChannelWindow } from './channels/channel-adapter';
import type { DeliveredPayload } from './delivered-payload';
import { firstPartyRecord } from './first-party-record';

export function startTracker(win: Window = window): Tracker {
  const status = systemConfig.value?.status;
  const analytics = status?.analytics;
  const merchant = status?.merchantCode ?? '';
  const tracker = createTracker(
    {
      channelIds: tracking.channelIds(win.location.hostname),
      scriptUrls: analytics?.scriptUrls ?? {},
      options: { test: status?.test === true, adjustEventTokens: analytics?.adjustEventTokens ?? {}, appIds: tracking.appTrackingInfo(win.navigator.userAgent) as Record<string, string> | null },
    },
    {
      win: win as ChannelWindow,
      loadScript: scriptLoader(win.document),
      payloadContext: () => ({ session: sessionStore.current, currency: systemConfig.value?.country?.currency ?? null }),
      // The operator's own record of every event (POST /wps/system/collect, a beacon).
      firstParty: (event: TrackedEvent, payload: DeliveredPayload) => {
        const value = firstPartyRecord(event, payload, win.location.pathname, Date.now());
        if (value) void api.call('collect', { body: { merchant, value } }).catch(() => undefined);
      },
    },
  );
  return tracker;
}
