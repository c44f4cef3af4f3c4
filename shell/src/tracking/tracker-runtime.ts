/**
 * The tracker's code, loaded after the first view (start-tracking.ts imports it lazily): the
 * channel adapters and their snippets never weigh on the first load.
 */
import { api, bus, filter, sessionStore, systemConfig, tracking, type TrackedEvent } from '@m/shared';
import { createTracker, type Tracker } from './tracker';
import { scriptLoader } from './script-loader';
import type { ChannelWindow } from './channels/channel-adapter';
import type { DeliveredPayload } from './delivered-payload';
import { firstPartyRecord } from './first-party-record';
import { watchCashierEvents } from './cashier-events';
import { onVisibleAgain } from '../startup/timers';

export function startTracker(win: Window = window, page: { cashierReturn: boolean } = { cashierReturn: false }): Tracker {
  const status = systemConfig.value?.status;
  const analytics = status?.analytics;
  const merchant = status?.merchantCode ?? '';
  const tracker = createTracker(
    {
      channelIds: tracking.channelIds(win.location.hostname),
      scriptUrls: analytics?.scriptUrls ?? {},
      options: {
        test: status?.test === true,
        adjustEventTokens: analytics?.adjustEventTokens ?? {},
        appIds: tracking.appTrackingInfo(win.navigator.userAgent) as Record<string, string> | null,
      },
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
  watchCashierEvents({
    claim: async () => (await api.call('trackingEvents')).events,
    publish: (message) => bus.publish('track.event', message),
    hasSession: () => sessionStore.current !== null,
    claimNow: page.cashierReturn,
    onOccasion: (check) => {
      const signIn = bus
        .on('session.changed')
        .pipe(filter(({ session }) => session !== null))
        .subscribe(check);
      // This site's own cashier reported a deposit order or a withdrawal: claim it now.
      const cashier = bus
        .on('wallet.changed')
        .pipe(filter(({ reason }) => reason === 'deposit' || reason === 'withdraw'))
        .subscribe(check);
      const stopVisible = onVisibleAgain(check, undefined, win.document);
      return () => {
        signIn.unsubscribe();
        cashier.unsubscribe();
        stopVisible();
      };
    },
  });
  return tracker;
}
