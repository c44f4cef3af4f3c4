/**
 * Everything mf-pwa needs to know about where it runs, read once per decision from the browser.
 */
import { webStorage } from '@m/shared';
import { isStandalone } from './display-mode';
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

export function readPlatform(win: Window = window): Platform {
  const info = { userAgent: win.navigator.userAgent, maxTouchPoints: win.navigator.maxTouchPoints ?? 0 };
  const ios = isIos(info);
  const storage = webStorage('session');
  const native = detectNativeApp(win.location.search, info.userAgent, storage);
  const standalone = isStandalone(win as unknown as Parameters<typeof isStandalone>[0]);
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
