/**
 * What the database holds of the soak's writes after the restart, read straight from the file
 * (read-only, beside the running server), keyed as the ledger keys them.
 */
import Database from 'better-sqlite3';
import type { StoredCounts } from './write-ledger';

/** Rows of the soak's players (`soak` user names and texts), with how many times each is there. */
export function readStoredWrites(databaseFile: string): StoredCounts {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const counts = (sql: string) => new Map((db.prepare(sql).all() as { key: string; n: number }[]).map((row) => [row.key, row.n]));
    return {
      registration: counts(
        "SELECT username AS key, COUNT(*) AS n FROM members WHERE merchant = 'demo' AND username LIKE 'soak%' GROUP BY username",
      ),
      feedback: counts("SELECT content AS key, COUNT(*) AS n FROM feedback WHERE content LIKE 'soak %' GROUP BY content"),
      'chat message': counts(
        "SELECT text AS key, COUNT(*) AS n FROM chat_messages WHERE merchant = 'demo' AND sender = 'member' AND text LIKE 'soak %' GROUP BY text",
      ),
    };
  } finally {
    db.close();
  }
}
