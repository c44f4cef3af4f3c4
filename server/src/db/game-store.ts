/**
 * What a member keeps of the game area, so it follows them to another phone: favourite games,
 * and every launch (recently played per member; hot games per merchant).
 */
import type { Database } from './database';

export interface GameRef {
  vendor: string;
  game_code: string;
}

/** How many favourites a member may keep: enough for anyone, bounded for the database. */
export const MAX_FAVOURITES = 200;

export class GameStore {
  constructor(private readonly db: Database) {}

  favourites(merchant: string, memberId: number): GameRef[] {
    return this.db.prepare('SELECT vendor, game_code FROM game_favourites WHERE merchant = ? AND member_id = ? ORDER BY created_at DESC, rowid DESC').all(merchant, memberId) as GameRef[];
  }

  /** False when the member already has the maximum. Adding one twice keeps one. */
  addFavourite(merchant: string, memberId: number, vendor: string, gameCode: string, now: number): boolean {
    return this.db.transaction(() => {
      const count = this.db.prepare('SELECT COUNT(*) FROM game_favourites WHERE merchant = ? AND member_id = ?').pluck().get(merchant, memberId) as number;
      const exists = this.db.prepare('SELECT 1 FROM game_favourites WHERE merchant = ? AND member_id = ? AND vendor = ? AND game_code = ?').get(merchant, memberId, vendor, gameCode);
      if (exists) return true;
      if (count >= MAX_FAVOURITES) return false;
      this.db.prepare('INSERT INTO game_favourites (merchant, member_id, vendor, game_code, created_at) VALUES (?, ?, ?, ?, ?)').run(merchant, memberId, vendor, gameCode, now);
      return true;
    })();
  }

  removeFavourite(merchant: string, memberId: number, vendor: string, gameCode: string): void {
    this.db.prepare('DELETE FROM game_favourites WHERE merchant = ? AND member_id = ? AND vendor = ? AND game_code = ?').run(merchant, memberId, vendor, gameCode);
  }

  recordLaunch(merchant: string, memberId: number | null, vendor: string, gameCode: string, trial: boolean, now: number): void {
    this.db.prepare('INSERT INTO game_launches (merchant, member_id, vendor, game_code, trial, launched_at) VALUES (?, ?, ?, ?, ?, ?)').run(merchant, memberId, vendor, gameCode, trial ? 1 : 0, now);
  }

  /** The member's games, most recently launched first, each once. */
  recent(merchant: string, memberId: number, limit: number): GameRef[] {
    return this.db
      .prepare('SELECT vendor, game_code FROM game_launches WHERE merchant = ? AND member_id = ? GROUP BY vendor, game_code ORDER BY MAX(launched_at) DESC, MAX(id) DESC LIMIT ?')
      .all(merchant, memberId, limit) as GameRef[];
  }

  /** The merchant's most launched games since `since`, trials included. */
  mostLaunched(merchant: string, since: number, limit: number): GameRef[] {
    return this.db
      .prepare('SELECT vendor, game_code FROM game_launches WHERE merchant = ? AND launched_at >= ? GROUP BY vendor, game_code ORDER BY COUNT(*) DESC, MAX(launched_at) DESC LIMIT ?')
      .all(merchant, since, limit) as GameRef[];
  }
}
