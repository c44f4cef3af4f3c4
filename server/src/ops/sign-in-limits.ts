/**
 * Password guessing against the console: every attempt (password or code) counts against the
 * caller's address, every failure against the operator name tried (known or not, so the answer
 * does not say which names exist). Beyond either: 429 with Retry-After, before any password is
 * hashed. In memory, as the players' login limits are (wps/auth/rate-limiter.ts): they protect
 * a running server, and a restart forgetting them is harmless.
 */
import type { WriteLimits } from '../security/write-limits';
import { RateLimiter } from '../wps/auth/rate-limiter';
import { WpsError } from '../wps/http/wps-error';
import { OpsHttpError } from './ops-http';

export class SignInLimits {
  private readonly limiter = new RateLimiter();

  constructor(private readonly limits: WriteLimits['opsSignIn']) {}

  /** Counts an attempt from `ip`; throws when the address or the name is over its limit. */
  attempt(ip: string, name: string | null, now: number): void {
    try {
      if (name !== null) this.limiter.refuseIfFull(`name:${name.toLowerCase()}`, this.limits.perName, now);
      this.limiter.hit(`ip:${ip}`, this.limits.perIp, now);
    } catch (error) {
      const retryAfter = error instanceof WpsError ? (error.headers['Retry-After'] ?? '60') : '60';
      throw new OpsHttpError('rate-limited', `Too many sign-in attempts: try again in ${Math.ceil(Number(retryAfter) / 60)} min.`, {
        'Retry-After': retryAfter,
      });
    }
  }

  failed(name: string, now: number): void {
    this.limiter.count(`name:${name.toLowerCase()}`, this.limits.perName, now);
  }
}
