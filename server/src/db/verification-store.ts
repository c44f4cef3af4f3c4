/**
 * Short-lived verification state: SMS codes, two-factor login challenges, issued captcha
 * challenges, LINE sessions and (test mode only) the message outbox. Codes are stored hashed.
 */
import crypto from 'node:crypto';
import type { Database } from './database';
import { hashToken } from './session-store';

/** Codes are short: hash them with the row's context so equal codes do not hash alike. */
export function hashCode(context: string, code: string): string {
  return crypto.createHash('sha256').update(`${context}:${code}`).digest('hex');
}

export interface OutboxMessage {
  id: number;
  merchant: string;
  channel: 'sms' | 'email';
  recipient: string;
  text: string;
  code: string | null;
  created_at: number;
}

export interface LoginChallengeRow {
  id: string;
  merchant: string;
  member_id: number;
  code_hash: string | null;
  device: string | null;
  attempts: number;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
  client_hash: string | null;
  pending_identity: string | null;
}

/** A social identity waiting for the second factor before it is linked. */
export interface PendingIdentity {
  provider: string;
  subject: string;
}

export interface LineSessionRow {
  token_hash: string;
  merchant: string;
  line_user_id: string;
  name: string;
  picture: string | null;
  created_at: number;
  expires_at: number;
}

export const MAX_CODE_ATTEMPTS = 5;

export class VerificationStore {
  constructor(private readonly db: Database) {}

  // --- SMS codes ---------------------------------------------------------------------------------

  /** A new code replaces any earlier unused one for the same number and purpose. */
  saveSmsCode(input: { merchant: string; mobile: string; purpose: string; code: string; ttlMs: number; now: number }): void {
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE sms_codes SET consumed_at = ? WHERE merchant = ? AND mobile = ? AND purpose = ? AND consumed_at IS NULL')
        .run(input.now, input.merchant, input.mobile, input.purpose);
      this.db
        .prepare('INSERT INTO sms_codes (merchant, mobile, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(
          input.merchant,
          input.mobile,
          input.purpose,
          hashCode(`${input.merchant}:${input.mobile}`, input.code),
          input.now,
          input.now + input.ttlMs,
        );
    })();
  }

  /**
   * Consumes the latest live code for the number if `code` matches. Purposes in `purposes`
   * are accepted (a code sent for registration also proves the number for login). Wrong codes
   * count; after MAX_CODE_ATTEMPTS the code is dead.
   */
  consumeSmsCode(input: { merchant: string; mobile: string; purposes: string[]; code: string; now: number }): 'ok' | 'invalid' | 'expired' {
    return this.db.transaction(() => {
      const placeholders = input.purposes.map(() => '?').join(',');
      const row = this.db
        .prepare(
          `SELECT id, code_hash, attempts, expires_at FROM sms_codes WHERE merchant = ? AND mobile = ? AND consumed_at IS NULL AND purpose IN (${placeholders}) ORDER BY id DESC LIMIT 1`,
        )
        .get(input.merchant, input.mobile, ...input.purposes) as
        { id: number; code_hash: string; attempts: number; expires_at: number } | undefined;
      if (!row) return 'invalid';
      if (row.expires_at <= input.now || row.attempts >= MAX_CODE_ATTEMPTS) return 'expired';
      if (row.code_hash !== hashCode(`${input.merchant}:${input.mobile}`, input.code)) {
        this.db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
        return 'invalid';
      }
      this.db.prepare('UPDATE sms_codes SET consumed_at = ? WHERE id = ?').run(input.now, row.id);
      return 'ok';
    })();
  }

  // --- outbox (test mode) ------------------------------------------------------------------------

  addToOutbox(message: Omit<OutboxMessage, 'id'>): void {
    this.db
      .prepare('INSERT INTO message_outbox (merchant, channel, recipient, text, code, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(message.merchant, message.channel, message.recipient, message.text, message.code, message.created_at);
  }

  outbox(recipient: string, limit: number): OutboxMessage[] {
    return this.db
      .prepare('SELECT * FROM message_outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?')
      .all(recipient, limit) as OutboxMessage[];
  }

  // --- two-factor login challenges -----------------------------------------------------------------

  /**
   * A new challenge for the member; only the newest is live. Answers the challenge's id and the
   * client secret: the verification must present it, so only the client that passed the
   * password step can use (or burn) the challenge.
   */
  createLoginChallenge(input: {
    merchant: string;
    memberId: number;
    code: string | null;
    device: string | null;
    ttlMs: number;
    now: number;
    pendingIdentity?: PendingIdentity | null;
  }): { id: string; clientSecret: string } {
    const id = crypto.randomBytes(16).toString('hex');
    const clientSecret = crypto.randomBytes(32).toString('base64url');
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE login_challenges SET expires_at = ? WHERE member_id = ? AND completed_at IS NULL AND expires_at > ?')
        .run(input.now, input.memberId, input.now);
      this.db
        .prepare(
          'INSERT INTO login_challenges (id, merchant, member_id, code_hash, device, created_at, expires_at, client_hash, pending_identity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          input.merchant,
          input.memberId,
          input.code === null ? null : hashCode(id, input.code),
          input.device,
          input.now,
          input.now + input.ttlMs,
          hashToken(clientSecret),
          input.pendingIdentity ? JSON.stringify(input.pendingIdentity) : null,
        );
    })();
    return { id, clientSecret };
  }

  /** The member's live challenge, only for the client holding its secret (else undefined, and nothing counted). */
  liveLoginChallenge(memberId: number, clientSecret: string | null, now: number): LoginChallengeRow | undefined {
    if (!clientSecret) return undefined;
    const row = this.db
      .prepare(
        'SELECT * FROM login_challenges WHERE member_id = ? AND completed_at IS NULL AND expires_at > ? AND attempts < ? ORDER BY created_at DESC LIMIT 1',
      )
      .get(memberId, now, MAX_CODE_ATTEMPTS) as LoginChallengeRow | undefined;
    if (!row || row.client_hash === null) return undefined;
    const given = Buffer.from(hashToken(clientSecret));
    const stored = Buffer.from(row.client_hash);
    return given.length === stored.length && crypto.timingSafeEqual(given, stored) ? row : undefined;
  }

  failLoginChallenge(id: string): void {
    this.db.prepare('UPDATE login_challenges SET attempts = attempts + 1 WHERE id = ?').run(id);
  }

  /** True only for the first caller: a code cannot be used twice. */
  completeLoginChallenge(id: string, now: number): boolean {
    return this.db.prepare('UPDATE login_challenges SET completed_at = ? WHERE id = ? AND completed_at IS NULL').run(now, id).changes === 1;
  }

  // --- captcha challenges ------------------------------------------------------------------------

  /**
   * Writes down a challenge whose answer passed (issue 35: issuing one stores nothing, its
   * signature proves it). True only the first time: an answer is good for one request.
   */
  markCaptchaUsed(merchant: string, challenge: string, now: number): boolean {
    // Old rows are deleted by the housekeeping timer (db/housekeeping.ts), after the challenge expired.
    return (
      this.db
        .prepare('INSERT OR IGNORE INTO captcha_challenges (challenge, merchant, issued_at, used_at) VALUES (?, ?, ?, ?)')
        .run(challenge, merchant, now, now).changes === 1
    );
  }

  // --- LINE sessions -------------------------------------------------------------------------------

  saveLineSession(input: {
    merchant: string;
    token: string;
    lineUserId: string;
    name: string;
    picture: string | null;
    ttlMs: number;
    now: number;
  }): void {
    this.db
      .prepare(
        'INSERT INTO line_sessions (token_hash, merchant, line_user_id, name, picture, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(hashToken(input.token), input.merchant, input.lineUserId, input.name, input.picture, input.now, input.now + input.ttlMs);
  }

  lineSession(merchant: string, token: string, now: number): LineSessionRow | undefined {
    return this.db
      .prepare('SELECT * FROM line_sessions WHERE token_hash = ? AND merchant = ? AND expires_at > ?')
      .get(hashToken(token), merchant, now) as LineSessionRow | undefined;
  }
}
