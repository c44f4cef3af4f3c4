/**
 * Starts real-user monitoring off the critical path: the first-screen time is taken when the
 * landing route's remote areas have settled (the frame after, so it includes their paint), and
 * the reporter with web-vitals loads only once the page is idle (TrackerLoader calls these).
 */
import { systemConfig } from '@m/shared';
import { loadedRemoteVersions } from '../federation/registry';
import { deviceClass, type DeviceClass } from './rum-beacon';

/** The landing route: the vitals of a page load belong to the page the player opened. */
const landing = { route: typeof location === 'undefined' ? '/' : location.pathname };
let firstScreen: number | null = null;
let started = false;

export function markFirstScreen(win: Window = window): void {
  if (firstScreen !== null) return;
  win.requestAnimationFrame(() => {
    if (firstScreen === null) firstScreen = win.performance.now();
  });
}

function currentDevice(win: Window): DeviceClass {
  return deviceClass(win.navigator.userAgent, win.screen, win.navigator.maxTouchPoints > 0);
}

export function loadRum(win: Window = window): void {
  const merchant = systemConfig.value?.status.merchantCode;
  if (started || !merchant) return;
  started = true;
  import(/* webpackChunkName: "rum" */ './rum-reporter')
    .then(({ startRum }) =>
      startRum(
        {
          merchant,
          route: landing.route,
          device: currentDevice(win),
          shell: __BUNDLE_VERSION__,
          remotes: loadedRemoteVersions,
          firstScreen,
        },
        win,
      ),
    )
    .catch((error: unknown) => console.warn('[rum] the performance reporter did not load:', error));
}
