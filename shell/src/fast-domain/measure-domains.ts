/**
 * Pings each domain of the merchant from the player's phone (GET /wps/system/test/ping with the
 * Merchant header, 20 s time-out: SPEC 7, 9) and times the round trip. A failure is a null
 * timing, never an error: measuring must not disturb the page.
 */
import { api } from '@m/shared';
import type { DomainTiming } from './choose-fast-domain';

export type Ping = (origin: string) => Promise<unknown>;

export const apiPing: Ping = (origin) => api.call('ping', { origin, query: { t: String(Date.now()) }, notify: false });

export async function measureDomains(
  domains: readonly string[],
  originOf: (domain: string) => string,
  ping: Ping = apiPing,
  now: () => number = () => performance.now(),
): Promise<DomainTiming[]> {
  return Promise.all(
    domains.map(async (domain) => {
      const started = now();
      try {
        await ping(originOf(domain));
        return { domain, ms: Math.round(now() - started) };
      } catch {
        return { domain, ms: null };
      }
    }),
  );
}
