import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, transaction } from './database';
import { MIGRATIONS } from './migrations';
import { MemberStore } from './member-store';

describe('database', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-db-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('applies every migration once, in order, and records it', () => {
    const db = openDatabase(':memory:');
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db, MIGRATIONS)).toEqual([]);
    db.close();
  });

  it('keeps the file in WAL mode and keeps committed members after the process closes it', () => {
    const file = path.join(dir, 'wps.sqlite');
    const first = openDatabase(file);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    new MemberStore(first).insert({ merchant: 'demo', username: 'Keeper', passwordHash: 'x', passwordIsDefault: false, now: 1 });
    first.close();
    const second = openDatabase(file);
    expect(new MemberStore(second).byUsername('demo', 'keeper')?.display_name).toBe('Keeper');
    second.close();
  });

  it('rolls a transaction back completely when it throws', () => {
    const db = openDatabase(':memory:');
    const members = new MemberStore(db);
    expect(() =>
      transaction(db, () => {
        members.insert({ merchant: 'demo', username: 'halfway', passwordHash: 'x', passwordIsDefault: false, now: 1 });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(members.count('demo')).toBe(0);
    db.close();
  });

  it('applies a new migration to an existing database without touching the old data', () => {
    const file = path.join(dir, 'wps.sqlite');
    const db = openDatabase(file);
    new MemberStore(db).insert({ merchant: 'demo', username: 'before', passwordHash: 'x', passwordIsDefault: false, now: 1 });
    const applied = migrate(db, [...MIGRATIONS, { version: 99, name: 'extra', sql: 'CREATE TABLE extra (id INTEGER)' }]);
    expect(applied).toEqual([99]);
    expect(new MemberStore(db).count('demo')).toBe(1);
    db.close();
  });

  it('lets a second instance start on the same file while the first migrates it', () => {
    const file = path.join(dir, 'wps.sqlite');
    const first = openDatabase(file);
    const extra = [...MIGRATIONS, { version: 99, name: 'extra', sql: 'CREATE TABLE extra (id INTEGER)' }];
    const second = openDatabase(file);
    // The second instance read the applied versions just before the first applied version 99.
    const prepare = second.prepare.bind(second);
    let raced = false;
    jest.spyOn(second, 'prepare').mockImplementation((sql: string) => {
      const statement = prepare(sql);
      if (!raced && sql === 'SELECT version FROM schema_migrations') {
        raced = true;
        const versions = statement.pluck().all();
        expect(migrate(first, extra)).toEqual([99]);
        return { pluck: () => ({ all: () => versions }) } as unknown as ReturnType<typeof prepare>;
      }
      return statement;
    });
    expect(migrate(second, extra)).toEqual([]);
    expect(raced).toBe(true);
    expect(second.prepare('SELECT count(*) FROM schema_migrations WHERE version = 99').pluck().get()).toBe(1);
    first.close();
    second.close();
  });

  it('does not fail a read-then-write transaction because another instance wrote in between', () => {
    const file = path.join(dir, 'wps.sqlite');
    const first = openDatabase(file);
    const second = openDatabase(file);
    first.pragma('busy_timeout = 50');
    const members = new MemberStore(second);
    // The second instance checks that a name is free and inserts it; the first instance tries to
    // write between the check and the insert. The check's answer must still hold at the insert:
    // the first instance waits for the lock (here: gives up after 50 ms) instead.
    let interleaved: unknown = null;
    const registered = transaction(second, () => {
      const free = !members.usernameTaken('demo', 'racer');
      try {
        new MemberStore(first).insert({ merchant: 'demo', username: 'other', passwordHash: 'x', passwordIsDefault: false, now: 1 });
      } catch (error) {
        interleaved = (error as { code?: string }).code;
      }
      return free && members.insert({ merchant: 'demo', username: 'racer', passwordHash: 'x', passwordIsDefault: false, now: 1 }).ok;
    });
    expect(registered).toBe(true);
    expect(interleaved).toBe('SQLITE_BUSY');
    expect(members.count('demo')).toBe(1);
    first.close();
    second.close();
  });
});
