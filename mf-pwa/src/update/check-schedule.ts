/**
 * When the update check runs (SPEC section 9): first after 1500 ms, then every hour, and when
 * the page becomes visible again (debounced 300 ms, so quick tab switches make one check).
 */
import { ASSET_CHECK_FIRST_MS, ASSET_CHECK_INTERVAL_MS, VISIBILITY_REFRESH_DEBOUNCE_MS } from '@m/shared';

export interface ScheduleOptions {
  firstMs?: number;
  intervalMs?: number;
  debounceMs?: number;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export function scheduleChecks(run: () => void, options: ScheduleOptions = {}): () => void {
  const doc = options.doc ?? document;
  const debounceMs = options.debounceMs ?? VISIBILITY_REFRESH_DEBOUNCE_MS;
  let interval: ReturnType<typeof setInterval> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, options.intervalMs ?? ASSET_CHECK_INTERVAL_MS);
  }, options.firstMs ?? ASSET_CHECK_FIRST_MS);
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') return;
    clearTimeout(debounce);
    debounce = setTimeout(run, debounceMs);
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(first);
    clearTimeout(debounce);
    clearInterval(interval);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
