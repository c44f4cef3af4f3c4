/**
 * Each successful sign-in of a member (issue 26, the security page's "last logins"): when, from
 * which address and device, and how. Only the newest KEEP_LOGINS are kept: the page shows them,
 * and nothing else reads older ones.
 */
import type { Database } from './database';

export const KEEP_LOGINS = 10;

export interface LoginHistoryRow {
  id: number;
  method: string;
  ip: string;
  device: string;
  created_at: number;
}

export class LoginHistoryStore {
  constructor(private readonly db: Database) {}

  record(input: { merchant: string; memberId: number; method: string; ip: string; device: string; now: number }): void {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO login_history (merchant, member_id, method, ip, device, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(input.merchant, input.memberId, input.method, input.ip, input.device, input.now);
      this.db
        .prepare(
          'DELETE FROM login_history WHERE member_id = ? AND id NOT IN (SELECT id FROM login_history WHERE member_id = ? ORDER BY id DESC LIMIT ?)',
        )
        .run(input.memberId, input.memberId, KEEP_LOGINS);
    })();
  }

  /** Newest first. */
  latest(memberId: number): LoginHistoryRow[] {
    return this.db
      .prepare('SELECT id, method, ip, device, created_at FROM login_history WHERE member_id = ? ORDER BY id DESC LIMIT ?')
      .all(memberId, KEEP_LOGINS) as LoginHistoryRow[];
  }
}
