/**
 * The merchant's latest big wins, for the home's winners ticker (issue 27): rounds whose win is at
 * least WINNERS_MIN_WIN in the merchant's currency, newest first. Anyone may read them, so the
 * player is masked here (`a***9`) and no username, member id or round id leaves the server.
 * One answer per merchant and language is kept briefly: the home of every guest asks.
 */
import type { AnswerOf } from '@m/shared/contract';
import type { Database } from '../../db/database';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { countryOf, major, minor } from '../cashier/cashier-settings';
import { localize } from '../localize';

/** A win this big (major units of the merchant's currency) or bigger is news. */
export const WINNERS_MIN_WIN = 500;
export const WINNERS_LIMIT = 12;
/** How long one answer is reused: new wins show within half a minute. */
export const WINNERS_TTL_MS = 30_000;

export type Winners = AnswerOf<'gameWinners'>;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `alice9` → `a***9` (whole characters, a Thai vowel mark stays on its letter); a name of one or two shows only its first. */
export function maskUsername(username: string): string {
  const chars = Array.from(graphemes.segment(username), (part) => part.segment);
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

interface WinRow {
  username: string;
  vendor: string;
  game_code: string;
  game_name: string;
  win: number;
  created_at: number;
}

export function latestWins(db: Database, merchant: MerchantData, language: string, limit = WINNERS_LIMIT): Winners {
  const rows = db
    .prepare(
      `SELECT m.username, b.vendor, b.game_code, b.game_name, b.win, b.created_at
         FROM bet_records b JOIN members m ON m.id = b.member_id
        WHERE b.merchant = ? AND b.win >= ?
        ORDER BY b.created_at DESC, b.rowid DESC LIMIT ?`,
    )
    .all(merchant.code, minor(merchant, WINNERS_MIN_WIN), limit) as WinRow[];
  const names = new Map(merchant.games.games.map((game) => [`${game.vendor}/${game.code}`, game.name]));
  return {
    currency: countryOf(merchant),
    wins: rows.map((row) => {
      const name = names.get(`${row.vendor}/${row.game_code}`);
      return {
        player: maskUsername(row.username),
        vendor: row.vendor,
        gameCode: row.game_code,
        game: name ? localize(name, language) : row.game_name,
        amount: major(merchant, row.win),
        at: new Date(row.created_at).toISOString(),
      };
    }),
  };
}

/** The answers of the last WINNERS_TTL_MS, per merchant and language. */
export class WinnersCache {
  private readonly answers = new Map<string, { at: number; value: Winners }>();

  get(merchant: MerchantData, language: string, now: number, load: () => Winners): Winners {
    const key = `${merchant.code}\n${language}`;
    const kept = this.answers.get(key);
    if (kept && now - kept.at < WINNERS_TTL_MS) return kept.value;
    const value = load();
    // Few merchants times six languages; stale entries are replaced, never piled up.
    this.answers.set(key, { at: now, value });
    return value;
  }
}
