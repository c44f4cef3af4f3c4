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

/** Whether this browser session has already shown every popup key (nothing more can show). */
export function everyPopupShown(flags: FlagStorage | null): boolean {
  return flags !== null && POPUP_KEYS.every((key) => flags.getItem(key) === SHOWN);
}

export function markShown(banners: readonly PopupBanner[], flags: FlagStorage | null): void {
  for (const banner of banners) if (banner.popupKey) flags?.setItem(banner.popupKey, SHOWN);
}

/** How the wait for an answer ended. */
export type WaitOutcome<T> = { kind: 'answer'; value: T } | { kind: 'timed-out' } | { kind: 'failed' };

/** The answer if it comes within the wait; otherwise none (no popup appears late on a page in use). */
export function withinWait<T>(load: (signal: AbortSignal) => Promise<T>, waitMs = POPUP_BANNER_WAIT_MS): Promise<WaitOutcome<T>> {
  const controller = new AbortController();
  return new Promise<WaitOutcome<T>>((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'timed-out' });
    }, waitMs);
    load(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: 'answer', value });
      },
      () => {
        clearTimeout(timer);
        resolve({ kind: 'failed' });
      },
    );
  });
}

/** Whether popups show, and why not: stated on the page for support staff and tests. */
export type PopupDecision = 'shown' | 'hidden:already-shown' | 'hidden:none-offered' | 'hidden:timed-out' | 'hidden:failed';

/** The popups to show for how the wait ended, and the decision to state. */
export function decidePopups<B extends PopupBanner>(
  outcome: WaitOutcome<readonly B[]>,
  flags: FlagStorage | null,
): { decision: PopupDecision; banners: B[] } {
  if (outcome.kind !== 'answer') return { decision: `hidden:${outcome.kind}`, banners: [] };
  const banners = popupsToShow(outcome.value, flags);
  if (banners.length > 0) return { decision: 'shown', banners };
  return { decision: outcome.value.some((banner) => banner.popupKey) ? 'hidden:already-shown' : 'hidden:none-offered', banners };
}
