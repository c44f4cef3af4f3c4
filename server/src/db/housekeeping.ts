/**
 * Housekeeping (issue 24): every table with an expiry, and every table that grows with traffic,
 * is trimmed by a timer, never on a player's request. Each rule deletes by an indexed column
 * (migration 16), at most BATCH rows per statement, so one run never holds the database (and with
 * it every request: better-sqlite3 is synchronous) for long; a backlog goes over several runs.
 *
 * Expired rows stay a day (GRACE_MS) so that an answer about them ("code expired") does not
 * change the moment they expire. The table of every table, its cap and its retention is in
 * docs/security.md.
 */
import type { Database } from './database';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const GRACE_MS = DAY_MS;
const BATCH = 5_000;
/** How often the timer runs. */
export const HOUSEKEEPING_INTERVAL_MS = MINUTE_MS;

/** How long rows that grow with traffic are kept. */
export const RETENTION = {
  /** An unused captcha challenge is worthless after its minute; kept an hour. */
  captchaMs: 60 * MINUTE_MS,
  /** The test-mode SMS/e-mail outbox (EMULATORS=1). */
  outboxMs: DAY_MS,
  /** A device that has not bound its push token for this long is gone. */
  pushBindingMs: 180 * DAY_MS,
  /** Launch rows feed a member's recently played list. */
  gameLaunchMs: 90 * DAY_MS,
  /** Hot-game counters: the list covers 7 days. */
  gameLaunchCountDays: 8,
  /** Members' feedback and its screenshots: the operator's record for a year. */
  feedbackMs: 365 * DAY_MS,
  /** The stand-in chat's messages (EMULATORS=1). */
  chatMessageMs: 90 * DAY_MS,
  /** Payment callbacks handled: a replay older than CALLBACK_MAX_AGE_MS (10 min) is refused by its timestamp anyway. */
  paymentNotificationMs: 30 * DAY_MS,
};

interface Rule {
  table: string;
  /** Deletes at most BATCH rows older than the rule's cut-off; answers how many went. */
  run(now: number): number;
}

function byColumn(db: Database, table: string, column: string, keepMs: number): Rule {
  const statement = db.prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${column} < ? LIMIT ${BATCH})`);
  return { table, run: (now) => statement.run(now - keepMs).changes };
}

function rules(db: Database): Rule[] {
  const pushTopics = db.prepare(
    `DELETE FROM push_topics WHERE (merchant, token) IN (SELECT merchant, token FROM push_bindings WHERE bound_at < ? ORDER BY rowid LIMIT ${BATCH})`,
  );
  const pushBindings = db.prepare(
    `DELETE FROM push_bindings WHERE rowid IN (SELECT rowid FROM push_bindings WHERE bound_at < ? ORDER BY rowid LIMIT ${BATCH})`,
  );
  const screenshots = db.prepare(
    `DELETE FROM feedback_screenshots WHERE feedback_id IN (SELECT id FROM feedback WHERE created_at < ? ORDER BY id LIMIT ${BATCH})`,
  );
  const feedback = db.prepare(`DELETE FROM feedback WHERE id IN (SELECT id FROM feedback WHERE created_at < ? ORDER BY id LIMIT ${BATCH})`);
  const counts = db.prepare(
    `DELETE FROM game_launch_counts WHERE rowid IN (SELECT rowid FROM game_launch_counts WHERE day < ? LIMIT ${BATCH})`,
  );
  return [
    byColumn(db, 'sessions', 'expires_at', GRACE_MS),
    byColumn(db, 'sms_codes', 'expires_at', GRACE_MS),
    byColumn(db, 'login_challenges', 'expires_at', GRACE_MS),
    byColumn(db, 'line_sessions', 'expires_at', GRACE_MS),
    byColumn(db, 'chat_tickets', 'expires_at', GRACE_MS),
    byColumn(db, 'game_tickets', 'expires_at', GRACE_MS),
    byColumn(db, 'seen_nonces', 'expires_at', 0),
    byColumn(db, 'payment_notifications', 'received_at', RETENTION.paymentNotificationMs),
    byColumn(db, 'captcha_challenges', 'issued_at', RETENTION.captchaMs),
    byColumn(db, 'message_outbox', 'created_at', RETENTION.outboxMs),
    byColumn(db, 'game_launches', 'launched_at', RETENTION.gameLaunchMs),
    byColumn(db, 'chat_messages', 'created_at', RETENTION.chatMessageMs),
    { table: 'game_launch_counts', run: (now) => counts.run(Math.floor(now / DAY_MS) - RETENTION.gameLaunchCountDays).changes },
    {
      table: 'push_bindings',
      run: (now) =>
        db.transaction(() => (pushTopics.run(now - RETENTION.pushBindingMs), pushBindings.run(now - RETENTION.pushBindingMs).changes))(),
    },
    {
      table: 'feedback',
      run: (now) => db.transaction(() => (screenshots.run(now - RETENTION.feedbackMs), feedback.run(now - RETENTION.feedbackMs).changes))(),
    },
  ];
}

export class Housekeeping {
  private readonly rules: Rule[];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    db: Database,
    private readonly clock: () => number,
    private readonly log: { warn(message: string): void },
  ) {
    this.rules = rules(db);
  }

  /** One pass over every table; answers the rows deleted per table (tables with none left out). */
  run(now = this.clock()): Record<string, number> {
    const deleted: Record<string, number> = {};
    for (const rule of this.rules) {
      try {
        const changes = rule.run(now);
        if (changes > 0) deleted[rule.table] = (deleted[rule.table] ?? 0) + changes;
      } catch (error) {
        // A busy or full database: the next run tries again; housekeeping never stops the server.
        this.log.warn(`housekeeping of ${rule.table} failed: ${(error as Error).message}`);
      }
    }
    return deleted;
  }

  /** Runs every `intervalMs` off the request path; the timer never keeps the process alive. */
  start(intervalMs = HOUSEKEEPING_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.run(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
