/**
 * Growing delays after failed sign-ins: the first FREE_FAILURES failures of a key cost nothing,
 * then each further one doubles the wait before the next attempt (1 s, 2 s, 4 s ... up to
 * 15 minutes). Refused attempts answer TOO_MANY_REQUEST with Retry-After; a success clears
 * the key. In memory, like the rate limiter: it protects a running server.
 */
import { WpsError } from '../http/wps-error';

const FREE_FAILURES = 3;
const BASE_MS = 1000;
const MAX_MS = 15 * 60_000;

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_MS, BASE_MS * 2 ** (failures - FREE_FAILURES));
}

export class FailureDelays {
  private readonly state = new Map<string, { failures: number; last: number }>();

  /** Throws TOO_MANY_REQUEST while any of `keys` is still waiting out its delay. */
  check(keys: string[], now: number): void {
    for (const key of keys) {
      const entry = this.state.get(key);
      if (!entry) continue;
      const until = entry.last + delayAfter(entry.failures);
      if (until > now) {
        const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
        throw new WpsError(429, 'TOO_MANY_REQUEST', { retryAfterSeconds: retryAfter }, {}, { 'Retry-After': String(retryAfter) });
      }
    }
  }

  fail(keys: string[], now: number): void {
    for (const key of keys) {
      const entry = this.state.get(key) ?? { failures: 0, last: now };
      this.state.set(key, { failures: entry.failures + 1, last: now });
    }
    if (this.state.size > 100_000) this.sweep(now);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.state.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.state) if (entry.last + MAX_MS < now) this.state.delete(key);
  }
}
