/**
 * The performance beacon of SPEC section 9 (`collect`, at most 1024 bytes): web-vitals metrics
 * (FCP, LCP, CLS, INP, TTFB) and the first-screen time `fs`, tagged with what `pnpm rum` groups
 * by: merchant (in the envelope), route, device class, shell version and the version of every
 * remote on the page. Pure, so what leaves the phone is decided in one tested place.
 */
import { HEARTBEAT_LIMIT_BYTES } from '@m/shared';

export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export type MetricName = 'fcp' | 'lcp' | 'cls' | 'inp' | 'ttfb' | 'fs';
export type Metrics = Partial<Record<MetricName, number>>;

export interface RumBeaconValue {
  kind: 'rum';
  route: string;
  device: DeviceClass;
  shell: string;
  remotes: Record<string, string>;
  metrics: Metrics;
}

/** From the user agent and the screen: what decides how fast a page can be. */
export function deviceClass(userAgent: string, screen: { width: number; height: number }, touch: boolean): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'phone';
  if (touch && Math.min(screen.width, screen.height) >= 600) return 'tablet';
  return touch ? 'phone' : 'desktop';
}

/** The path the metrics belong to, as the server accepts it: no query, no trailing slash, bounded. */
export function routeOf(pathname: string): string {
  const path = pathname.replace(/[^\w/.-]/g, '').replace(/\/+$/, '') || '/';
  return path.slice(0, 100);
}

/** Milliseconds rounded to whole numbers, CLS to 4 decimals; anything not a finite, sane value is left out. */
export function cleanMetrics(metrics: Metrics): Metrics {
  const result: Metrics = {};
  for (const [name, value] of Object.entries(metrics) as [MetricName, number | undefined][]) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) continue;
    if (name === 'cls') {
      if (value <= 100) result.cls = Math.round(value * 10_000) / 10_000;
    } else if (value <= 600_000) {
      result[name] = Math.round(value);
    }
  }
  return result;
}

const encoder = new TextEncoder();

/** The beacon, or null when even without its remote versions it would not fit the limit. */
export function buildRumBeacon(merchant: string, input: Omit<RumBeaconValue, 'kind'>): { merchant: string; value: RumBeaconValue } | null {
  const value: RumBeaconValue = {
    kind: 'rum',
    route: routeOf(input.route),
    device: input.device,
    shell: input.shell.slice(0, 32),
    remotes: {},
    metrics: cleanMetrics(input.metrics),
  };
  for (const [remote, version] of Object.entries(input.remotes)) value.remotes[remote] = version.slice(0, 32);
  const body = { merchant, value };
  if (encoder.encode(JSON.stringify(body)).length <= HEARTBEAT_LIMIT_BYTES) return body;
  return null;
}
