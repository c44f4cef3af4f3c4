/**
 * The stand-in lottery (issue 35): a bet is real money. Placing one takes the stake from the
 * wallet and writes the bet record at once; a draw every few minutes (integrations.json
 * standInGames.lotteryDrawMinutes) picks 3 different numbers from 0 to 9, and every open bet of
 * that draw is settled: 3 numbers matching the draw (in any order) pay PAYOUT times the stake,
 * credited to the wallet and written on the bet record. 1 pick in 120 matches, so the return is
 * 115/120 ≈ 95.8 % (a house edge, as the slot's).
 */
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { WalletStore } from '../../db/wallet-store';
import type { LocalizedText } from '../../merchants/content-schema';
import { LEDGER_TEXTS } from '../cashier/ledger-texts';
import { mapText, storedText } from '../localize';

export const PAYOUT = 115;
export const DEFAULT_DRAW_MINUTES = 5;

export interface LotteryBet {
  bet_id: string;
  game_code: string;
  numbers: string;
  stake: number;
  draw_at: number;
  drawn: string | null;
  win: number | null;
  created_at: number;
}

/** The next draw after `now` on a merchant's schedule (every `minutes`, from the epoch). */
export function nextDrawAt(now: number, minutes: number): number {
  const period = minutes * 60_000;
  return (Math.floor(now / period) + 1) * period;
}

/** 3 different numbers 0-9, ascending, as text: '1-4-7'. */
export function drawNumbers(random: (max: number) => number = crypto.randomInt): string {
  const pool = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const picked: number[] = [];
  for (let n = 0; n < 3; n += 1) picked.push(pool.splice(random(pool.length), 1)[0] as number);
  return picked.sort((a, b) => a - b).join('-');
}

/** The picks as the store keeps them, or null unless exactly 3 different numbers 0-9. */
export function normalisePicks(values: string[]): string | null {
  const numbers = [...new Set(values)].filter((value) => /^\d$/.test(value)).map(Number);
  return numbers.length === 3 && values.length === 3 ? numbers.sort((a, b) => a - b).join('-') : null;
}

export class LotteryDraws {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly wallet: WalletStore,
    private readonly clock: () => number,
    private readonly random: (max: number) => number = crypto.randomInt,
  ) {}

  /**
   * Takes the stake and records the bet, once per bet id: 'short' when the balance is too low.
   */
  place(input: {
    merchant: string;
    memberId: number;
    betId: string;
    gameCode: string;
    gameName: string;
    /** The history's text: the game's name in every language (localize.ts storedText); gameName when absent. */
    gameTitle?: LocalizedText;
    numbers: string;
    stake: number;
    drawAt: number;
    now: number;
  }): 'placed' | 'repeated' | 'short' {
    return this.db
      .transaction((): 'placed' | 'repeated' | 'short' => {
        const base = { merchant: input.merchant, memberId: input.memberId, now: input.now };
        const detail = `${input.gameName} ${input.numbers}`;
        const bet = this.wallet.post({
          ...base,
          type: 'bet',
          amount: -input.stake,
          opKey: `lottery:${input.betId}:bet`,
          detail: storedText(mapText(input.gameTitle ?? input.gameName, (name) => `${name} ${input.numbers}`)),
          turnover: -input.stake,
        });
        if (!bet.ok) return 'short';
        if (bet.repeated) return 'repeated';
        this.db
          .prepare(
            'INSERT INTO bet_records (merchant, round_id, member_id, vendor, game_code, game_name, stake, win, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)',
          )
          .run(input.merchant, input.betId, input.memberId, 'LOTT', input.gameCode, detail, input.stake, input.now);
        this.db
          .prepare(
            'INSERT INTO lottery_bets (merchant, bet_id, member_id, game_code, numbers, stake, draw_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(input.merchant, input.betId, input.memberId, input.gameCode, input.numbers, input.stake, input.drawAt, input.now);
        return 'placed';
      })
      .immediate();
  }

  /** The member's latest bets on one lottery, newest first. */
  bets(merchant: string, memberId: number, gameCode: string, limit = 10): LotteryBet[] {
    return this.db
      .prepare(
        'SELECT bet_id, game_code, numbers, stake, draw_at, drawn, win, created_at FROM lottery_bets WHERE merchant = ? AND member_id = ? AND game_code = ? ORDER BY created_at DESC, bet_id DESC LIMIT ?',
      )
      .all(merchant, memberId, gameCode, limit) as LotteryBet[];
  }

  /**
   * Draws every draw that is due and settles its bets; `closeNow` (the demo's test hook) also
   * draws the open ones of `merchant` at once, as if their draw time had come. Each draw and
   * each bet's win is one transaction, so a second instance or a second call settles nothing twice.
   */
  settleDue(now: number, closeNow?: string): number {
    const due = this.db
      .prepare(
        'SELECT DISTINCT merchant, game_code, draw_at FROM lottery_bets WHERE drawn IS NULL AND (draw_at <= ? OR merchant = ?) LIMIT 500',
      )
      .all(now, closeNow ?? null) as { merchant: string; game_code: string; draw_at: number }[];
    let settled = 0;
    for (const draw of due) settled += this.settle(draw.merchant, draw.game_code, draw.draw_at, now);
    return settled;
  }

  private settle(merchant: string, gameCode: string, drawAt: number, now: number): number {
    return this.db
      .transaction((): number => {
        // One draw's numbers, made once: a second instance settling the same draw reads them.
        this.db
          .prepare('INSERT OR IGNORE INTO lottery_draws (merchant, game_code, draw_at, numbers) VALUES (?, ?, ?, ?)')
          .run(merchant, gameCode, drawAt, drawNumbers(this.random));
        const numbers = this.db
          .prepare('SELECT numbers FROM lottery_draws WHERE merchant = ? AND game_code = ? AND draw_at = ?')
          .pluck()
          .get(merchant, gameCode, drawAt) as string;
        const open = this.db
          .prepare(
            'SELECT bet_id, member_id, numbers, stake FROM lottery_bets WHERE merchant = ? AND game_code = ? AND draw_at = ? AND drawn IS NULL',
          )
          .all(merchant, gameCode, drawAt) as { bet_id: string; member_id: number; numbers: string; stake: number }[];
        for (const bet of open) {
          const win = bet.numbers === numbers ? bet.stake * PAYOUT : 0;
          if (win > 0)
            this.wallet.post({
              merchant,
              memberId: bet.member_id,
              type: 'win',
              amount: win,
              opKey: `lottery:${bet.bet_id}:win`,
              detail: storedText(mapText(LEDGER_TEXTS.lottery, (name) => `${name} ${numbers}`)),
              now,
            });
          this.db
            .prepare('UPDATE lottery_bets SET drawn = ?, win = ? WHERE merchant = ? AND bet_id = ?')
            .run(numbers, win, merchant, bet.bet_id);
          this.db.prepare('UPDATE bet_records SET win = ? WHERE merchant = ? AND round_id = ?').run(win, merchant, bet.bet_id);
        }
        return open.length;
      })
      .immediate();
  }

  /** Settles due draws every 15 s (the demo's stand-in lottery). */
  start(onError: (message: string) => void): void {
    this.timer = setInterval(() => {
      try {
        this.settleDue(this.clock());
      } catch (error) {
        onError(`stand-in lottery draw failed: ${(error as Error).message}`);
      }
    }, 15_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
