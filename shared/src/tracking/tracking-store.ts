/**
 * The visit's launch parameters (SPEC section 2), read once on load by the shell and readable by
 * every bundle:
 * - tracking parameters of this visit are added back to every in-app URL (`withTracking`) and
 *   survive reloads of the tab (sessionStorage);
 * - the latest values are also saved in localStorage, with the registration info (affiliate,
 *   referral, original domain), so a player who registers days later is still attributed;
 * - redirectUrl / backUrl are honoured only when safe (safe-redirect.ts), and block auto-login.
 */
import { BehaviorSubject } from 'rxjs';
import { webStorage } from '../util/safe-storage';
import { CLICK_ID_PARAMS, TRACKING_PARAMS, cleanValue, readLaunchQuery, type TrackingParam, type TrackingParams } from './launch-query';
import { safeAppPath, type RedirectPolicy } from '../contract/safe-redirect';
import { updateClickIdCookies } from './click-id-cookies';
import { updateTrackingDomainCookie } from './tracking-domain-cookie';
import { appTrackingInfo, isNativeAppUserAgent, type AppTrackingInfo } from './app-ids';
import { channelIdsFor, type ChannelIds } from './analytics-channels';
import { systemConfig } from '../config/system-config';

export const VISIT_STORAGE_KEY = 'm_tracking_visit';
export const SAVED_STORAGE_KEY = 'm_tracking';
export const REGISTER_INFO_STORAGE_KEY = 'm_register_info';

/** SPEC section 3 "Locally saved registration info". */
export interface RegistrationInfo {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
}

/** SPEC section 3 "pixelTrack": the advertising identifiers sent with a registration. */
export type PixelTrack = Partial<
  Record<(typeof CLICK_ID_PARAMS)[number] | 'fbc' | 'fbp' | 'fbPixelId' | 'tiktokPixelId' | 'gtagId', string>
>;

export interface TrackingState {
  /** Tracking parameters of this visit: kept in every in-app URL. */
  visit: TrackingParams;
  /** Latest values seen on this device, this visit's included. */
  saved: TrackingParams;
  registration: RegistrationInfo;
  redirectUrl: string | null;
  backUrl: string | null;
  homescreen: boolean;
  fbc: string | null;
  fbp: string | null;
  /** The domain an attributed visit landed on (1-day cookie), or null. */
  trackingDomain: string | null;
}

export interface TrackingInit {
  location: { search: string; hostname: string };
  policy: RedirectPolicy;
  doc?: Document;
  now?: number;
}

export const EMPTY_TRACKING_STATE: TrackingState = {
  visit: {},
  saved: {},
  registration: {},
  redirectUrl: null,
  backUrl: null,
  homescreen: false,
  fbc: null,
  fbp: null,
  trackingDomain: null,
};

const store = webStorage;

/** Only known names with clean string values survive a read: storage may have been tampered with. */
function readParams(kind: 'local' | 'session', key: string): TrackingParams {
  let raw: unknown;
  try {
    raw = JSON.parse(store(kind)?.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  const result: TrackingParams = {};
  if (typeof raw !== 'object' || raw === null) return result;
  for (const name of TRACKING_PARAMS) {
    const value = cleanValue((raw as Record<string, unknown>)[name] as string);
    if (value !== null) result[name] = value;
  }
  return result;
}

function readRegistration(): RegistrationInfo {
  try {
    const raw = JSON.parse(store('local')?.getItem(REGISTER_INFO_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const info: RegistrationInfo = {};
    for (const key of ['affiliateCode', 'referralCode', 'originalDomain'] as const) {
      const value = cleanValue(raw?.[key] as string);
      if (value !== null) info[key] = value;
    }
    return info;
  } catch {
    return {};
  }
}

function write(kind: 'local' | 'session', key: string, value: unknown): void {
  try {
    store(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the values still live for this page
  }
}

function isOn(value: string | undefined): boolean {
  return value !== undefined && value !== '0' && value.toLowerCase() !== 'false';
}

export class TrackingStore {
  readonly state$ = new BehaviorSubject<TrackingState>(EMPTY_TRACKING_STATE);

  get state(): TrackingState {
    return this.state$.value;
  }

  /** Reads the landing URL; the shell calls it once, before the router reads the location. */
  init({ location, policy, doc = document, now = Date.now() }: TrackingInit): TrackingState {
    const query = readLaunchQuery(location.search);
    const visit: TrackingParams = { ...readParams('session', VISIT_STORAGE_KEY), ...query.tracking };
    const saved: TrackingParams = { ...readParams('local', SAVED_STORAGE_KEY), ...query.tracking };
    write('session', VISIT_STORAGE_KEY, visit);
    write('local', SAVED_STORAGE_KEY, saved);

    const previous = readRegistration();
    const registration: RegistrationInfo = {
      ...previous,
      ...(query.tracking.affiliateCode ? { affiliateCode: query.tracking.affiliateCode } : {}),
      ...(query.tracking.referralCode ? { referralCode: query.tracking.referralCode } : {}),
      // The domain of the player's first visit: kept when a fast-domain jump lands on another one.
      originalDomain: previous.originalDomain ?? location.hostname,
    };
    write('local', REGISTER_INFO_STORAGE_KEY, registration);

    const redirectUrl = this.checked('redirectUrl', query.redirectUrl, policy);
    const backUrl = this.checked('backUrl', query.backUrl, policy);
    const { fbc, fbp } = updateClickIdCookies(query.tracking.fbclid, doc, now);
    const attributed = query.tracking.affiliateCode !== undefined || CLICK_ID_PARAMS.some((name) => query.tracking[name] !== undefined);
    const trackingDomain = updateTrackingDomainCookie(attributed, location.hostname, doc);
    const state: TrackingState = {
      visit,
      saved,
      registration,
      redirectUrl,
      backUrl,
      homescreen: query.homescreen,
      fbc,
      fbp,
      trackingDomain,
    };
    this.state$.next(state);
    return state;
  }

  private checked(name: string, raw: string | null, policy: RedirectPolicy): string | null {
    if (raw === null) return null;
    const safe = safeAppPath(raw, policy);
    if (safe === null) console.warn(`[tracking] ignored unsafe ${name}: ${JSON.stringify(raw.slice(0, 200))}`);
    return safe;
  }

  /** A tracking value: this visit's, else the one saved on this device. */
  get(name: TrackingParam): string | null {
    return this.state.visit[name] ?? this.state.saved[name] ?? null;
  }

  /** The safe redirect target of the landing URL (`/m/...`), or null. */
  redirectUrl(): string | null {
    return this.state.redirectUrl;
  }

  backUrl(): string | null {
    return this.state.backUrl;
  }

  /** SPEC section 4: no auto-login when the visit came with a (safe) redirectUrl or backUrl. */
  blocksAutoLogin(): boolean {
    return this.state.redirectUrl !== null || this.state.backUrl !== null;
  }

  registrationInfo(): RegistrationInfo {
    return this.state.registration;
  }

  isInApp(): boolean {
    return isOn(this.get('inApp') ?? undefined);
  }

  isHomescreen(): boolean {
    return this.state.homescreen;
  }

  /** The analytics channels configured for this visit's domain (analytics-channels.ts). */
  channelIds(hostname: string = typeof location === 'undefined' ? '' : location.hostname): ChannelIds {
    return channelIdsFor(systemConfig.value?.status.analytics, {
      hostname,
      trackingDomain: this.state.trackingDomain,
      affiliateCode: this.get('affiliateCode'),
    });
  }

  /**
   * The advertising identifiers for a registration; null when there are none (SPEC section 3).
   * The pixel ids of the domain go along only with a click id or click cookie: a pixel id alone
   * attributes nothing.
   */
  pixelTrack(channels: ChannelIds = this.channelIds()): PixelTrack | null {
    const result: PixelTrack = {};
    for (const name of CLICK_ID_PARAMS) {
      const value = this.get(name);
      if (value) result[name] = value;
    }
    if (this.state.fbc) result.fbc = this.state.fbc;
    if (this.state.fbp) result.fbp = this.state.fbp;
    if (Object.keys(result).length === 0) return null;
    for (const name of ['fbPixelId', 'tiktokPixelId', 'gtagId'] as const) {
      if (channels[name]) result[name] = channels[name];
    }
    return result;
  }

  /** Inside the operator's app (inApp parameter or its user agent). */
  isInNativeApp(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
    return this.isInApp() || isNativeAppUserAgent(userAgent);
  }

  /** The native app's advertising ids (SPEC section 3 "Tracking info"); null outside the app. */
  appTrackingInfo(userAgent?: string): AppTrackingInfo | null {
    return appTrackingInfo(this.isInNativeApp(userAgent), (name) => this.get(name));
  }

  /**
   * `to` with this visit's tracking parameters added (values already in `to` win). Works on
   * app paths (`/home`, `/m/home?x=1#top`); anything else is returned as it is. A component passes
   * the state it rendered with (`useBehavior(tracking.state$)`), so a hydrating page draws the
   * server's links first and the visit's right after (shared/src/ssr/hydration-snapshot.ts).
   */
  withTracking(to: string, state: TrackingState = this.state): string {
    const visit = Object.entries(state.visit);
    if (visit.length === 0 || !to.startsWith('/') || to.startsWith('//')) return to;
    const hashAt = to.indexOf('#');
    const hash = hashAt >= 0 ? to.slice(hashAt) : '';
    const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
    const queryAt = beforeHash.indexOf('?');
    const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
    const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
    let added = false;
    for (const [name, value] of visit) {
      if (value !== undefined && !params.has(name)) {
        params.set(name, value);
        added = true;
      }
    }
    if (!added) return to;
    return `${path}?${params.toString()}${hash}`;
  }

  /** True when `search` lacks one of this visit's tracking parameters. */
  isMissingFrom(search: string): boolean {
    const params = new URLSearchParams(search);
    return Object.keys(this.state.visit).some((name) => !params.has(name));
  }
}

export const tracking = new TrackingStore();
