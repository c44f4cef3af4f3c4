/**
 * What a public slot's drawing depends on, and nothing else (issue 34): the slot cache keys on it,
 * so a page flood with random tracking parameters or User-Agents meets the cache instead of
 * costing a render each. A slot reads the query for its own parameters (category, sort, provider,
 * inApp, ...) and the User-Agent only for the platform: native app and its version, iOS and its
 * version, Android, Safari or another browser (the regular expressions of mf-pwa/src/platform and
 * mf-games/src/platform/app-mode.ts).
 */

/** Parameters that say where a visit came from and never change what a slot draws. */
const TRACKING =
  /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|ttclid|msclkid|twclid|yclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|affiliateCode)$/i;

/** The query as a slot reads it: tracking parameters left out, the rest in one order. */
export function slotSearch(search: string): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const kept = [...params].filter(([name]) => !TRACKING.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** The marks of a User-Agent some slot reads; versions to major.minor. */
const PLATFORM_MARKS =
  /\bMApp\/\d+(?:\.\d+)?|\b(?:iPhone|iPad|iPod|Macintosh|Android)\b|\bOS \d+(?:_\d+)? like Mac OS X|\bVersion\/\d+(?:\.\d+)?|\bSafari\/|\b(?:CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Line|Instagram|MicroMessenger)\b/g;

/** The platform class of a User-Agent: two players on one phone and browser share it. */
export function platformClass(userAgent: string): string {
  return [...new Set(userAgent.slice(0, 512).match(PLATFORM_MARKS) ?? [])].join(' ');
}
