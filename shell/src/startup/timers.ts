/**
 * The shell's timers of SPEC section 9, named after the spec: the click debounce (250 ms) that
 * keeps a double tap from running an action twice, and the visibility refresh debounce (300 ms)
 * that turns a burst of tab switches into one refresh.
 */
import { CLICK_DEBOUNCE_MS, VISIBILITY_REFRESH_DEBOUNCE_MS } from '@m/shared';

/** Runs on the first tap, ignores the repeats that follow within `ms`. */
export function clickDebounce<A extends unknown[]>(action: (...args: A) => void, ms: number = CLICK_DEBOUNCE_MS, now: () => number = Date.now): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const at = now();
    if (at - last < ms) return;
    last = at;
    action(...args);
  };
}

/**
 * Calls `refresh` once the page has stayed visible for `ms` after becoming visible again.
 * Returns the function that stops listening.
 */
export function onVisibleAgain(refresh: () => void, ms: number = VISIBILITY_REFRESH_DEBOUNCE_MS, doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    clearTimeout(timer);
    if (doc.visibilityState === 'visible') timer = setTimeout(refresh, ms);
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onChange);
  };
}

/** What `afterLoadWhenIdle` needs of `window` (a fake in unit tests). */
export interface IdleWindow {
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** The longest `afterLoadWhenIdle` waits for idle time on a page that never has any. */
export const IDLE_WAIT_MAX_MS = 3000;
/** Where there is no requestIdleCallback (Safari): a short pause after the load event instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * Runs `run` once the page has loaded and the main thread is idle: for page-wide work the player
 * does not see (mf-pwa's update check and push sync), whose code must not compete with the
 * first view on a cheap phone. Returns the function that cancels it.
 */
export function afterLoadWhenIdle(run: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(() => !cancelled && run(), { timeout: IDLE_WAIT_MAX_MS });
    else timer = setTimeout(() => !cancelled && run(), NO_IDLE_CALLBACK_DELAY_MS);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
  };
}
