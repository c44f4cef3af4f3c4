/**
 * Members and the social identities linked to them. Usernames are unique per merchant without
 * regard to case; mobile numbers (dialing code + number) are unique per merchant.
 */
import type { Database } from './database';

export interface MemberRow {
  id: number;
  merchant: string;
  username: string;
  display_name: string;
  mobile: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  password_hash: string;
  password_is_default: number;
  password_changed_at: number;
  customer_type: number;
  language: string | null;
  club_label_id: string | null;
  rank_completed: number;
  two_factor_sms: number;
  two_factor_email: number;
  totp_secret: string | null;
  /** An authenticator secret set up on the security page, not yet confirmed by a first code. */
  totp_pending_secret: string | null;
  register_method: string | null;
  register_ip: string | null;
  register_url: string | null;
  domain: string | null;
  referral_code: string | null;
  affiliate_code: string | null;
  pixel_track: string | null;
  device_id: string | null;
  first_login_at: number | null;
  last_login_at: number | null;
  created_at: number;
  /** The wallet balance the cashier keeps (the reference backend only stores it). */
  balance: number;
  /** 1..PROFILE_ICON_COUNT, null until the member picks one. */
  profile_icon: number | null;
}

export interface NewMember {
  merchant: string;
  username: string;
  mobile?: { countryDialingCode: string; mobileNum: string } | null;
  email?: string | null;
  passwordHash: string;
  passwordIsDefault: boolean;
  customerType?: number;
  language?: string | null;
  clubLabelId?: string | null;
  rankCompleted?: number;
  twoFactorSms?: boolean;
  twoFactorEmail?: boolean;
  totpSecret?: string | null;
  registerMethod?: string | null;
  registerIp?: string | null;
  registerUrl?: string | null;
  domain?: string | null;
  referralCode?: string | null;
  affiliateCode?: string | null;
  pixelTrack?: unknown;
  deviceId?: string | null;
  balance?: number;
  /** Seeded accounts may carry an old password date (to show the expired-password flow). */
  passwordChangedAt?: number;
  /** When the member joined: now, unless a seeded account joined earlier (its inbox then holds older broadcasts). */
  joinedAt?: number;
  now: number;
}

export type InsertResult = { ok: true; id: number } | { ok: false; conflict: 'username' | 'mobile' };

/**
 * Digits only, dialing code first, the national leading 0 dropped: '+66' + '081-234' →
 * '6681234', the same digits as the E.164 number a Firebase phone token carries.
 */
export function mobileKey(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;
}

export class MemberStore {
  constructor(private readonly db: Database) {}

  /** Checks both uniqueness rules and inserts in one transaction, so two racing registrations cannot both win. */
  insert(member: NewMember): InsertResult {
    const username = member.username.toLowerCase();
    const mobile = member.mobile ? mobileKey(member.mobile.countryDialingCode, member.mobile.mobileNum) : null;
    return this.db.transaction((): InsertResult => {
      if (this.db.prepare('SELECT 1 FROM members WHERE merchant = ? AND username = ?').get(member.merchant, username))
        return { ok: false, conflict: 'username' };
      if (mobile && this.db.prepare('SELECT 1 FROM members WHERE merchant = ? AND mobile = ?').get(member.merchant, mobile))
        return { ok: false, conflict: 'mobile' };
      const result = this.db
        .prepare(
          `INSERT INTO members (merchant, username, display_name, mobile, country_dialing_code, mobile_num, email, password_hash,
             password_is_default, password_changed_at, customer_type, language, club_label_id, rank_completed, two_factor_sms,
             two_factor_email, totp_secret, register_method, register_ip, register_url, domain, referral_code, affiliate_code,
             pixel_track, device_id, created_at)
           VALUES (@merchant, @username, @displayName, @mobile, @dialing, @mobileNum, @email, @passwordHash, @passwordIsDefault,
             @passwordChangedAt, @customerType, @language, @clubLabelId, @rankCompleted, @twoFactorSms, @twoFactorEmail, @totpSecret,
             @registerMethod, @registerIp, @registerUrl, @domain, @referralCode, @affiliateCode, @pixelTrack, @deviceId, @now)`,
        )
        .run({
          merchant: member.merchant,
          username,
          displayName: member.username,
          mobile,
          dialing: member.mobile?.countryDialingCode ?? null,
          mobileNum: member.mobile?.mobileNum ?? null,
          email: member.email ?? null,
          passwordHash: member.passwordHash,
          passwordIsDefault: member.passwordIsDefault ? 1 : 0,
          passwordChangedAt: member.passwordChangedAt ?? member.now,
          customerType: member.customerType ?? 0,
          language: member.language ?? null,
          clubLabelId: member.clubLabelId ?? null,
          rankCompleted: member.rankCompleted ?? 0,
          twoFactorSms: member.twoFactorSms ? 1 : 0,
          twoFactorEmail: member.twoFactorEmail ? 1 : 0,
          totpSecret: member.totpSecret ?? null,
          registerMethod: member.registerMethod ?? null,
          registerIp: member.registerIp ?? null,
          registerUrl: member.registerUrl ?? null,
          domain: member.domain ?? null,
          referralCode: member.referralCode ?? null,
          affiliateCode: member.affiliateCode ?? null,
          pixelTrack: member.pixelTrack === undefined || member.pixelTrack === null ? null : JSON.stringify(member.pixelTrack),
          deviceId: member.deviceId ?? null,
          now: member.joinedAt ?? member.now,
        });
      const id = Number(result.lastInsertRowid);
      if (member.balance) this.db.prepare('UPDATE members SET balance = ? WHERE id = ?').run(member.balance, id);
      return { ok: true, id };
    })();
  }

  byId(id: number): MemberRow | undefined {
    return this.db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
  }

  byUsername(merchant: string, username: string): MemberRow | undefined {
    return this.db.prepare('SELECT * FROM members WHERE merchant = ? AND username = ?').get(merchant, username.toLowerCase()) as
      MemberRow | undefined;
  }

  byMobile(merchant: string, countryDialingCode: string, mobileNum: string): MemberRow | undefined {
    return this.byMobileKey(merchant, mobileKey(countryDialingCode, mobileNum));
  }

  byMobileKey(merchant: string, key: string): MemberRow | undefined {
    return this.db.prepare('SELECT * FROM members WHERE merchant = ? AND mobile = ?').get(merchant, key) as MemberRow | undefined;
  }

  usernameTaken(merchant: string, username: string): boolean {
    return this.db.prepare('SELECT 1 FROM members WHERE merchant = ? AND username = ?').get(merchant, username.toLowerCase()) !== undefined;
  }

  count(merchant: string): number {
    return this.db.prepare('SELECT COUNT(*) FROM members WHERE merchant = ?').pluck().get(merchant) as number;
  }

  /**
   * Records that the member used the TOTP code of `step`; false when that step (or a later one)
   * was used already: a code seen over a shoulder or in a log cannot sign in a second time.
   */
  useTotpStep(id: number, step: number): boolean {
    return (
      this.db
        .prepare('UPDATE members SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)')
        .run(step, id, step).changes === 1
    );
  }

  setPassword(id: number, passwordHash: string, isDefault: boolean, now: number): void {
    this.db
      .prepare('UPDATE members SET password_hash = ?, password_is_default = ?, password_changed_at = ? WHERE id = ?')
      .run(passwordHash, isDefault ? 1 : 0, now, id);
  }

  setLanguage(id: number, language: string): void {
    this.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, id);
  }

  setProfileIcon(id: number, icon: number): void {
    this.db.prepare('UPDATE members SET profile_icon = ? WHERE id = ?').run(icon, id);
  }

  /** How many members registered with this referral code (codes compare without case). */
  referralCount(merchant: string, referralCode: string): number {
    return this.db
      .prepare('SELECT COUNT(*) FROM members WHERE merchant = ? AND referral_code = ? COLLATE NOCASE')
      .pluck()
      .get(merchant, referralCode) as number;
  }

  /** Records a login; answers whether it was the member's first. */
  recordLogin(id: number, now: number): boolean {
    return this.db.transaction(() => {
      const first = (this.db.prepare('SELECT first_login_at FROM members WHERE id = ?').pluck().get(id) ?? null) === null;
      this.db.prepare('UPDATE members SET first_login_at = COALESCE(first_login_at, ?), last_login_at = ? WHERE id = ?').run(now, now, id);
      return first;
    })();
  }

  // --- identities ------------------------------------------------------------------------------

  link(merchant: string, provider: string, subject: string, memberId: number, now: number): void {
    this.db
      .prepare(
        'INSERT INTO identities (merchant, provider, subject, member_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (merchant, provider, subject) DO UPDATE SET member_id = excluded.member_id',
      )
      .run(merchant, provider, subject, memberId, now);
  }

  /**
   * Removes the member's Firebase and LINE links (password change or reset): a link made by
   * whoever knew the old password must not outlive it. Maya is the account's own origin: kept.
   */
  unlinkSocial(memberId: number): number {
    return this.db.prepare("DELETE FROM identities WHERE member_id = ? AND provider IN ('firebase', 'line')").run(memberId).changes;
  }

  identitiesOf(memberId: number): Array<{ provider: string; subject: string }> {
    return this.db
      .prepare('SELECT provider, subject FROM identities WHERE member_id = ? ORDER BY provider, subject')
      .all(memberId) as Array<{ provider: string; subject: string }>;
  }

  byIdentity(merchant: string, provider: string, subject: string): MemberRow | undefined {
    return this.db
      .prepare(
        'SELECT m.* FROM identities i JOIN members m ON m.id = i.member_id WHERE i.merchant = ? AND i.provider = ? AND i.subject = ?',
      )
      .get(merchant, provider, subject) as MemberRow | undefined;
  }
}
