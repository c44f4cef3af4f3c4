/**
 * The app-upgrade popup (SPEC section 4): only inside the native app, when the server names a
 * newer app version than the one running and there is a link to download it; it can be closed
 * unless the merchant's mandatory-update flag (MANDATORYUPDATE3) hides the close button.
 */
import type { DownloadResources } from './download-resources';
import type { Platform } from '../platform/platform';
import { compareVersions, parseVersion } from '../platform/version';

export interface UpgradeOffer {
  version: string;
  link: string;
  closable: boolean;
}

export function appUpgradeOffer(
  platform: Pick<Platform, 'inApp' | 'appVersion' | 'ios' | 'android'>,
  resources: DownloadResources,
  mandatory: boolean,
): UpgradeOffer | null {
  if (!platform.inApp || !platform.appVersion) return null;
  const type = platform.ios ? 'IOS' : platform.android ? 'Android' : resources.links.Android ? 'Android' : 'IOS';
  const link = resources.links[type];
  // The version behind this platform's link, else the one the server names for all.
  const latestText = resources.versions[type] ?? resources.latestAppVersion;
  const latest = parseVersion(latestText);
  if (!link || !latest || !latestText || compareVersions(platform.appVersion, latest) >= 0) return null;
  return { version: latestText, link, closable: !mandatory };
}
