/**
 * What a member keeps of the game area, so it follows them to another phone: favourite games,
 * and members' launches (recently played per member; hot games per merchant, from daily counters).
 */
import type { Database } from './database';

export interface GameRef {
  vendor: string;
  game_code: string;
}

/** How many favourites a member may keep: enough for anyone, bounded for the database. */
export const MAX_FAVOURITES = 200;

const DAY_MS = 24 * 60 * 60_000;

export class GameStore {
  constructor(private readonly db: Database) {}

  favourites(merchant: string, memberId: number): GameRef[] {
    return this.db
      .prepare('SELECT vendor, game_code FROM game_favourites WHERE merchant = ? AND member_id = ? ORDER BY created_at DESC, rowid DESC')
      .all(merchant, memberId) as GameRef[];
  }

  /** False when the member already has the maximum. Adding one twice keeps one. */
  addFavourite(merchant: string, memberId: number, vendor: string, gameCode: string, now: number): boolean {
    return this.db.transaction(() => {
      const count = this.db
        .prepare('SELECT COUNT(*) FROM game_favourites WHERE merchant = ? AND member_id = ?')
        .pluck()
        .get(merchant, memberId) as number;
      const exists = this.db
        .prepare('SELECT 1 FROM game_favourites WHERE merchant = ? AND member_id = ? AND vendor = ? AND game_code = ?')
        .get(merchant, memberId, vendor, gameCode);
      if (exists) return true;
      if (count >= MAX_FAVOURITES) return false;
      this.db
        .prepare('INSERT INTO game_favourites (merchant, member_id, vendor, game_code, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(merchant, memberId, vendor, gameCode, now);
      return true;
    })();
  }

  removeFavourite(merchant: string, memberId: number, vendor: string, gameCode: string): void {
    this.db
      .prepare('DELETE FROM game_favourites WHERE merchant = ? AND member_id = ? AND vendor = ? AND game_code = ?')
      .run(merchant, memberId, vendor, gameCode);
  }

  /**
   * A member's launch: a row for their recently played list, and one more on the game's counter
   * of the day (hot games read the counters, never the launches). Guests' trials are not
   * recorded: they are nobody's recent games, and no client without an account may steer the list.
   */
  /**
   * A member's launch: the recently played list, and the hot games' daily count, where each member
   * counts once per game and day (issue 35: one free member launched 1,721 games in 10 s and set
   * "hot games" for everyone). A relaunch the same day moves the game up the member's list and
   * writes no new row.
   */
  recordLaunch(merchant: string, memberId: number, vendor: string, gameCode: string, now: number): void {
    const day = Math.floor(now / DAY_MS);
    this.db.transaction(() => {
      const again = this.db
        .prepare(
          'UPDATE game_launches SET launched_at = ? WHERE merchant = ? AND member_id = ? AND vendor = ? AND game_code = ? AND trial = 0 AND launched_at >= ?',
        )
        .run(now, merchant, memberId, vendor, gameCode, day * DAY_MS);
      if (again.changes > 0) return;
      this.db
        .prepare('INSERT INTO game_launches (merchant, member_id, vendor, game_code, trial, launched_at) VALUES (?, ?, ?, ?, 0, ?)')
        .run(merchant, memberId, vendor, gameCode, now);
      this.db
        .prepare(
          'INSERT INTO game_launch_counts (merchant, vendor, game_code, day, launches, last_at) VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (merchant, day, vendor, game_code) DO UPDATE SET launches = launches + 1, last_at = MAX(last_at, excluded.last_at)',
        )
        .run(merchant, vendor, gameCode, day, now);
    })();
  }

  /** The member's games, most recently launched first, each once. */
  recent(merchant: string, memberId: number, limit: number): GameRef[] {
    return this.db
      .prepare(
        'SELECT vendor, game_code FROM game_launches WHERE merchant = ? AND member_id = ? GROUP BY vendor, game_code ORDER BY MAX(launched_at) DESC, MAX(id) DESC LIMIT ?',
      )
      .all(merchant, memberId, limit) as GameRef[];
  }

  /** Members' launches per game since `since` (whole UTC days), keyed `vendor/code`. */
  launchCounts(merchant: string, since: number): Map<string, number> {
    const rows = this.db
      .prepare(
        'SELECT vendor, game_code, SUM(launches) AS n FROM game_launch_counts WHERE merchant = ? AND day >= ? GROUP BY vendor, game_code',
      )
      .all(merchant, Math.floor(since / DAY_MS)) as { vendor: string; game_code: string; n: number }[];
    return new Map(rows.map((row) => [`${row.vendor}/${row.game_code}`, row.n]));
  }

  /**
   * The merchant's most launched games by members since `since` (whole UTC days): a sum over the
   * daily counters, at most (games in the catalogue x 8) rows whatever the traffic.
   */
  mostLaunched(merchant: string, since: number, limit: number): GameRef[] {
    return this.db
      .prepare(
        'SELECT vendor, game_code FROM game_launch_counts WHERE merchant = ? AND day >= ? GROUP BY vendor, game_code ORDER BY SUM(launches) DESC, MAX(last_at) DESC LIMIT ?',
      )
      .all(merchant, Math.floor(since / DAY_MS), limit) as GameRef[];
  }
}
