/**
 * Sliding-window rate limits (per IP and per account on login, registration and SMS): a key
 * may be used at most `max` times in any `windowSeconds`. In memory: limits protect a running
 * server, and a restart forgetting them is harmless.
 */
import { WpsError } from '../http/wps-error';

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { times: number[]; windowMs: number }>();
  private checks = 0;

  /** Counts one use of `key`; throws TOO_MANY_REQUEST (429) when the window is full. */
  hit(key: string, limit: WindowLimit, now: number): void {
    const windowMs = limit.windowSeconds * 1000;
    const recent = (this.hits.get(key)?.times ?? []).filter((time) => time > now - windowMs);
    if (recent.length >= limit.max) {
      this.hits.set(key, { times: recent, windowMs });
      const retryAfter = Math.max(1, Math.ceil(((recent[0] as number) + windowMs - now) / 1000));
      throw new WpsError(429, 'TOO_MANY_REQUEST', { retryAfterSeconds: retryAfter }, {}, { 'Retry-After': String(retryAfter) });
    }
    recent.push(now);
    this.hits.set(key, { times: recent, windowMs });
    if (++this.checks % 1000 === 0) this.sweep(now);
  }

  /** Forgets keys whose every hit has left its window, so the map does not grow forever. */
  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if ((entry.times.at(-1) ?? 0) <= now - entry.windowMs) this.hits.delete(key);
  }

  size(): number {
    return this.hits.size;
  }
}
