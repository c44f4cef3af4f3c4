/**
 * Pings each domain of the merchant from the player's phone (GET /wps/system/test/ping with the
 * Merchant header, 20 s time-out: SPEC 7, 9) and times the round trip. A failure is a null
 * timing, never an error: measuring must not disturb the page.
 *
 * The time is the browser's own record of the request (Resource Timing: from the fetch's start to
 * the last byte, preflight included) when it has one, not the time until the promise's callback
 * ran (issue 40): on a cheap phone's busy main thread the callback can run hundreds of ms after
 * the answer came, and the fastest domain lost to whichever ping happened to resolve in a gap.
 */
import { api } from '@m/shared';
import type { DomainTiming } from './choose-fast-domain';

/** `stamp` goes into the ping's address, so its Resource Timing entry can be told apart. */
export type Ping = (origin: string, stamp: string) => Promise<unknown>;

export const apiPing: Ping = (origin, stamp) => api.call('ping', { origin, query: { t: stamp }, notify: false });

/** The network time (ms) of the ping to `origin` whose address carries `t=stamp`, if the browser recorded it. */
export type ResourceTime = (origin: string, stamp: string) => number | null;

type Timeline = Partial<Pick<Performance, 'getEntriesByType'>>;

export function resourceTime(origin: string, stamp: string, timeline: Timeline | undefined = globalThis.performance): number | null {
  if (typeof timeline?.getEntriesByType !== 'function') return null;
  const entries = timeline.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (!entry.name.startsWith(`${origin}/`)) continue;
    let url: URL;
    try {
      url = new URL(entry.name);
    } catch {
      continue;
    }
    // responseEnd - startTime is given for every origin (detailed phases need Timing-Allow-Origin).
    if (url.searchParams.get('t') === stamp && entry.responseEnd > 0) return entry.responseEnd - entry.startTime;
  }
  return null;
}

let sequence = 0;

export async function measureDomains(
  domains: readonly string[],
  originOf: (domain: string) => string,
  ping: Ping = apiPing,
  now: () => number = () => performance.now(),
  recorded: ResourceTime = resourceTime,
): Promise<DomainTiming[]> {
  return Promise.all(
    domains.map(async (domain) => {
      sequence += 1;
      const stamp = `${Date.now().toString(36)}-${sequence}`;
      const origin = originOf(domain);
      const started = now();
      try {
        await ping(origin, stamp);
        const ms = recorded(origin, stamp) ?? now() - started;
        return { domain, ms: Math.round(ms) };
      } catch {
        return { domain, ms: null };
      }
    }),
  );
}
