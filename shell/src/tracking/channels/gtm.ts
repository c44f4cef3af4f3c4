/**
 * Google Tag Manager: the container snippet creates `dataLayer` and pushes `gtm.start`; each
 * event is a dataLayer push `{ event, ...payload }` that the container's triggers act on.
 * https://developers.google.com/tag-platform/tag-manager/datalayer
 */
import type { ChannelAdapter } from './channel-adapter';
import { withQuery } from './channel-adapter';

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

function dataLayer(win: Record<string, unknown>): unknown[] {
  if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
  return win.dataLayer as unknown[];
}

export const gtmChannel: ChannelAdapter = {
  channel: 'gtm',
  idName: 'gtmId',
  defaultScriptUrl: GTM_SCRIPT_URL,
  install(win, id, scriptBase) {
    dataLayer(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    return { url: withQuery(scriptBase, { id }) };
  },
  track(win, event, payload) {
    dataLayer(win).push({ event, ...payload });
  },
};
