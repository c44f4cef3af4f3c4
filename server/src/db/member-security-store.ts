/**
 * What the security page changes on a member (issue 26): the bound mobile and e-mail, the SMS
 * and e-mail second factors, and the authenticator secret (set up, then confirmed by a code).
 */
import type { Database } from './database';
import { mobileKey } from './member-store';

export type ContactChange = { ok: true } | { ok: false; conflict: 'mobile' | 'email' };

export class MemberSecurityStore {
  constructor(private readonly db: Database) {}

  /** Checks uniqueness and writes in one transaction, as registration does. */
  setMobile(memberId: number, merchant: string, countryDialingCode: string, mobileNum: string): ContactChange {
    const key = mobileKey(countryDialingCode, mobileNum);
    return this.db.transaction((): ContactChange => {
      if (this.db.prepare('SELECT 1 FROM members WHERE merchant = ? AND mobile = ? AND id != ?').get(merchant, key, memberId))
        return { ok: false, conflict: 'mobile' };
      this.db
        .prepare('UPDATE members SET mobile = ?, country_dialing_code = ?, mobile_num = ? WHERE id = ?')
        .run(key, countryDialingCode, mobileNum.replace(/\D/g, ''), memberId);
      return { ok: true };
    })();
  }

  /** One address is one member's within a merchant (it receives that member's codes). */
  setEmail(memberId: number, merchant: string, email: string): ContactChange {
    return this.db.transaction((): ContactChange => {
      if (
        this.db.prepare('SELECT 1 FROM members WHERE merchant = ? AND email = ? COLLATE NOCASE AND id != ?').get(merchant, email, memberId)
      )
        return { ok: false, conflict: 'email' };
      this.db.prepare('UPDATE members SET email = ? WHERE id = ?').run(email, memberId);
      return { ok: true };
    })();
  }

  setCodeFactor(memberId: number, channel: 'sms' | 'email', on: boolean): void {
    const column = channel === 'sms' ? 'two_factor_sms' : 'two_factor_email';
    this.db.prepare(`UPDATE members SET ${column} = ? WHERE id = ?`).run(on ? 1 : 0, memberId);
  }

  setPendingTotp(memberId: number, secret: string): void {
    this.db.prepare('UPDATE members SET totp_pending_secret = ? WHERE id = ?').run(secret, memberId);
  }

  /**
   * The pending secret becomes the member's, with the confirming code's step recorded as used:
   * that code cannot also pass the next login's second factor.
   */
  activateTotp(memberId: number, step: number): boolean {
    return (
      this.db
        .prepare(
          'UPDATE members SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ? WHERE id = ? AND totp_pending_secret IS NOT NULL',
        )
        .run(step, memberId).changes === 1
    );
  }

  removeTotp(memberId: number): void {
    this.db.prepare('UPDATE members SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = ?').run(memberId);
  }
}
