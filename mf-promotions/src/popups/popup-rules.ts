/**
 * Which popups (SPEC 9: m_popup1, m_popup2) to show: the popup banners of the keys not yet shown
 * in this browser session, in key order, and the wait for them (SPEC 9: up to 20 s).
 */
import { POPUP_BANNER_WAIT_MS, POPUP_KEYS } from '@m/shared';
import type { FlagStorage } from '../platform/session-flags';

export interface PopupBanner {
  popupKey?: string;
}

const SHOWN = 'shown';

/** The banners to show now, at most one per key, keys already shown this session left out. */
export function popupsToShow<B extends PopupBanner>(banners: readonly B[], flags: FlagStorage | null): B[] {
  return POPUP_KEYS.flatMap((key) => {
    if (flags?.getItem(key) === SHOWN) return [];
    const banner = banners.find((candidate) => candidate.popupKey === key);
    return banner ? [banner] : [];
  });
}

export function markShown(banners: readonly PopupBanner[], flags: FlagStorage | null): void {
  for (const banner of banners) if (banner.popupKey) flags?.setItem(banner.popupKey, SHOWN);
}

/** The answer if it comes within the wait; otherwise none (no popup appears late on a page in use). */
export function withinWait<T>(load: (signal: AbortSignal) => Promise<T>, waitMs = POPUP_BANNER_WAIT_MS): Promise<T | null> {
  const controller = new AbortController();
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, waitMs);
    load(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}
