/**
 * The members' consent to the merchant's terms and to the minimum age (issue 27): which terms
 * version they accepted, the age they confirmed, when, from where and through which form. An
 * operator answers a regulator's "show this player agreed" from here; nothing deletes these rows.
 */
import type { Database } from './database';

export interface ConsentRow {
  terms_version: string;
  age_confirmed: number;
  minimum_age: number;
  method: string;
  ip: string;
  accepted_at: number;
}

export interface NewConsent {
  merchant: string;
  memberId: number;
  termsVersion: string;
  minimumAge: number;
  /** The registration form: username or mobile. */
  method: 'username' | 'mobile';
  ip: string;
  now: number;
}

export class ConsentStore {
  constructor(private readonly db: Database) {}

  /** Accepting the same version again keeps the first acceptance. */
  record(consent: NewConsent): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO member_consents (merchant, member_id, terms_version, age_confirmed, minimum_age, method, ip, accepted_at)
         VALUES (?, ?, ?, 1, ?, ?, ?, ?)`,
      )
      .run(consent.merchant, consent.memberId, consent.termsVersion, consent.minimumAge, consent.method, consent.ip, consent.now);
  }

  /** Oldest first. */
  ofMember(merchant: string, memberId: number): ConsentRow[] {
    return this.db
      .prepare(
        'SELECT terms_version, age_confirmed, minimum_age, method, ip, accepted_at FROM member_consents WHERE merchant = ? AND member_id = ? ORDER BY accepted_at, terms_version',
      )
      .all(merchant, memberId) as ConsentRow[];
  }
}
