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
  const Sqlite = requireFromServer('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean; fileMustExist: boolean },
  ) => Database;
  const db = new Sqlite(path.join(E2E_DATA_DIR, 'wps.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT payload FROM collect_events WHERE merchant = ? ORDER BY id').all(merchant) as { payload: string }[];
    return rows.map((row) => JSON.parse(row.payload) as unknown);
  } finally {
    db.close();
  }
}

function readOnly<T>(read: (db: Database) => T, file = path.join(E2E_DATA_DIR, 'wps.sqlite')): T {
  const Sqlite = requireFromServer('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean; fileMustExist: boolean },
  ) => Database;
  const db = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Rows of a query on a database file (read-only), e.g. a separate server's after a restart. */
export function queryDatabase<T>(file: string, sql: string, ...params: unknown[]): T[] {
  return readOnly((db) => db.prepare(sql).all(...params) as T[], file);
}

export interface StoredRumBeacon {
  route: string;
  device: string;
  shell_version: string;
  remotes: Record<string, string>;
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  inp: number | null;
  ttfb: number | null;
  fs: number | null;
  received_at: number;
}

/** The performance beacons the server kept for a merchant since `since` (ms). */
export function rumBeacons(merchant: string, since: number): StoredRumBeacon[] {
  return readOnly((db) =>
    (
      db
        .prepare(
          'SELECT route, device, shell_version, remotes, fcp, lcp, cls, inp, ttfb, fs, received_at FROM rum_beacons WHERE merchant = ? AND received_at >= ? ORDER BY id',
        )
        .all(merchant, since) as (Omit<StoredRumBeacon, 'remotes'> & { remotes: string })[]
    ).map((row) => ({ ...row, remotes: JSON.parse(row.remotes) as Record<string, string> })),
  );
}

/** The advertising identifiers a registration stored for the member (pixelTrack, SPEC 3). */
export function memberPixelTrack(merchant: string, username: string): unknown {
  return readOnly((db) => {
    const row = db
      .prepare('SELECT pixel_track FROM members WHERE merchant = ? AND username = ?')
      .all(merchant, username.toLowerCase())[0] as { pixel_track: string | null } | undefined;
    return row?.pixel_track ? (JSON.parse(row.pixel_track) as unknown) : null;
  });
}

/** What a member accepted at registration (issue 27): terms version, age confirmed, the form. */
export function memberConsents(merchant: string, username: string): { terms_version: string; age_confirmed: number; method: string }[] {
  return readOnly(
    (db) =>
      db
        .prepare(
          `SELECT c.terms_version, c.age_confirmed, c.method FROM member_consents c JOIN members m ON m.id = c.member_id
           WHERE m.merchant = ? AND m.username = ?`,
        )
        .all(merchant, username.toLowerCase()) as { terms_version: string; age_confirmed: number; method: string }[],
  );
}
