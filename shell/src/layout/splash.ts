/** The splash overlay is static HTML (first paint without JavaScript); start-up removes it. */
import { i18n, LOADING_SLOW_NOTICE_MS } from '@m/shared';

let slowTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * SPEC 9 "loading indicators 5-10 s": a start-up still going at 5 s says so on the splash (in the
 * player's language once it is loaded, the page's English before), and the retry screen follows
 * at 10 s (system-check.ts). A splash already gone or failed is left alone.
 */
export function noticeSlowSplash(delayMs = LOADING_SLOW_NOTICE_MS): void {
  if (slowTimer !== null) clearTimeout(slowTimer);
  slowTimer = setTimeout(() => {
    slowTimer = null;
    const splash = document.getElementById('splash');
    const notice = splash?.querySelector<HTMLElement>('[data-splash-slow]');
    if (!splash || !notice || splash.getAttribute('data-state') !== null) return;
    if (i18n.isInitialized && i18n.exists('loading_slow')) notice.textContent = i18n.t('loading_slow');
    notice.hidden = false;
  }, delayMs);
}

export function hideSplash(): void {
  if (slowTimer !== null) clearTimeout(slowTimer);
  slowTimer = null;
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.setAttribute('data-state', 'hidden');
  // Removed after its fade, so it never catches taps.
  setTimeout(() => splash.remove(), 300);
}
