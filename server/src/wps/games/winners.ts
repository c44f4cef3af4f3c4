/**
 * The merchant's latest big wins, for the home's winners ticker (issue 27): rounds whose win is at
 * least WINNERS_MIN_WIN in the merchant's currency, newest first. Anyone may read them, so the
 * player is masked here (`a***9`) and no username, member id or round id leaves the server.
 * One answer per merchant and language is kept briefly: the home of every guest asks. Every entry
 * reads in the caller's language, also one whose game the merchant has since dropped (issue 37).
 */
import type { AnswerOf } from '@m/shared/contract';
import type { Database } from '../../db/database';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { countryOf, major, minor } from '../cashier/cashier-settings';
import { localize, shownText } from '../localize';

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
  /** Plain English, as the bet record keeps it. */
  game_name: string;
  /** The round's ledger text: the game's names by language (localize.ts storedText), or plain text from before. */
  detail: string | null;
  win: number;
  created_at: number;
}

export function latestWins(db: Database, merchant: MerchantData, language: string, limit = WINNERS_LIMIT): Winners {
  const rows = db
    .prepare(
      // The stake's ledger entry of the same round (a slot's or a lottery ticket's) keeps the game's
      // names in every language: a game the merchant no longer lists still reads in the reader's.
      `SELECT m.username, b.vendor, b.game_code, b.game_name, b.win, b.created_at,
              (SELECT w.detail FROM wallet_entries w
                WHERE w.merchant = b.merchant AND w.op_key IN ('round:' || b.round_id || ':bet', 'lottery:' || b.round_id || ':bet')) AS detail
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
        // The merchant's current name first; else what the round recorded, in the reader's language.
        game: name ? localize(name, language) : row.detail ? shownText(row.detail, language) : row.game_name,
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
