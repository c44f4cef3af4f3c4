/**
 * Real-user monitoring (SPEC section 9), loaded lazily after the first view: web-vitals observes
 * FCP, LCP, CLS, INP and TTFB (buffered entries, so loading late loses nothing), and one beacon
 * leaves with navigator.sendBeacon (the `collect` call) at RUM_REPORT_AT_MS after navigation, or
 * earlier when the page is hidden, so it always leaves within PERFORMANCE_REPORT_WITHIN_MS (15 s).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { api } from '@m/shared';
import { buildRumBeacon, type DeviceClass, type MetricName, type Metrics } from './rum-beacon';
import { reportRemoteFailures } from './failure-beacons';

/** When the beacon leaves: early enough that idle delays cannot push it past 15 s. */
export const RUM_REPORT_AT_MS = 10_000;

export interface RumContext {
  merchant: string;
  route: string;
  device: DeviceClass;
  shell: string;
  /** Read when the beacon leaves: the remotes mounted by then. */
  remotes: () => Record<string, string>;
  /** The first-screen time (ms since navigation), when the first route's areas had settled. */
  firstScreen: number | null;
}

const NAMES: Record<Metric['name'], MetricName> = { FCP: 'fcp', LCP: 'lcp', CLS: 'cls', INP: 'inp', TTFB: 'ttfb' };

export function startRum(context: RumContext, win: Window = window): void {
  // The remotes' failures of this page view, counted per version in the operator console.
  reportRemoteFailures({ merchant: context.merchant, shellVersion: context.shell, earlier: win.__M_SHELL__?.failures ?? [], win });
  const metrics: Metrics = context.firstScreen !== null ? { fs: context.firstScreen } : {};
  let sent = false;
  const record = (metric: Metric) => {
    metrics[NAMES[metric.name]] = metric.value;
  };
  // reportAllChanges: the latest value is at hand whenever the beacon leaves.
  for (const observe of [onFCP, onLCP, onCLS, onINP, onTTFB]) observe(record, { reportAllChanges: true });

  const send = () => {
    if (sent) return;
    sent = true;
    win.clearTimeout(timer);
    win.removeEventListener('pagehide', send);
    win.document.removeEventListener('visibilitychange', onHidden);
    const beacon = buildRumBeacon(context.merchant, {
      route: context.route,
      device: context.device,
      shell: context.shell,
      remotes: context.remotes(),
      metrics,
    });
    if (beacon) void api.call('collect', { body: beacon }).catch(() => undefined);
  };
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') send();
  };
  const timer = win.setTimeout(send, Math.max(0, RUM_REPORT_AT_MS - win.performance.now()));
  win.addEventListener('pagehide', send);
  win.document.addEventListener('visibilitychange', onHidden);
}
