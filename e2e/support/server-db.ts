/**
 * Read-only look into the end-to-end server's database, for what the page cannot show: the
 * beacons it sent (`collect`), which the browser does not expose to Playwright with their body.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { E2E_DATA_DIR, REPO_ROOT } from './test-server';

type Database = { prepare(sql: string): { all(...args: unknown[]): unknown[] }; close(): void };
const requireFromServer = createRequire(path.join(REPO_ROOT, 'server/package.json'));

export function collectedEvents(merchant: string): unknown[] {
  const Sqlite = requireFromServer('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Database;
  const db = new Sqlite(path.join(E2E_DATA_DIR, 'wps.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT payload FROM collect_events WHERE merchant = ? ORDER BY id').all(merchant) as { payload: string }[];
    return rows.map((row) => JSON.parse(row.payload) as unknown);
  } finally {
    db.close();
  }
}

/** Rows of a query on a database file (read-only), e.g. a separate server's after a restart. */
export function queryDatabase<T>(file: string, sql: string, ...params: unknown[]): T[] {
  const Sqlite = requireFromServer('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Database;
  const db = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
