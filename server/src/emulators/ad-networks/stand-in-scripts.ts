/**
 * Local stand-ins for the ad networks' scripts (test mode only). Each takes over the global the
 * official snippet created, exactly where the real script would (`fbq.callMethod`, the `ttq`
 * array, `AF.q`, `dataLayer`, `Adjust`), drains what was queued before it arrived, and records
 * every call from then on: in `window.__adNetworkCalls` and, for scenarios that span reloads,
 * with a POST to /__emulators/ad-networks/calls. It never reaches a network.
 */
import { ANALYTICS_CHANNELS, type AnalyticsChannel } from '@m/shared/contract';

export const AD_NETWORK_CHANNELS = ANALYTICS_CHANNELS;

const PRELUDE = `
  var script = document.currentScript;
  var seq = 0;
  var slice = Array.prototype.slice;
  function isArgs(x) { return Object.prototype.toString.call(x) === '[object Arguments]'; }
  function plain(value, depth) {
    if (depth > 6) return '[deep]';
    if (isArgs(value)) value = slice.call(value);
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'function') return '[function]';
    if (Array.isArray(value)) return value.map(function (v) { return plain(v, depth + 1); });
    if (value && typeof value === 'object') {
      var out = {};
      Object.keys(value).forEach(function (k) { out[k] = plain(value[k], depth + 1); });
      return out;
    }
    return value;
  }
  function record(method, args) {
    var call = { channel: CHANNEL, method: method, args: plain(args, 0), src: script ? script.src : '', page: location.pathname, seq: seq++, at: Date.now() };
    (window.__adNetworkCalls = window.__adNetworkCalls || []).push(call);
    try {
      fetch('/__emulators/ad-networks/calls', { method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(call) });
    } catch (e) { /* the page keeps working without the recorder */ }
  }
  record('load', [script ? script.src : '']);
`;

const BODIES: Record<AnalyticsChannel, string> = {
  // GTM reads plain-object pushes; gtag.js's arguments objects are not its business.
  gtm: `
  var layer = window.dataLayer = window.dataLayer || [];
  function take(entry) { if (!isArgs(entry)) record('push', [entry]); }
  layer.forEach(take);
  var push = layer.push;
  layer.push = function () { for (var i = 0; i < arguments.length; i++) take(arguments[i]); return push.apply(layer, arguments); };
`,
  gtag: `
  var layer = window.dataLayer = window.dataLayer || [];
  function take(entry) { if (isArgs(entry)) { var a = slice.call(entry); record(a[0], a.slice(1)); } }
  layer.forEach(take);
  var push = layer.push;
  layer.push = function () { for (var i = 0; i < arguments.length; i++) take(arguments[i]); return push.apply(layer, arguments); };
`,
  meta: `
  var fbq = window.fbq;
  if (fbq) {
    fbq.callMethod = function () { var a = slice.call(arguments); record(a[0], a.slice(1)); };
    var queued = fbq.queue || [];
    fbq.queue = [];
    queued.forEach(function (a) { fbq.callMethod.apply(null, slice.call(a)); });
  }
`,
  tiktok: `
  var ttq = window.ttq;
  if (ttq) {
    var queued = ttq.splice(0, ttq.length);
    (ttq.methods || []).forEach(function (m) { ttq[m] = function () { record(m, slice.call(arguments)); }; });
    queued.forEach(function (a) { record(a[0], a.slice(1)); });
  }
`,
  // AF('pba', 'event', {...}): recorded as method 'event' with its arguments.
  appsflyer: `
  var af = window.AF;
  var queued = (af && af.q) || [];
  var replacement = function () { var a = slice.call(arguments); record(a[1], a.slice(2)); };
  replacement.id = af && af.id;
  window.AF = replacement;
  record('id', [af && af.id]);
  queued.forEach(function (entry) { replacement.apply(null, entry.slice(1)); });
`,
  // The Adjust snippet replays Adjust_q on window.Adjust after this script's load event.
  adjust: `
  var api = {};
  ['initSdk', 'getAttribution', 'getWebUUID', 'trackEvent', 'addGlobalCallbackParameters', 'addGlobalPartnerParameters', 'removeGlobalCallbackParameter',
   'removeGlobalPartnerParameter', 'clearGlobalCallbackParameters', 'clearGlobalPartnerParameters', 'switchToOfflineMode', 'switchBackToOnlineMode', 'stop',
   'restart', 'gdprForgetMe', 'disableThirdPartySharing', 'initSmartBanner', 'showSmartBanner', 'hideSmartBanner'].forEach(function (m) {
    api[m] = function () { record(m, slice.call(arguments)); };
  });
  window.Adjust = api;
`,
};

export function standInScript(channel: AnalyticsChannel): string {
  return `/* Local stand-in for the ${channel} script: records calls, reaches no network. */\n(function () {\n  var CHANNEL = ${JSON.stringify(channel)};${PRELUDE}${BODIES[channel]}})();\n`;
}

export function isChannel(name: string): name is AnalyticsChannel {
  return (AD_NETWORK_CHANNELS as readonly string[]).includes(name);
}
