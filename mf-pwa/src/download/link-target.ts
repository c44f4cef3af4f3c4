/**
 * How a download link opens (SPEC section 9): files the phone installs (ipa, apk, mobileconfig)
 * open in the same tab, so the system installer takes over; anything else (a store page, a web
 * page) opens in a new tab, without giving that page a handle on ours (rel=noopener).
 *
 * Inside the native app, only versions from 2.4.39 download a file themselves; older ones hand
 * the link to the system browser, which they do for new windows.
 */
import { NATIVE_APP_DIRECT_DOWNLOAD_MIN_VERSION } from '@m/shared';
import { isAtLeast, type Version } from '../platform/version';

export interface LinkProps {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

const INSTALLABLE_FILE = /\.(?:ipa|apk|mobileconfig)$/i;

export function isInstallableFile(url: string): boolean {
  try {
    return INSTALLABLE_FILE.test(new URL(url, 'http://x/').pathname);
  } catch {
    return false;
  }
}

export function canDownloadDirectly(native: { inApp: boolean; appVersion: Version | null }): boolean {
  return !native.inApp || isAtLeast(native.appVersion, NATIVE_APP_DIRECT_DOWNLOAD_MIN_VERSION);
}

export function downloadLinkProps(url: string, native: { inApp: boolean; appVersion: Version | null }): LinkProps {
  if (isInstallableFile(url) && canDownloadDirectly(native)) return { href: url };
  return { href: url, target: '_blank', rel: 'noopener noreferrer' };
}
