/**
 * The Adjust Web SDK: the snippet makes `Adjust` an object whose methods push `[name, args]` on
 * `Adjust_q`, and replays that queue on the SDK once its script has loaded. The tracker calls
 * `Adjust.initSdk({ appToken, environment })`, then `Adjust.trackEvent({ eventToken, revenue,
 * currency, callbackParams })`. Adjust knows events by the tokens its dashboard issues, so an
 * event goes to Adjust only when the merchant's config maps it to a token
 * (`analytics.adjustEventTokens`); the native app's ids travel as global callback parameters.
 * https://dev.adjust.com/en/sdk/web/
 */
import type { TrackedEvent } from '@m/shared';
import type { ChannelAdapter, ChannelWindow } from './channel-adapter';
import type { DeliveredPayload } from '../delivered-payload';

export const ADJUST_SCRIPT_URL = 'https://cdn.adjust.com/adjust-latest.min.js';

const METHODS = [
  'initSdk',
  'getAttribution',
  'getWebUUID',
  'trackEvent',
  'addGlobalCallbackParameters',
  'addGlobalPartnerParameters',
  'removeGlobalCallbackParameter',
  'removeGlobalPartnerParameter',
  'clearGlobalCallbackParameters',
  'clearGlobalPartnerParameters',
  'switchToOfflineMode',
  'switchBackToOnlineMode',
  'stop',
  'restart',
  'gdprForgetMe',
  'disableThirdPartySharing',
  'initSmartBanner',
  'showSmartBanner',
  'hideSmartBanner',
];

type AdjustApi = Record<string, (...args: unknown[]) => unknown>;

function adjust(win: ChannelWindow): AdjustApi {
  if (typeof win.Adjust !== 'object' || win.Adjust === null) win.Adjust = {};
  if (!Array.isArray(win.Adjust_q)) win.Adjust_q = [];
  const api = win.Adjust as AdjustApi;
  const queue = win.Adjust_q as unknown[];
  for (const method of METHODS) {
    if (typeof api[method] !== 'function') api[method] = (...args: unknown[]) => queue.push([method, args]);
  }
  return api;
}

/** As the snippet's onload: hand the queued calls to the SDK that has just replaced `Adjust`. */
function replayQueue(win: ChannelWindow): void {
  const queue = Array.isArray(win.Adjust_q) ? (win.Adjust_q as [string, unknown[]][]) : [];
  const api = win.Adjust as AdjustApi | undefined;
  for (const [method, args] of queue) api?.[method]?.apply(api, args);
  win.Adjust_q = [];
}

export function adjustEvent(token: string, payload: DeliveredPayload): Record<string, unknown> {
  const params: { key: string; value: string }[] = [];
  const { content, ...fields } = payload;
  for (const [key, value] of Object.entries({ ...fields, ...content })) {
    if (value === undefined) continue;
    params.push({ key, value: String(value) });
  }
  return {
    eventToken: token,
    ...(payload.revenue !== undefined && payload.currency ? { revenue: payload.revenue, currency: payload.currency } : {}),
    callbackParams: params,
  };
}

export const adjustChannel: ChannelAdapter = {
  channel: 'adjust',
  idName: 'adjustId',
  defaultScriptUrl: ADJUST_SCRIPT_URL,
  install(win, id, scriptBase, options) {
    const api = adjust(win);
    api.initSdk!({ appToken: id, environment: options.test ? 'sandbox' : 'production' });
    if (options.appIds) api.addGlobalCallbackParameters!(Object.entries(options.appIds).map(([key, value]) => ({ key, value })));
    return { url: scriptBase, onLoad: () => replayQueue(win) };
  },
  track(win, event: TrackedEvent, payload, options) {
    const token = options.adjustEventTokens[event];
    if (!token) return;
    adjust(win).trackEvent!(adjustEvent(token, payload));
  },
};
