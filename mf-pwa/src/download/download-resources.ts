/**
 * The merchant's download resources (SPEC section 3 "Download resource"), by type, from
 * WPSCORE_getDownloadSetting. Default keys (SPEC section 9): iOS profile MOBILECONFIG, Android
 * apk `Android`, icon `AppDownloadIcon`, iOS link `IOS`.
 */
export const RESOURCE_TYPES = ['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface DownloadResources {
  /** Only http(s) URLs survive: a link from the server is never `javascript:` or `data:`. */
  links: Partial<Record<ResourceType, string>>;
  /** The app version behind a link (IOS, Android), for the app-upgrade popup. */
  versions: Partial<Record<ResourceType, string>>;
  /** Latest native app version for every platform, when the server names one overall. */
  latestAppVersion: string | null;
}

export const NO_RESOURCES: DownloadResources = { links: {}, versions: {}, latestAppVersion: null };

const VERSION = /^\d+(?:\.\d+)*$/;
const cleanVersion = (value: unknown): string | null => (typeof value === 'string' && VERSION.test(value.trim()) ? value.trim() : null);

function safeUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'itms-services:' ? url.href : null;
  } catch {
    return null;
  }
}

function isResourceType(value: unknown): value is ResourceType {
  return typeof value === 'string' && (RESOURCE_TYPES as readonly string[]).includes(value);
}

/**
 * Accepts the answer as a list of `{resourceType, url}` or as an object carrying such a list
 * (`resources`, `list` or `downloadSettings`) and an optional latest version; anything else gives
 * no resources rather than an error.
 */
export function normaliseDownloadSetting(value: unknown, base: string): DownloadResources {
  let list: unknown = value;
  let latest: unknown = null;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    list = v.resources ?? v.list ?? v.downloadSettings ?? [];
    latest = v.latestAppVersion ?? v.appVersion ?? v.latestVersion ?? null;
  }
  const links: Partial<Record<ResourceType, string>> = {};
  const versions: Partial<Record<ResourceType, string>> = {};
  if (Array.isArray(list)) {
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const { resourceType, url, version } = item as { resourceType?: unknown; url?: unknown; version?: unknown };
      const safe = safeUrl(url, base);
      if (!isResourceType(resourceType) || !safe || links[resourceType] !== undefined) continue;
      links[resourceType] = safe;
      const clean = cleanVersion(version);
      if (clean) versions[resourceType] = clean;
    }
  }
  return { links, versions, latestAppVersion: cleanVersion(latest) };
}
