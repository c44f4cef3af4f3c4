/**
 * Whether to offer installing the site, and how (SPEC section 4 "Install prompt"):
 * Chromium's deferred prompt, or on iOS (which has no such event) the "Share, then Add to Home
 * Screen" help, only where iOS can run home-screen apps.
 */
import type { Platform } from '../platform/platform';
import type { InstallFlags } from './install-flags';

export type InstallRoute = 'browser-prompt' | 'ios-help';
export type NotOffered = 'installed-app' | 'native-app' | 'installed-marker' | 'declined-this-session' | 'ios-without-home-screen-apps';

export function installRoute(
  platform: Pick<Platform, 'ios' | 'iosHomeScreenApps' | 'standalone' | 'inApp'>,
  flags: Pick<InstallFlags, 'isInstalled' | 'isDeclinedThisSession'>,
): InstallRoute | NotOffered {
  if (platform.standalone) return 'installed-app';
  if (platform.inApp) return 'native-app';
  if (flags.isInstalled()) return 'installed-marker';
  if (flags.isDeclinedThisSession()) return 'declined-this-session';
  if (platform.ios) return platform.iosHomeScreenApps ? 'ios-help' : 'ios-without-home-screen-apps';
  return 'browser-prompt';
}
