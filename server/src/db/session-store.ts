/**
 * Session tokens. The token itself is random and given to the player once; only its SHA-256 is
 * stored, so the database alone cannot be used to act as a member.
 */
import crypto from 'node:crypto';
import type { Database } from './database';

export interface SessionRow {
  token_hash: string;
  merchant: string;
  member_id: number;
  ip: string;
  device: string | null;
  created_at: number;
  last_used_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, URL-safe: fits a header, a query parameter and a cookie unchanged. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export class SessionStore {
  constructor(private readonly db: Database) {}

  create(input: { merchant: string; memberId: number; ip: string; device: string | null; ttlMs: number; now: number }): string {
    const token = newToken();
    this.db
      .prepare(
        'INSERT INTO sessions (token_hash, merchant, member_id, ip, device, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(hashToken(token), input.merchant, input.memberId, input.ip, input.device, input.now, input.now, input.now + input.ttlMs);
    return token;
  }

  find(token: string): SessionRow | undefined {
    return this.db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(hashToken(token)) as SessionRow | undefined;
  }

  /** Sliding expiry: a session in use stays alive; written at most once a minute per session. */
  touch(session: SessionRow, ttlMs: number, now: number): void {
    if (now - session.last_used_at < 60_000) return;
    this.db.prepare('UPDATE sessions SET last_used_at = ?, expires_at = ? WHERE token_hash = ?').run(now, now + ttlMs, session.token_hash);
  }

  /** Whether the session with this token hash is still usable (game pages check their launcher's session). */
  aliveByHash(tokenHash: string, now: number): boolean {
    return (
      this.db.prepare('SELECT 1 FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?').get(tokenHash, now) !==
      undefined
    );
  }

  revoke(token: string, now: number): boolean {
    return (
      this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, hashToken(token)).changes >
      0
    );
  }

  /** After a password change every other session of the member ends. */
  revokeOthers(memberId: number, keepToken: string | null, now: number): number {
    const keep = keepToken ? hashToken(keepToken) : '';
    return this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND token_hash != ? AND revoked_at IS NULL')
      .run(now, memberId, keep).changes;
  }
}
