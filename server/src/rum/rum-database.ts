/**
 * The RUM rows of the reference backend's database (`rum_beacons` in DATA_DIR/wps.sqlite), read
 * without the backend: `pnpm rum` and the registry service (its canaries' p75) open the file
 * read-only, beside a running backend (SQLite in WAL mode lets them).
 */
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import type { RumRow } from './rum-report';

const COLUMNS = 'merchant, route, shell_version, remotes, fcp, lcp, cls, inp, ttfb, fs';

/** Every row kept (or one merchant's), oldest first; throws when there is no database at `file`. */
export function readRumRows(file: string, merchant: string | null = null): RumRow[] {
  if (!fs.existsSync(file)) throw new Error(`no database at ${file}: run the server once (it creates it), or name one with --db=<file>`);
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (
      merchant
        ? db.prepare(`SELECT ${COLUMNS} FROM rum_beacons WHERE merchant = ? ORDER BY id`).all(merchant)
        : db.prepare(`SELECT ${COLUMNS} FROM rum_beacons ORDER BY id`).all()
    ) as RumRow[];
  } finally {
    db.close();
  }
}
