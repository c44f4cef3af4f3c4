/**
 * The TikTok pixel: the snippet makes `ttq` an array whose methods push `[method, ...args]`,
 * `ttq.load(pixelId)` names the pixel (and, in the snippet, inserts events.js) and `ttq.page()`
 * counts the view. Events go out as `ttq.track(name, params)`, with TikTok's standard names where
 * one means the same thing.
 * https://business-api.tiktok.com/portal/docs?id=1739583652957185
 */
import type { TrackedEvent } from '@m/shared';
import type { ChannelAdapter, ChannelWindow } from './channel-adapter';
import { withQuery } from './channel-adapter';
import type { DeliveredPayload } from '../delivered-payload';

export const TIKTOK_SCRIPT_URL = 'https://analytics.tiktok.com/i18n/pixel/events.js';

const METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

const STANDARD: Partial<Record<TrackedEvent, string>> = {
  register: 'CompleteRegistration',
  viewContent: 'ViewContent',
  downloadApp: 'Download',
  depositSubmit: 'InitiateCheckout',
  deposit: 'CompletePayment',
};

export function tiktokEvent(event: TrackedEvent, payload: DeliveredPayload): [string, Record<string, unknown>] {
  const { content, ...rest } = payload;
  return [STANDARD[event] ?? event, { ...rest, ...content }];
}

type Ttq = unknown[] & Record<string, unknown>;

function ttq(win: ChannelWindow, scriptBase: string): Ttq {
  if (Array.isArray(win.ttq) || (typeof win.ttq === 'object' && win.ttq !== null)) return win.ttq as Ttq;
  win.TiktokAnalyticsObject = 'ttq';
  const queue = [] as unknown as Ttq;
  queue.methods = METHODS;
  for (const method of METHODS) {
    queue[method] = (...args: unknown[]) => {
      queue.push([method, ...args]);
    };
  }
  // As the snippet's ttq.load, minus the script insertion (the tracker loads it after the first view).
  queue.load = (id: string, options?: Record<string, unknown>) => {
    const instances = (queue._i ??= {}) as Record<string, unknown[] & { _u?: string }>;
    instances[id] = Object.assign([], { _u: scriptBase });
    ((queue._t ??= {}) as Record<string, number>)[id] = Date.now();
    ((queue._o ??= {}) as Record<string, unknown>)[id] = options ?? {};
  };
  win.ttq = queue;
  return queue;
}

export const tiktokChannel: ChannelAdapter = {
  channel: 'tiktok',
  idName: 'tiktokPixelId',
  defaultScriptUrl: TIKTOK_SCRIPT_URL,
  install(win, id, scriptBase) {
    const q = ttq(win, scriptBase);
    (q.load as (id: string) => void)(id);
    (q.page as () => void)();
    return { url: withQuery(scriptBase, { sdkid: id, lib: 'ttq' }) };
  },
  track(win, event, payload) {
    const q = ttq(win, TIKTOK_SCRIPT_URL);
    (q.track as (...args: unknown[]) => void)(...tiktokEvent(event, payload));
  },
};
