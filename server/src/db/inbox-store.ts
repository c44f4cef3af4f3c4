/**
 * The member's inbox (issue 26). A message to every member (a MSG announcement) is delivered into
 * each member's own rows when they look (INSERT OR IGNORE by its source), so read and deleted are
 * per member like a personal message, and a deleted one is never delivered again (its row stays,
 * marked). Newest first, a keyset cursor (`<time>.<id>`) so a page never repeats a message.
 */
import type { Database } from './database';

export interface InboxRow {
  id: number;
  source: string;
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
}

export interface Delivery {
  source: string;
  /** JSON of a language map, or plain text. */
  title: string;
  body: string;
  createdAt: number;
}

function readCursor(cursor: string | undefined): { at: number; id: number } | null {
  const match = cursor ? /^(\d{1,15})\.(\d{1,12})$/.exec(cursor) : null;
  return match ? { at: Number(match[1]), id: Number(match[2]) } : null;
}

export class InboxStore {
  constructor(private readonly db: Database) {}

  deliver(merchant: string, memberId: number, messages: readonly Delivery[]): void {
    const insert = this.db.prepare(
      'INSERT OR IGNORE INTO inbox_messages (merchant, member_id, source, title, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const message of messages) insert.run(merchant, memberId, message.source, message.title, message.body, message.createdAt);
    })();
  }

  list(merchant: string, memberId: number, cursor: string | undefined, limit: number): { rows: InboxRow[]; nextCursor: string | null } {
    const after = readCursor(cursor);
    const rows = this.db
      .prepare(
        `SELECT id, source, title, body, created_at, read_at FROM inbox_messages
         WHERE merchant = @merchant AND member_id = @memberId AND deleted_at IS NULL
           AND (@at IS NULL OR created_at < @at OR (created_at = @at AND id < @id))
         ORDER BY created_at DESC, id DESC LIMIT @take`,
      )
      .all({ merchant, memberId, at: after?.at ?? null, id: after?.id ?? null, take: limit + 1 }) as InboxRow[];
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { rows: page, nextCursor: rows.length > limit && last ? `${last.created_at}.${last.id}` : null };
  }

  unread(merchant: string, memberId: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM inbox_messages WHERE merchant = ? AND member_id = ? AND deleted_at IS NULL AND read_at IS NULL')
      .get(merchant, memberId) as { n: number };
    return row.n;
  }

  /** Only the member's own messages change, whatever ids are named. */
  markRead(merchant: string, memberId: number, ids: readonly number[], now: number): void {
    const update = this.db.prepare(
      'UPDATE inbox_messages SET read_at = ? WHERE merchant = ? AND member_id = ? AND id = ? AND read_at IS NULL',
    );
    this.db.transaction(() => {
      for (const id of ids) update.run(now, merchant, memberId, id);
    })();
  }

  remove(merchant: string, memberId: number, ids: readonly number[], now: number): void {
    const update = this.db.prepare(
      'UPDATE inbox_messages SET deleted_at = ?, read_at = COALESCE(read_at, ?) WHERE merchant = ? AND member_id = ? AND id = ? AND deleted_at IS NULL',
    );
    this.db.transaction(() => {
      for (const id of ids) update.run(now, now, merchant, memberId, id);
    })();
  }
}
