/**
 * What the download bar, popup and page read from the server: the download resources
 * (WPSCORE_getDownloadSetting for this domain), whether the APP_DOWNLOAD promotion is on
 * (MCSFE_getMerchantAvailablePromotions, SPEC section 3) and, for the VIP gate only, the member's
 * club label (member info). Widgets report their own failures, so none of these raise the shell's
 * error notice.
 */
import { api, availablePromotions, pageLocation, sessionStore, type SystemStatus } from '@m/shared';
import { normaliseDownloadSetting, type DownloadResources } from './download-resources';
import type { MemberInfoLike } from './vip-gate';

export async function fetchDownloadResources(): Promise<DownloadResources> {
  const { origin } = pageLocation();
  const value = await api.call('downloadSetting', { query: { domain: new URL(origin).hostname }, notify: false });
  return normaliseDownloadSetting(value, pageHref());
}

/** From the page's one available-promotions store (@m/shared): fetched once for every remote; a failure reads as off (no gift icon rather than no bar). */
export async function fetchAppDownloadPromotion(): Promise<boolean> {
  const promotions = await availablePromotions.load();
  return promotions.APP_DOWNLOAD.enabled;
}

/** Member info only when the gate needs it: a guest (or a failed call) does not pass the gate. */
export async function fetchMemberForGate(status: SystemStatus | undefined): Promise<MemberInfoLike | null> {
  if (status?.gw.DOWNLOAD_BAR_VIP_ONLY !== true || !sessionStore.token) return null;
  try {
    return await api.call('memberInfo', { notify: false });
  } catch {
    return null;
  }
}

function safeImage(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The app's name and icon: the merchant's pwa template, then its name; the download icon first. */
/** The page's address, in the browser or in the server's render (issue 23). */
function pageHref(): string {
  const { origin, pathname, search } = pageLocation();
  return `${origin}${pathname}${search}`;
}

export function appIdentity(
  status: SystemStatus | undefined,
  resources: DownloadResources,
  base = pageHref(),
): { name: string; icon: string | null } {
  const template = status?.mobileTemplate;
  const name = template?.pwa?.title?.trim() || status?.merchantName?.trim() || '';
  const icon =
    safeImage(resources.links.AppDownloadIcon, base) ??
    safeImage(template?.pwa?.icons?.['192x192'], base) ??
    safeImage(template?.apple_touch_icon, base);
  return { name, icon };
}
