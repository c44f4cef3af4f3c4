/**
 * The two steps of an operator's sign-in, stored hashed (SHA-256, as players' sessions are):
 * a ticket once the password is right, short-lived and good for a few authenticator codes; then
 * a session, whose token only the operator's browser holds (the `ops_session` cookie). A session
 * expires when idle and, whatever its use, at an absolute lifetime.
 */
import type { Database } from '../db/database';
import { hashToken, newToken } from '../db/session-store';

export interface OpsSessionTimes {
  /** How long a password-accepted ticket waits for its code. */
  ticketMs: number;
  /** Attempts at the code one ticket allows. */
  ticketAttempts: number;
  /** A session unused this long is over. */
  idleMs: number;
  /** A session is over this long after its sign-in, used or not. */
  absoluteMs: number;
}

export const OPS_SESSION_TIMES: OpsSessionTimes = {
  ticketMs: 5 * 60_000,
  ticketAttempts: 5,
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
};

interface SessionRow {
  token_hash: string;
  operator: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
}

export class OpsSessionStore {
  constructor(
    private readonly db: Database,
    readonly times: OpsSessionTimes = OPS_SESSION_TIMES,
  ) {}

  issueTicket(operator: string, now: number): string {
    this.db.prepare('DELETE FROM ops_tickets WHERE expires_at <= ?').run(now);
    const ticket = newToken();
    this.db
      .prepare('INSERT INTO ops_tickets (ticket_hash, operator, expires_at) VALUES (?, ?, ?)')
      .run(hashToken(ticket), operator, now + this.times.ticketMs);
    return ticket;
  }

  /**
   * The operator a live ticket belongs to, counting one attempt at its code; undefined once it is
   * expired or its attempts are spent (it is then deleted: the password must be given again).
   */
  useTicket(ticket: string, now: number): string | undefined {
    return this.db.transaction(() => {
      const hash = hashToken(ticket);
      const row = this.db.prepare('SELECT operator, attempts, expires_at FROM ops_tickets WHERE ticket_hash = ?').get(hash) as
        { operator: string; attempts: number; expires_at: number } | undefined;
      if (!row) return undefined;
      if (row.expires_at <= now || row.attempts >= this.times.ticketAttempts) {
        this.db.prepare('DELETE FROM ops_tickets WHERE ticket_hash = ?').run(hash);
        return undefined;
      }
      this.db.prepare('UPDATE ops_tickets SET attempts = attempts + 1 WHERE ticket_hash = ?').run(hash);
      return row.operator;
    })();
  }

  dropTicket(ticket: string): void {
    this.db.prepare('DELETE FROM ops_tickets WHERE ticket_hash = ?').run(hashToken(ticket));
  }

  open(operator: string, ip: string, now: number): { token: string; maxAgeSeconds: number } {
    this.db.prepare('DELETE FROM ops_sessions WHERE expires_at <= ?').run(now);
    const token = newToken();
    this.db
      .prepare('INSERT INTO ops_sessions (token_hash, operator, ip, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(hashToken(token), operator, ip, now, now, now + Math.min(this.times.idleMs, this.times.absoluteMs));
    return { token, maxAgeSeconds: Math.ceil(this.times.absoluteMs / 1000) };
  }

  /** The signed-in operator's name, sliding the idle expiry (written at most every 30 s); null when over. */
  operatorOf(token: string, now: number): string | null {
    const row = this.db.prepare('SELECT * FROM ops_sessions WHERE token_hash = ?').get(hashToken(token)) as SessionRow | undefined;
    if (!row) return null;
    const hardEnd = row.created_at + this.times.absoluteMs;
    if (row.expires_at <= now || hardEnd <= now) {
      this.db.prepare('DELETE FROM ops_sessions WHERE token_hash = ?').run(row.token_hash);
      return null;
    }
    if (now - row.last_used_at >= 30_000)
      this.db
        .prepare('UPDATE ops_sessions SET last_used_at = ?, expires_at = ? WHERE token_hash = ?')
        .run(now, Math.min(now + this.times.idleMs, hardEnd), row.token_hash);
    return row.operator;
  }

  close(token: string): void {
    this.db.prepare('DELETE FROM ops_sessions WHERE token_hash = ?').run(hashToken(token));
  }
}
