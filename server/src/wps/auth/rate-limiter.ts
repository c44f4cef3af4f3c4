/**
 * Sliding-window rate limits (per IP and per account on login, registration and SMS): a key
 * may be used at most `max` times in any `windowSeconds`. In memory: limits protect a running
 * server, and a restart forgetting them is harmless.
 */
import type { ServerErrorCode } from '@m/shared/contract';
import { WpsError } from '../http/wps-error';

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { times: number[]; windowMs: number }>();
  private checks = 0;

  /**
   * Counts one use of `key`; throws `errorCode` (429, TOO_MANY_REQUEST unless the caller names
   * its own: SPEC 8 silences TOO_MANY_REQUEST*, and a refusal the player must read, such as an
   * exhausted SMS budget, needs a code of its own) with Retry-After when the window is full. The
   * message's `{{minutes}}` is the wait rounded up to whole minutes.
   */
  hit(key: string, limit: WindowLimit, now: number, errorCode: ServerErrorCode = 'TOO_MANY_REQUEST'): void {
    const windowMs = limit.windowSeconds * 1000;
    const recent = this.recent(key, windowMs, now);
    if (recent.length >= limit.max) {
      this.hits.set(key, { times: recent, windowMs });
      const retryAfter = Math.max(1, Math.ceil(((recent[0] as number) + windowMs - now) / 1000));
      throw new WpsError(
        429,
        errorCode,
        { retryAfterSeconds: retryAfter },
        { minutes: Math.ceil(retryAfter / 60) },
        { 'Retry-After': String(retryAfter) },
      );
    }
    this.record(key, recent, windowMs, now);
  }

  /** Throws as hit() would when the window is already full, without counting a use. */
  refuseIfFull(key: string, limit: WindowLimit, now: number): void {
    if (!this.allows(key, limit, now)) this.hit(key, limit, now);
  }

  /** Whether one more use of `key` fits its window, without counting one. */
  allows(key: string, limit: WindowLimit, now: number): boolean {
    return this.recent(key, limit.windowSeconds * 1000, now).length < limit.max;
  }

  /** Counts one use of `key` without any check (a use that happened whatever its window holds). */
  count(key: string, limit: WindowLimit, now: number): void {
    const windowMs = limit.windowSeconds * 1000;
    this.record(key, this.recent(key, windowMs, now), windowMs, now);
  }

  /** How many uses of `key` its window holds now (the operator console shows how full a cap is). */
  used(key: string, limit: WindowLimit, now: number): number {
    return this.recent(key, limit.windowSeconds * 1000, now).length;
  }

  private recent(key: string, windowMs: number, now: number): number[] {
    return (this.hits.get(key)?.times ?? []).filter((time) => time > now - windowMs);
  }

  private record(key: string, recent: number[], windowMs: number, now: number): void {
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
