/**
 * The local stand-in chat provider's storage (EMULATORS=1): messages between a member and the
 * operator, and the one-time tickets launchChat hands to the chat page (the page never sees a
 * session token). When the member last read the chat is `chat_reads` (activity-store.ts).
 */
import type { Database } from './database';
import { hashToken, newToken } from './session-store';

export interface ChatMessageRow {
  id: number;
  sender: 'member' | 'operator';
  text: string;
  created_at: number;
}

export class ChatStore {
  constructor(private readonly db: Database) {}

  issueTicket(merchant: string, memberId: number, ttlMs: number, now: number): string {
    const ticket = newToken();
    this.db
      .prepare('INSERT INTO chat_tickets (ticket_hash, merchant, member_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(hashToken(ticket), merchant, memberId, now, now + ttlMs);
    return ticket;
  }

  /** The member a live ticket belongs to, on this merchant. */
  ticketMember(merchant: string, ticket: string, now: number): number | null {
    return (
      (this.db
        .prepare('SELECT member_id FROM chat_tickets WHERE ticket_hash = ? AND merchant = ? AND expires_at > ?')
        .pluck()
        .get(hashToken(ticket), merchant, now) as number | undefined) ?? null
    );
  }

  post(merchant: string, memberId: number, sender: ChatMessageRow['sender'], text: string, now: number): number {
    return Number(
      this.db
        .prepare('INSERT INTO chat_messages (merchant, member_id, sender, text, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(merchant, memberId, sender, text, now).lastInsertRowid,
    );
  }

  messages(merchant: string, memberId: number, limit = 100): ChatMessageRow[] {
    return (
      this.db
        .prepare('SELECT id, sender, text, created_at FROM chat_messages WHERE merchant = ? AND member_id = ? ORDER BY id DESC LIMIT ?')
        .all(merchant, memberId, limit) as ChatMessageRow[]
    ).reverse();
  }

  /** Operator messages the member has not seen: written after `since` (the last time the chat was open). */
  unreadFromOperator(merchant: string, memberId: number, since: number): number {
    return this.db
      .prepare("SELECT COUNT(*) FROM chat_messages WHERE merchant = ? AND member_id = ? AND sender = 'operator' AND created_at > ?")
      .pluck()
      .get(merchant, memberId, since) as number;
  }
}
