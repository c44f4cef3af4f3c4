/**
 * How the page runs, for registerMethod (SPEC 3: APP, H5, PWA, WEBCLIP) and the login `Device`
 * header (IPAD, PWA or WEBCLIP, else absent).
 * - APP: inside the operator's native app: the `inApp` launch parameter, or the app's
 *   user-agent marker.
 * - WEBCLIP: an iOS home-screen web clip (`navigator.standalone`).
 * - PWA: an installed web app (display-mode standalone / fullscreen / minimal-ui).
 * - H5: a browser tab.
 */
import { isHomeScreenApp, isNativeAppUserAgent } from '@m/shared';

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP';

export interface RunEnvironment {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** iOS Safari's `navigator.standalone`. */
  iosStandalone: boolean;
  /** matchMedia('(display-mode: standalone)') or another app display mode. */
  displayStandalone: boolean;
  /** The visit's `inApp` parameter is on. */
  inAppQuery: boolean;
}

export function isIos(env: Pick<RunEnvironment, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/i.test(env.userAgent) || isIpad(env);
}

/** iPadOS 13+ reports itself as a Mac; a Mac with a touch screen is an iPad. */
export function isIpad(env: Pick<RunEnvironment, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  return /iPad/i.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
}

export function isNativeApp(env: Pick<RunEnvironment, 'userAgent' | 'inAppQuery'>): boolean {
  // The marker and the display modes are @m/shared's (contract/installed-app.ts), as everywhere.
  return env.inAppQuery || isNativeAppUserAgent(env.userAgent);
}

export function registerMethod(env: RunEnvironment): RegisterMethod {
  if (isNativeApp(env)) return 'APP';
  if (env.iosStandalone) return 'WEBCLIP';
  if (env.displayStandalone) return isIos(env) ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

export function loginDevice(env: RunEnvironment): LoginDevice | null {
  if (isIpad(env)) return 'IPAD';
  if (env.iosStandalone || (env.displayStandalone && isIos(env))) return 'WEBCLIP';
  if (env.displayStandalone) return 'PWA';
  return null;
}

/**
 * The installed display modes, decided as every bundle decides them (@m/shared installed-app.ts,
 * issue 35 item 6; this was a copy that threw on a web view's broken matchMedia). Safari's own
 * web-clip flag is read apart, as iosStandalone.
 */
function displayStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return isHomeScreenApp({ matchMedia: window.matchMedia?.bind(window), navigator: {} });
}

export function currentEnvironment(inAppQuery: boolean): RunEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { standalone?: boolean });
  return {
    userAgent: nav?.userAgent ?? '',
    platform: nav?.platform ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    iosStandalone: nav?.standalone === true,
    displayStandalone: displayStandalone(),
    inAppQuery,
  };
}
