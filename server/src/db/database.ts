/**
 * The reference backend's storage: one SQLite file, `<DATA_DIR>/wps.sqlite`, in WAL mode, or
 * `:memory:` for unit tests. better-sqlite3 12 (13 segfaults on Node 20, see TOOLCHAIN.md).
 *
 * Durability: WAL with synchronous=NORMAL keeps every committed transaction when the process
 * is killed (the WAL is written before the commit returns); only an OS crash or power loss
 * can lose the last transactions. Every write goes through `transaction()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';

export type Database = BetterSqlite3.Database;

export const DATABASE_FILE = 'wps.sqlite';

/** Opens (creating when needed) and migrates the database; `':memory:'` for tests. */
export function openDatabase(location: string, migrations: readonly Migration[] = MIGRATIONS): Database {
  if (location !== ':memory:') keepPrivate(location);
  const db = new BetterSqlite3(location);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Concurrent writers (a second server on the same file) wait instead of failing at once.
  db.pragma('busy_timeout = 5000');
  writeLockFirst(db);
  migrate(db, migrations);
  return db;
}

/**
 * Every `db.transaction(...)` begins IMMEDIATE (takes the write lock first) instead of DEFERRED.
 * A deferred transaction that reads and then writes ("is the name free? then insert it") fails
 * with SQLITE_BUSY_SNAPSHOT when another process (a second instance on the same file) committed
 * in between: its read was of a state that no longer exists, and waiting cannot help. Taking the
 * lock first makes the other instance wait (busy_timeout) instead. Within one process nothing
 * changes: better-sqlite3 runs one transaction at a time, and a nested one is a savepoint.
 */
function writeLockFirst(db: Database): void {
  const begin = db.transaction.bind(db);
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const variants = begin(fn);
    const immediate = (...args: unknown[]) => variants.immediate(...args);
    return Object.assign(immediate, {
      default: immediate,
      deferred: (...args: unknown[]) => variants.deferred(...args),
      immediate,
      exclusive: (...args: unknown[]) => variants.exclusive(...args),
      database: db,
    });
  }) as unknown as Database['transaction'];
}

/**
 * Members' password hashes and sessions are for this server's user only: the data folder is
 * made (or narrowed to) 0700 and the database 0600 before SQLite opens it (SQLite gives its -wal and -shm files
 * the database's mode); files an earlier version made readable by everyone are narrowed.
 */
function keepPrivate(location: string): void {
  const dir = path.dirname(location);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // A folder made earlier (by the emulators' key, or by hand) loses its group and world bits.
    fs.chmodSync(dir, fs.statSync(dir).mode & 0o700);
  } catch {
    // Not ours to change: the files themselves are still 0600.
  }
  fs.closeSync(fs.openSync(location, 'a', 0o600));
  for (const file of [location, `${location}-wal`, `${location}-shm`]) {
    try {
      fs.chmodSync(file, 0o600);
    } catch {
      // -wal and -shm exist only while a connection is open.
    }
  }
}

export function databasePath(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE);
}

/** Applies the migrations the database has not seen, in order, each atomically. */
export function migrate(db: Database, migrations: readonly Migration[]): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    const appliedMeanwhile = db
      .transaction(() => {
        // Two instances starting on one file: the other may have applied it since the read above.
        // IMMEDIATE takes the write lock first, so this check and the migration are one step.
        if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return true;
        db.exec(migration.sql);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          Date.now(),
        );
        return false;
      })
      .immediate();
    if (!appliedMeanwhile) done.push(migration.version);
  }
  return done;
}

/** Runs `work` in one transaction: all its writes land, or none. */
export function transaction<T>(db: Database, work: () => T): T {
  return db.transaction(work)();
}
