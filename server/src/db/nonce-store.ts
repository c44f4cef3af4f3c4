/**
 * The replay guard's memory: nonces of encrypted bodies seen within the freshness window. In
 * the database, so a restart (or a kill -9) does not reopen the window for a captured body.
 */
import type { Database } from './database';

export class NonceStore {
  constructor(private readonly db: Database) {}

  /** Records the nonce; false when it was already seen (a replay). Expired ones: db/housekeeping.ts. */
  remember(nonce: string, expiresAt: number, now: number): boolean {
    const existing = this.db.prepare('SELECT expires_at FROM seen_nonces WHERE nonce = ?').pluck().get(nonce) as number | undefined;
    if (existing !== undefined && existing >= now) return false;
    this.db
      .prepare(
        'INSERT INTO seen_nonces (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO UPDATE SET expires_at = excluded.expires_at',
      )
      .run(nonce, expiresAt);
    return true;
  }
}
