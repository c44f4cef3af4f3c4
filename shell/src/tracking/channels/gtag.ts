/**
 * The Google tag (gtag.js, Google Analytics 4 / Ads): the snippet defines `gtag()` pushing its
 * arguments onto `dataLayer`, then `gtag('js', date)` and `gtag('config', id)`. Events go out as
 * `gtag('event', name, params)`, with GA4's recommended names where one means the same thing.
 * https://developers.google.com/tag-platform/gtagjs/reference
 */
import type { TrackedEvent } from '@m/shared';
import type { ChannelAdapter, ChannelWindow } from './channel-adapter';
import { withQuery } from './channel-adapter';
import type { DeliveredPayload } from '../delivered-payload';

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** GA4 recommended events (https://support.google.com/analytics/answer/9267735). */
const GA4_NAMES: Partial<Record<TrackedEvent, string>> = {
  login: 'login',
  register: 'sign_up',
  depositSubmit: 'begin_checkout',
  deposit: 'purchase',
};

export function gtagEventName(event: TrackedEvent): string {
  return GA4_NAMES[event] ?? event;
}

export function gtagParams(payload: DeliveredPayload): Record<string, unknown> {
  const { content, customerId, ...rest } = payload;
  return { ...rest, ...(customerId ? { user_id: customerId } : {}), ...content };
}

function gtag(win: ChannelWindow): (...args: unknown[]) => void {
  if (typeof win.gtag !== 'function') {
    if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
    const layer = win.dataLayer as unknown[];
    // As the snippet: gtag pushes its `arguments` object itself, which gtag.js tells from a GTM push.
    win.gtag = function gtag() {
      layer.push(arguments);
    };
  }
  return win.gtag as (...args: unknown[]) => void;
}

export const gtagChannel: ChannelAdapter = {
  channel: 'gtag',
  idName: 'gtagId',
  defaultScriptUrl: GTAG_SCRIPT_URL,
  install(win, id, scriptBase) {
    const call = gtag(win);
    call('js', new Date());
    call('config', id);
    return { url: withQuery(scriptBase, { id }) };
  },
  track(win, event, payload) {
    gtag(win)('event', gtagEventName(event), gtagParams(payload));
  },
};
