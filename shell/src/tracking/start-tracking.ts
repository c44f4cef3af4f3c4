/**
 * Wires the tracker into the page (SPEC sections 3 and 9), off the critical path:
 * 1. at start-up (`startTracking`), a buffer subscribes to `track.event` (a few hundred bytes),
 *    and `firstOpen` is published on a device's first visit;
 * 2. once the first view is done (no remote area loading, see TrackerLoader) and the page is
 *    idle (`loadTracker`), the tracker's code loads, installs the channels configured for the
 *    domain and receives the buffered events, then every later one.
 */
import { bus, systemConfig, webStorage } from '@m/shared';
import { EventBuffer } from './event-buffer';
import { isFirstOpen } from './first-open';
import { isCashierReturn } from './cashier-events';

const buffer = new EventBuffer();
let started = false;
let loading = false;
/** Read at start-up, before anything rewrites the address. */
let cashierReturn = false;

export function startTracking(): void {
  if (started) return;
  started = true;
  cashierReturn = isCashierReturn(window.location.search);
  bus.on('track.event').subscribe((message) => buffer.push(message));
  if (isFirstOpen(webStorage('local'))) bus.publish('track.event', { event: 'firstOpen', payload: {} });
}

export function loadTracker(): void {
  // No status, no analytics config: nothing to deliver to (a system page is showing).
  if (loading || !systemConfig.value) return;
  loading = true;
  import(/* webpackChunkName: "tracker" */ './tracker-runtime')
    .then(({ startTracker }) => {
      const tracker = startTracker(window, { cashierReturn });
      buffer.drainTo(({ event, payload }) => tracker.deliver(event, payload));
    })
    .catch((error: unknown) => console.warn('[tracking] the tracker did not load; events of this page are not delivered:', error));
}
