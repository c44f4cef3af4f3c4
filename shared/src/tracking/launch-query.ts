/**
 * The query parameters SPEC section 2 reads on load, typed. Only these names are read; each
 * value is bounded and stripped of control characters, because they come from any link on the
 * web and travel on to the server (registration, pixel tracking).
 */

/** Advertising ids and app tokens a native wrapper or an ad network passes (SPEC section 3 "Tracking info"). */
export const AD_ID_PARAMS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;

/** Click ids and campaign tags of ad networks (SPEC section 3 "pixelTrack"). */
export const CLICK_ID_PARAMS = [
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'twclid',
  'tid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/**
 * Parameters kept across every in-app navigation and reload: who brought the player (affiliate,
 * referral, ad click) and in which wrapper the site runs (inApp, test flags).
 */
export const TRACKING_PARAMS = [
  'affiliateCode',
  'referralCode',
  'cpid',
  'bbg',
  'isBgeTest',
  'cid',
  'kw',
  'inApp',
  ...CLICK_ID_PARAMS,
  ...AD_ID_PARAMS,
] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

/** Alternative names accepted on the way in (`r` is the short referral link form). */
const ALIASES: Record<string, TrackingParam> = { r: 'referralCode' };

const MAX_VALUE_LENGTH = 512;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export interface LaunchQuery {
  tracking: TrackingParams;
  /** Raw, not yet checked: see safe-redirect.ts. */
  redirectUrl: string | null;
  backUrl: string | null;
  /** Started from the home-screen icon (the manifest's start URL carries `homescreen`). */
  homescreen: boolean;
}

/** A value worth keeping: non-empty, bounded, no control characters. */
export function cleanValue(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_VALUE_LENGTH || CONTROL_CHARS.test(trimmed)) return null;
  return trimmed;
}

export function readLaunchQuery(search: string): LaunchQuery {
  const params = new URLSearchParams(search);
  const tracking: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = cleanValue(params.get(name));
    if (value !== null) tracking[name] = value;
  }
  for (const [alias, name] of Object.entries(ALIASES)) {
    const value = cleanValue(params.get(alias));
    if (value !== null && tracking[name] === undefined) tracking[name] = value;
  }
  const homescreen = params.get('homescreen');
  return {
    tracking,
    // Raw: the safety check (safe-redirect.ts) decides, and logs what it refuses.
    redirectUrl: params.get('redirectUrl') || null,
    backUrl: params.get('backUrl') || null,
    homescreen: homescreen !== null && homescreen !== '0' && homescreen !== 'false',
  };
}
