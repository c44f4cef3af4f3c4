/**
 * The shell's timers of SPEC section 9, named after the spec: the click debounce (250 ms) that
 * keeps a double tap from running an action twice, and the visibility refresh debounce (300 ms)
 * that turns a burst of tab switches into one refresh.
 */
import { CLICK_DEBOUNCE_MS, VISIBILITY_REFRESH_DEBOUNCE_MS } from '@m/shared';

/** Runs on the first tap, ignores the repeats that follow within `ms`. */
export function clickDebounce<A extends unknown[]>(
  action: (...args: A) => void,
  ms: number = CLICK_DEBOUNCE_MS,
  now: () => number = Date.now,
): (...args: A) => void {
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
