/**
 * iOS detection for the install help and the download bar (SPEC section 4).
 *
 * iPadOS 13+ says "Macintosh" in its user agent: a Mac user agent on a touch screen is an iPad.
 */
import { isAtLeast, parseVersion, type Version } from './version';

export interface UserAgentInfo {
  userAgent: string;
  maxTouchPoints: number;
}

export function isIos({ userAgent, maxTouchPoints }: UserAgentInfo): boolean {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

/** The iOS version, or null when not iOS or not stated. */
export function iosVersion(info: UserAgentInfo): Version | null {
  if (!isIos(info)) return null;
  const os = /\bOS (\d+(?:_\d+)*) like Mac OS X/.exec(info.userAgent);
  if (os?.[1]) return parseVersion(os[1]);
  // iPadOS desktop mode: only Safari's "Version/x.y" tells the system version.
  const safari = /\bVersion\/(\d+(?:\.\d+)*)/.exec(info.userAgent);
  return safari?.[1] ? parseVersion(safari[1]) : null;
}

/** Safari, as opposed to another browser on iOS (CriOS, FxiOS, EdgiOS) or an in-app web view. */
export function isIosSafari(info: UserAgentInfo): boolean {
  const ua = info.userAgent;
  return isIos(info) && /\bSafari\//.test(ua) && !/\b(?:CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Line|Instagram|MicroMessenger)\b/.test(ua);
}

/**
 * Home-screen web apps: Safari since iOS 11.3 (manifest and service worker); other iOS browsers
 * can add to the home screen only since iOS 16.4.
 */
export const IOS_HOME_SCREEN_MIN = '11.3';
export const IOS_OTHER_BROWSERS_HOME_SCREEN_MIN = '16.4';

export function iosSupportsHomeScreenApps(info: UserAgentInfo): boolean {
  const version = iosVersion(info);
  if (!version) return false;
  return isAtLeast(version, isIosSafari(info) ? IOS_HOME_SCREEN_MIN : IOS_OTHER_BROWSERS_HOME_SCREEN_MIN);
}
