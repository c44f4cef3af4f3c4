/**
 * What players leave behind that the operator keeps: game launch tickets, push bindings and
 * topics, feedback, and when a member last opened the chat (collect beacons: beacon-store.ts).
 */
import type { Database } from './database';
import { hashToken, newToken } from './session-store';

export interface GameTicketRow {
  ticket_hash: string;
  merchant: string;
  member_id: number | null;
  vendor: string;
  game_code: string;
  view: 'lobby' | 'bet' | 'vendor';
  trial: number;
  params: string;
  created_at: number;
  expires_at: number;
}

export class ActivityStore {
  constructor(private readonly db: Database) {}

  // --- game tickets ------------------------------------------------------------------------------

  issueGameTicket(input: {
    merchant: string;
    memberId: number | null;
    vendor: string;
    gameCode: string;
    view: GameTicketRow['view'];
    trial: boolean;
    params: Record<string, unknown>;
    ttlMs: number;
    now: number;
  }): string {
    const ticket = newToken();
    this.db
      .prepare(
        'INSERT INTO game_tickets (ticket_hash, merchant, member_id, vendor, game_code, view, trial, params, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        hashToken(ticket),
        input.merchant,
        input.memberId,
        input.vendor,
        input.gameCode,
        input.view,
        input.trial ? 1 : 0,
        JSON.stringify(input.params),
        input.now,
        input.now + input.ttlMs,
      );
    return ticket;
  }

  gameTicket(ticket: string, now: number): GameTicketRow | undefined {
    return this.db.prepare('SELECT * FROM game_tickets WHERE ticket_hash = ? AND expires_at > ?').get(hashToken(ticket), now) as
      GameTicketRow | undefined;
  }

  // --- push --------------------------------------------------------------------------------------

  bindPush(merchant: string, token: string, memberId: number | null, now: number): void {
    this.db
      .prepare(
        'INSERT INTO push_bindings (merchant, token, member_id, bound_at) VALUES (?, ?, ?, ?) ON CONFLICT (merchant, token) DO UPDATE SET member_id = excluded.member_id, bound_at = excluded.bound_at',
      )
      .run(merchant, token, memberId, now);
  }

  pushBinding(merchant: string, token: string): { member_id: number | null; bound_at: number } | undefined {
    return this.db.prepare('SELECT member_id, bound_at FROM push_bindings WHERE merchant = ? AND token = ?').get(merchant, token) as
      { member_id: number | null; bound_at: number } | undefined;
  }

  subscribe(merchant: string, token: string, topic: string, now: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO push_topics (merchant, token, topic, subscribed_at) VALUES (?, ?, ?, ?)')
      .run(merchant, token, topic, now);
  }

  topics(merchant: string, token: string): string[] {
    return this.db
      .prepare('SELECT topic FROM push_topics WHERE merchant = ? AND token = ? ORDER BY topic')
      .pluck()
      .all(merchant, token) as string[];
  }

  /** Removes one topic, or every topic and the binding itself. Answers how many rows went. */
  unsubscribe(merchant: string, token: string, topic: string | null, all: boolean): number {
    return this.db.transaction(() => {
      if (!all)
        return this.db
          .prepare('DELETE FROM push_topics WHERE merchant = ? AND token = ? AND topic = ?')
          .run(merchant, token, topic ?? 'ALL').changes;
      const topics = this.db.prepare('DELETE FROM push_topics WHERE merchant = ? AND token = ?').run(merchant, token).changes;
      return topics + this.db.prepare('DELETE FROM push_bindings WHERE merchant = ? AND token = ?').run(merchant, token).changes;
    })();
  }

  // --- feedback, chat ---------------------------------------------------------------------

  feedback(input: {
    merchant: string;
    memberId: number;
    category: string | null;
    content: string;
    contact: string | null;
    screenshot?: { mimeType: string; data: Buffer } | null;
    now: number;
  }): number {
    return this.db.transaction(() => {
      const id = Number(
        this.db
          .prepare('INSERT INTO feedback (merchant, member_id, category, content, contact, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(input.merchant, input.memberId, input.category, input.content, input.contact, input.now).lastInsertRowid,
      );
      if (input.screenshot)
        this.db
          .prepare('INSERT INTO feedback_screenshots (feedback_id, mime_type, data) VALUES (?, ?, ?)')
          .run(id, input.screenshot.mimeType, input.screenshot.data);
      return id;
    })();
  }

  /** What the member sent since `since`: messages, their bytes (text and screenshot), the oldest's time. */
  feedbackSince(merchant: string, memberId: number, since: number): { count: number; bytes: number; oldest: number | null } {
    return this.db
      .prepare(
        'SELECT COUNT(*) AS count, COALESCE(SUM(length(CAST(f.content AS BLOB)) + COALESCE(length(f.contact), 0) + COALESCE(length(s.data), 0)), 0) AS bytes, MIN(f.created_at) AS oldest FROM feedback f LEFT JOIN feedback_screenshots s ON s.feedback_id = f.id WHERE f.member_id = ? AND f.created_at > ? AND f.merchant = ?',
      )
      .get(memberId, since, merchant) as { count: number; bytes: number; oldest: number | null };
  }

  feedbackOf(
    memberId: number,
    merchant?: string,
  ): { id: number; category: string | null; content: string; contact: string | null; created_at: number; screenshot: number }[] {
    return this.db
      .prepare(
        'SELECT f.id, f.category, f.content, f.contact, f.created_at, (s.feedback_id IS NOT NULL) AS screenshot FROM feedback f LEFT JOIN feedback_screenshots s ON s.feedback_id = f.id WHERE f.member_id = ? AND (? IS NULL OR f.merchant = ?) ORDER BY f.id',
      )
      .all(memberId, merchant ?? null, merchant ?? null) as {
      id: number;
      category: string | null;
      content: string;
      contact: string | null;
      created_at: number;
      screenshot: number;
    }[];
  }

  chatLaunched(merchant: string, memberId: number, now: number): void {
    this.db
      .prepare(
        'INSERT INTO chat_reads (merchant, member_id, last_launch_at) VALUES (?, ?, ?) ON CONFLICT (merchant, member_id) DO UPDATE SET last_launch_at = excluded.last_launch_at',
      )
      .run(merchant, memberId, now);
  }

  lastChatLaunch(merchant: string, memberId: number): number | null {
    return (
      (this.db.prepare('SELECT last_launch_at FROM chat_reads WHERE merchant = ? AND member_id = ?').pluck().get(merchant, memberId) as
        number | undefined) ?? null
    );
  }
}
