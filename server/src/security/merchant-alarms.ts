/**
 * Merchant-wide allowances are alarms, not refusals (issue 35): 102 addresses using up lotus's
 * captcha allowance used to refuse every lotus player. Now a merchant over an allowance is
 * logged (once per window, so a flood does not flood the log) and counted for the operator,
 * and the caller decides what a stranger must add (a captcha), never refusing a player with a
 * session or a device that signed in before. Per-address caps stay refusals: they cost only the
 * address that floods.
 */
import type { WindowLimit } from '../wps/auth/rate-limiter';
import type { RateLimiter } from '../wps/auth/rate-limiter';

export interface AlarmLog {
  warn(message: string): void;
}

export class MerchantAlarms {
  private readonly raisedAt = new Map<string, number>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly log: AlarmLog,
  ) {}

  /**
   * Counts one use of the merchant's allowance; true when the allowance is spent (the alarm is
   * up). Beyond the allowance uses are counted, not remembered one by one (memory stays bounded).
   */
  use(merchant: string, what: string, limit: WindowLimit, now: number): boolean {
    const key = `${merchant}:alarm:${what}`;
    if (this.limiter.allows(key, limit, now)) {
      this.limiter.count(key, limit, now);
      return false;
    }
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    const last = this.raisedAt.get(key);
    if (last === undefined || last <= now - limit.windowSeconds * 1000) {
      this.raisedAt.set(key, now);
      this.log.warn(
        `alarm: merchant ${merchant} is over its ${what} allowance (${limit.max} per ${limit.windowSeconds} s); players are not refused, strangers may be asked for a captcha`,
      );
    }
    return true;
  }

  /** Whether the merchant's allowance is spent now, without counting a use. */
  raised(merchant: string, what: string, limit: WindowLimit, now: number): boolean {
    return !this.limiter.allows(`${merchant}:alarm:${what}`, limit, now);
  }

  /** Uses beyond the allowance since the server started (the operator's count). */
  overruns(merchant: string, what: string): number {
    return this.counts.get(`${merchant}:alarm:${what}`) ?? 0;
  }
}
