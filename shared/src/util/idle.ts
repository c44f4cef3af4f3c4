/**
 * The one idle-time scheduler: work the player does not see (page-wide services, trackers, the
 * floating element) waits for the load event and then for idle time, so its code never competes
 * with the first view on a cheap phone. requestIdleCallback where the browser has it, a short
 * pause after the load event where it has not (Safari).
 */
import { useEffect, useState } from 'react';

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
/** Where there is no requestIdleCallback (Safari): the pause after the load event instead. */
export const NO_IDLE_CALLBACK_DELAY_MS = 200;

export interface IdleOptions {
  /** The longest wait for idle time (IDLE_WAIT_MAX_MS). */
  timeoutMs?: number;
  /** The pause after the load event without requestIdleCallback (NO_IDLE_CALLBACK_DELAY_MS). */
  fallbackMs?: number;
  win?: IdleWindow;
}

/** Runs `run` once the page has loaded and the main thread is idle. Returns the function that cancels it. */
export function afterLoadWhenIdle(
  run: () => void,
  { timeoutMs = IDLE_WAIT_MAX_MS, fallbackMs = NO_IDLE_CALLBACK_DELAY_MS, win = window }: IdleOptions = {},
): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(() => !cancelled && run(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && run(), fallbackMs);
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

/** True once the page has loaded and had a moment of idle time (for a component that renders late work). */
export function useAfterLoadIdle(options?: Pick<IdleOptions, 'timeoutMs' | 'fallbackMs'>): boolean {
  const [due, setDue] = useState(false);
  const timeoutMs = options?.timeoutMs;
  const fallbackMs = options?.fallbackMs;
  useEffect(() => afterLoadWhenIdle(() => setDue(true), { timeoutMs, fallbackMs }), [timeoutMs, fallbackMs]);
  return due;
}
