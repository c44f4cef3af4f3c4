/**
 * Whether the merchant's native app is installed on this phone (SPEC 3: the manifest's
 * `related_applications`), through `navigator.getInstalledRelatedApps()` where the browser has
 * it (Chromium on Android). Then the install-to-home-screen prompt is not offered: the player
 * already has the better app. Any failure or a slow answer counts as "not installed".
 */
interface RelatedApp {
  platform?: string;
  id?: string;
  url?: string;
}

type NavigatorWithRelatedApps = { getInstalledRelatedApps?: () => Promise<RelatedApp[]> };

export const RELATED_APPS_TIMEOUT_MS = 1000;

export async function nativeAppInstalled(
  nav: NavigatorWithRelatedApps = navigator as NavigatorWithRelatedApps,
  timeoutMs = RELATED_APPS_TIMEOUT_MS,
): Promise<boolean> {
  if (typeof nav.getInstalledRelatedApps !== 'function') return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const apps = await Promise.race([
      nav.getInstalledRelatedApps(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      }),
    ]);
    return Array.isArray(apps) && apps.length > 0;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
