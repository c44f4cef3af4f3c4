/**
 * Everything mf-pwa needs to know about where it runs, read once per decision from the browser.
 */
import { isHomeScreenApp, serverDrawnLocation, webStorage, type DisplayModeWindow } from '@m/shared';
import { iosSupportsHomeScreenApps, iosVersion, isIos } from './ios';
import { detectNativeApp } from './native-app';
import { detectWebClip } from './web-clip';
import type { Version } from './version';

export interface Platform {
  ios: boolean;
  android: boolean;
  iosVersion: Version | null;
  /** iOS can add this site to the home screen as an app (Safari 11.3+, others 16.4+). */
  iosHomeScreenApps: boolean;
  /** Runs as an installed home-screen app (display-mode standalone). */
  standalone: boolean;
  /** Inside the operator's native app. */
  inApp: boolean;
  appVersion: Version | null;
  /** Opened from the iOS web clip of a configuration profile. */
  webClip: boolean;
}

/**
 * What the server's render knows of the phone (issue 23): its user agent and the address, nothing
 * of its screen or storage; so it draws a plain browser tab, as the hydrating browser does unless
 * the page runs installed.
 */
function requestWindow(): Window {
  const { userAgent, search } = serverDrawnLocation();
  return { navigator: { userAgent, maxTouchPoints: 0 }, location: { search } } as unknown as Window;
}

export function readPlatform(
  win: Window = typeof window === 'undefined' ? requestWindow() : window,
  storage: ReturnType<typeof webStorage> = webStorage('session'),
): Platform {
  const info = { userAgent: win.navigator.userAgent, maxTouchPoints: win.navigator.maxTouchPoints ?? 0 };
  const ios = isIos(info);
  const native = detectNativeApp(win.location.search, info.userAgent, storage);
  const standalone = isHomeScreenApp(win as unknown as DisplayModeWindow);
  return {
    ios,
    android: /\bAndroid\b/.test(info.userAgent),
    iosVersion: iosVersion(info),
    iosHomeScreenApps: iosSupportsHomeScreenApps(info),
    standalone,
    inApp: native.inApp,
    appVersion: native.version,
    // On iOS every home-screen launch is a web clip, marked in its URL or not.
    webClip: detectWebClip(win.location.search, ios, storage) || (ios && standalone),
  };
}

/**
 * The phone as the server's render saw it (its user agent and the address, no storage, no
 * screen), read in the browser: what a hydrating view must draw so that it matches the server's
 * HTML (issue 36), before it draws what it really knows (use-platform.ts).
 */
export function serverDrawnPlatform(): Platform {
  return readPlatform(requestWindow(), null);
}
