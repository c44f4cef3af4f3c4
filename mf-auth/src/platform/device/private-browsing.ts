/**
 * Private browsing detection, for SPEC 4 "Social sign-in refused in private browsing"
 * (not_support_incognito): the provider's session cannot survive the window there, and the
 * returning redirect loses its state. Browsers hide the mode, so each engine's known trait is
 * checked; when nothing can be told, the answer is "not private".
 * - Chromium: a private profile gets a temporary storage quota far below a normal one.
 * - Safari: the origin private file system is refused in a private window.
 * - Firefox: no service workers in private windows.
 */
export interface PrivacyProbe {
  userAgent: string;
  storageQuota: () => Promise<number | null>;
  heapLimit: () => number | null;
  opfsAvailable: () => Promise<boolean | null>;
  hasServiceWorker: boolean;
}

export async function isPrivateBrowsing(probe: PrivacyProbe = browserProbe()): Promise<boolean> {
  const ua = probe.userAgent;
  try {
    if (/Firefox\//.test(ua)) return !probe.hasServiceWorker;
    const isSafari = /Safari\//.test(ua) && !/Chrome\/|CriOS\/|Chromium\/|Android/.test(ua);
    if (isSafari) return (await probe.opfsAvailable()) === false;
    const quota = await probe.storageQuota();
    if (quota === null) return false;
    // A normal Chromium profile gets a share of the disk; a private one about a tenth of memory.
    const limit = probe.heapLimit();
    return quota < Math.max(limit ? limit * 2 : 0, 1024 * 1024 * 1024);
  } catch {
    return false;
  }
}

function browserProbe(): PrivacyProbe {
  const nav = navigator as Navigator & { storage?: StorageManager };
  return {
    userAgent: nav.userAgent,
    hasServiceWorker: 'serviceWorker' in nav,
    heapLimit: () => (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory?.jsHeapSizeLimit ?? null,
    storageQuota: async () => (nav.storage?.estimate ? ((await nav.storage.estimate()).quota ?? null) : null),
    opfsAvailable: async () => {
      if (!nav.storage?.getDirectory) return null;
      try {
        await nav.storage.getDirectory();
        return true;
      } catch {
        return false;
      }
    },
  };
}
