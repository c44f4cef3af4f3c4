/**
 * The AppsFlyer Web SDK (People-Based Attribution): the snippet defines `AF` (queueing
 * `[time, ...args]` in `AF.q` until the SDK loads) and names the web dev key in `AF.id`. Events
 * go out as `AF('pba', 'event', { eventType: 'EVENT', eventName, eventValue, eventRevenue })`; the
 * member becomes the customer user id with `AF('pba', 'setCustomerUserId', id)` when it changes.
 * https://dev.appsflyer.com/hc/docs/web-sdk-reference
 */
import type { TrackedEvent } from '@m/shared';
import type { ChannelAdapter, ChannelWindow } from './channel-adapter';
import { withQuery } from './channel-adapter';
import type { DeliveredPayload } from '../delivered-payload';

export const APPSFLYER_SCRIPT_URL = 'https://websdk.appsflyer.com';

interface Af {
  (...args: unknown[]): void;
  q?: unknown[][];
  id?: unknown;
  plugins?: Record<string, unknown>;
}

function af(win: ChannelWindow, id?: string): Af {
  if (typeof win.AF !== 'function') {
    win.AppsFlyerSdkObject = 'AF';
    const stub: Af = function AF(...args: unknown[]) {
      (stub.q ??= []).push([Date.now(), ...args]);
    };
    stub.plugins = {};
    win.AF = stub;
  }
  const stub = win.AF as Af;
  if (id !== undefined && stub.id === undefined) stub.id = { pba: { webAppId: id } };
  return stub;
}

export function appsflyerEvent(
  event: TrackedEvent,
  payload: DeliveredPayload,
  appIds: Record<string, string> | null,
): Record<string, unknown> {
  const { content, ...rest } = payload;
  return {
    eventType: 'EVENT',
    eventName: event,
    eventValue: { ...rest, ...content, ...appIds },
    ...(payload.af_revenue !== undefined ? { eventRevenue: payload.af_revenue } : {}),
    ...(payload.af_currency ? { eventRevenueCurrency: payload.af_currency } : {}),
  };
}

/** The customer user id last given to the SDK on each page: it is set when it changes, not before every event. */
const customerUserIds = new WeakMap<object, string>();

export const appsflyerChannel: ChannelAdapter = {
  channel: 'appsflyer',
  idName: 'appsflyerId',
  defaultScriptUrl: APPSFLYER_SCRIPT_URL,
  install(win, id, scriptBase) {
    af(win, id);
    return { url: withQuery(scriptBase, { st: 'pba' }) };
  },
  track(win, event, payload, options) {
    const call = af(win);
    if (payload.customerId && customerUserIds.get(win) !== payload.customerId) {
      customerUserIds.set(win, payload.customerId);
      call('pba', 'setCustomerUserId', payload.customerId);
    }
    call('pba', 'event', appsflyerEvent(event, payload, options.appIds));
  },
};
