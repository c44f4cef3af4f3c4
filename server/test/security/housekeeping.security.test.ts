/**
 * Issue 24, HIGH finding 2: no table with an expiry was ever cleaned, and the captcha's DELETE
 * ran on every request without an index. A timer now trims every such table (and the ones that
 * grow with traffic) by an indexed column; hot games come from daily counters of members'
 * launches, never from an aggregate over every launch, and trials cannot steer them.
 */
import { openDatabase, type Database } from '../../src/db/database';
import { Housekeeping, RETENTION } from '../../src/db/housekeeping';
import { GameStore } from '../../src/db/game-store';
import { createTestApp } from '../support/wps-test-app';

const DAY = 24 * 60 * 60_000;
const NOW = Date.UTC(2026, 10, 25, 12);

function seedMember(db: Database): number {
  return Number(
    db
      .prepare(
        "INSERT INTO members (merchant, username, display_name, password_hash, password_changed_at, created_at) VALUES ('demo', 'm1', 'm1', 'x', 0, 0)",
      )
      .run().lastInsertRowid,
  );
}

/** One old and one fresh row in every table the timer trims. */
function seed(db: Database, member: number): void {
  const at = (old: boolean, keep: number) => (old ? NOW - keep - 60_000 : NOW - 1000);
  for (const old of [true, false]) {
    const tag = old ? 'old' : 'new';
    db.prepare(
      "INSERT INTO sessions (token_hash, merchant, member_id, ip, created_at, last_used_at, expires_at) VALUES (?, 'demo', ?, 'ip', 0, 0, ?)",
    ).run(tag, member, at(old, DAY));
    db.prepare(
      "INSERT INTO sms_codes (merchant, mobile, purpose, code_hash, created_at, expires_at) VALUES ('demo', ?, 'LOGIN', 'h', 0, ?)",
    ).run(tag, at(old, DAY));
    db.prepare("INSERT INTO login_challenges (id, merchant, member_id, created_at, expires_at) VALUES (?, 'demo', ?, 0, ?)").run(
      tag,
      member,
      at(old, DAY),
    );
    db.prepare(
      "INSERT INTO line_sessions (token_hash, merchant, line_user_id, name, created_at, expires_at) VALUES (?, 'demo', 'u', 'n', 0, ?)",
    ).run(tag, at(old, DAY));
    db.prepare("INSERT INTO chat_tickets (ticket_hash, merchant, member_id, created_at, expires_at) VALUES (?, 'demo', ?, 0, ?)").run(
      tag,
      member,
      at(old, DAY),
    );
    db.prepare(
      "INSERT INTO game_tickets (ticket_hash, merchant, vendor, game_code, view, params, created_at, expires_at) VALUES (?, 'demo', 'PG', 'g', 'vendor', '{}', 0, ?)",
    ).run(tag, at(old, DAY));
    db.prepare('INSERT INTO seen_nonces (nonce, expires_at) VALUES (?, ?)').run(tag, old ? NOW - 1 : NOW + 60_000);
    db.prepare("INSERT INTO captcha_challenges (challenge, merchant, issued_at) VALUES (?, 'demo', ?)").run(
      tag,
      at(old, RETENTION.captchaMs),
    );
    db.prepare("INSERT INTO message_outbox (merchant, channel, recipient, text, created_at) VALUES ('demo', 'sms', ?, 't', ?)").run(
      tag,
      at(old, RETENTION.outboxMs),
    );
    db.prepare("INSERT INTO push_bindings (merchant, token, bound_at) VALUES ('demo', ?, ?)").run(tag, at(old, RETENTION.pushBindingMs));
    db.prepare("INSERT INTO push_topics (merchant, token, topic, subscribed_at) VALUES ('demo', ?, 'ALL', 0)").run(tag);
    db.prepare("INSERT INTO game_launches (merchant, member_id, vendor, game_code, launched_at) VALUES ('demo', ?, 'PG', ?, ?)").run(
      member,
      tag,
      at(old, RETENTION.gameLaunchMs),
    );
    db.prepare(
      "INSERT INTO game_launch_counts (merchant, vendor, game_code, day, launches, last_at) VALUES ('demo', 'PG', ?, ?, 1, 0)",
    ).run(tag, Math.floor(NOW / DAY) - (old ? RETENTION.gameLaunchCountDays + 1 : 0));
    const feedback = db
      .prepare("INSERT INTO feedback (merchant, member_id, content, created_at) VALUES ('demo', ?, ?, ?)")
      .run(member, tag, at(old, RETENTION.feedbackMs)).lastInsertRowid;
    db.prepare("INSERT INTO feedback_screenshots (feedback_id, mime_type, data) VALUES (?, 'image/png', x'00')").run(feedback);
    db.prepare("INSERT INTO chat_messages (merchant, member_id, sender, text, created_at) VALUES ('demo', ?, 'member', ?, ?)").run(
      member,
      tag,
      at(old, RETENTION.chatMessageMs),
    );
    db.prepare("INSERT INTO payment_notifications (merchant, notification_id, order_id, received_at) VALUES ('demo', ?, 'D1', ?)").run(
      tag,
      at(old, RETENTION.paymentNotificationMs),
    );
  }
}

const TABLES = [
  'sessions',
  'sms_codes',
  'login_challenges',
  'line_sessions',
  'chat_tickets',
  'game_tickets',
  'seen_nonces',
  'captcha_challenges',
  'message_outbox',
  'push_bindings',
  'push_topics',
  'game_launches',
  'game_launch_counts',
  'feedback',
  'feedback_screenshots',
  'chat_messages',
  'payment_notifications',
];
const rows = (db: Database) =>
  Object.fromEntries(TABLES.map((table) => [table, db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number]));

describe('housekeeping', () => {
  it('deletes the expired and old rows of every table and keeps the fresh ones', () => {
    const db = openDatabase(':memory:');
    seed(db, seedMember(db));
    expect(Object.values(rows(db)).every((count) => count === 2)).toBe(true);
    new Housekeeping(db, () => NOW, { warn: () => undefined }).run();
    expect(rows(db)).toEqual(Object.fromEntries(TABLES.map((table) => [table, 1])));
    db.close();
  });

  it('finds what it deletes through an index, never by reading the whole table', () => {
    const db = openDatabase(':memory:');
    const columns: Array<[string, string]> = [
      ['sessions', 'expires_at'],
      ['sms_codes', 'expires_at'],
      ['login_challenges', 'expires_at'],
      ['line_sessions', 'expires_at'],
      ['chat_tickets', 'expires_at'],
      ['game_tickets', 'expires_at'],
      ['seen_nonces', 'expires_at'],
      ['captcha_challenges', 'issued_at'],
      ['message_outbox', 'created_at'],
      ['push_bindings', 'bound_at'],
      ['game_launches', 'launched_at'],
      ['feedback', 'created_at'],
      ['chat_messages', 'created_at'],
      ['payment_notifications', 'received_at'],
    ];
    for (const [table, column] of columns) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN SELECT rowid FROM ${table} WHERE ${column} < ?`).all(0) as Array<{ detail: string }>)
        .map((step) => step.detail)
        .join('; ');
      expect(`${table}: ${plan}`).toMatch(/USING (COVERING )?INDEX/);
    }
    db.close();
  });

  it('runs on a timer that stops with the server', async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const db = openDatabase(':memory:');
      const member = seedMember(db);
      const keeping = new Housekeeping(db, () => Date.now(), { warn: () => undefined });
      keeping.start(60_000);
      db.prepare("INSERT INTO captcha_challenges (challenge, merchant, issued_at) VALUES ('stale', 'demo', ?)").run(
        NOW - 2 * RETENTION.captchaMs,
      );
      jest.advanceTimersByTime(60_000);
      expect(db.prepare('SELECT COUNT(*) FROM captcha_challenges').pluck().get()).toBe(0);
      keeping.stop();
      seed(db, member);
      jest.advanceTimersByTime(10 * 60_000);
      expect(db.prepare('SELECT COUNT(*) FROM captcha_challenges').pluck().get()).toBe(2);
      db.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is started by the backend and stopped when it closes', async () => {
    const t = await createTestApp();
    const stop = jest.spyOn(t.ctx.housekeeping, 'stop');
    expect((t.ctx.housekeeping as unknown as { timer: unknown }).timer).not.toBeNull();
    await t.close();
    expect(stop).toHaveBeenCalled();
  });
});

describe('hot games', () => {
  it("come from members' launches counted as they happen; trials do not count", async () => {
    const t = await createTestApp();
    try {
      const login = await t.call('login', { body: { type: 'username', username: 'player1', password: 'secret123' }, ip: '10.24.7.1' });
      const token = (login.json() as { value: { token: string } }).value.token;
      // A flood of trials of one game: the list does not move.
      const before = (await t.call('gameHot')).json() as { value: Array<{ code: string }> };
      for (let i = 0; i < 20; i += 1) await t.call('gameTrialLaunch', { query: { gameId: 'pg-golden-dragon' }, ip: `10.24.8.${i}` });
      expect(((await t.call('gameHot')).json() as { value: Array<{ code: string }> }).value).toEqual(before.value);
      expect(t.ctx.db.prepare('SELECT COUNT(*) FROM game_launches').pluck().get()).toBe(0);
      // A member's launches do.
      for (let i = 0; i < 2; i += 1)
        expect(
          (await t.call('launchGame', { body: { vendor: 'EVO', gameCode: 'evo-roulette-1' }, token, ip: '10.24.7.1' })).statusCode,
        ).toBe(200);
      const hot = ((await t.call('gameHot')).json() as { value: Array<{ code: string }> }).value;
      expect(hot[0]?.code).toBe('evo-roulette-1');
      // Each member counts once per game and day (issue 35: one member's flood set hot games for everyone).
      expect(t.ctx.db.prepare('SELECT launches FROM game_launch_counts WHERE game_code = ?').pluck().get('evo-roulette-1')).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('never reads the launch table to rank them', () => {
    const db = openDatabase(':memory:');
    const store = new GameStore(db);
    const statements: string[] = [];
    const prepare = db.prepare.bind(db);
    jest.spyOn(db, 'prepare').mockImplementation(((sql: string) => {
      statements.push(sql);
      return prepare(sql);
    }) as typeof db.prepare);
    store.mostLaunched('demo', NOW - 7 * DAY, 12);
    expect(statements.join('\n')).not.toMatch(/game_launches\b/);
    db.close();
  });
});
