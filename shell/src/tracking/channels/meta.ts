/**
 * The Meta pixel: the snippet defines `fbq` (queueing calls until fbevents.js sets `callMethod`),
 * then `fbq('init', pixelId)` and `fbq('track', 'PageView')`. Events with a Meta standard
 * equivalent go out as `fbq('track', Standard, params)`, the others as
 * `fbq('trackCustom', name, params)`.
 * https://developers.facebook.com/docs/meta-pixel/reference
 */
import type { TrackedEvent } from '@m/shared';
import type { ChannelAdapter, ChannelWindow } from './channel-adapter';
import type { DeliveredPayload } from '../delivered-payload';

export const META_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

const STANDARD: Partial<Record<TrackedEvent, string>> = {
  register: 'CompleteRegistration',
  viewContent: 'ViewContent',
  startTrial: 'StartTrial',
  depositSubmit: 'InitiateCheckout',
  deposit: 'Purchase',
};

export function metaCall(event: TrackedEvent, payload: DeliveredPayload): [string, string, Record<string, unknown>] {
  const { content, ...rest } = payload;
  const params = { ...rest, ...content };
  const standard = STANDARD[event];
  return standard ? ['track', standard, params] : ['trackCustom', event, params];
}

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

function fbq(win: ChannelWindow): Fbq {
  if (typeof win.fbq === 'function') return win.fbq as Fbq;
  // The official snippet's stub, minus its script insertion.
  const stub = function fbq(...args: unknown[]) {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue.push(args);
  } as Fbq;
  stub.push = stub;
  stub.loaded = true;
  stub.version = '2.0';
  stub.queue = [];
  win.fbq = stub;
  if (!win._fbq) win._fbq = stub;
  return stub;
}

export const metaChannel: ChannelAdapter = {
  channel: 'meta',
  idName: 'fbPixelId',
  defaultScriptUrl: META_SCRIPT_URL,
  install(win, id, scriptBase) {
    const call = fbq(win);
    call('init', id);
    call('track', 'PageView');
    return { url: scriptBase };
  },
  track(win, event, payload) {
    fbq(win)(...metaCall(event, payload));
  },
};
