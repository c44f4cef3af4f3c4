/**
 * The members' money (issue 25): one append-only ledger of entries in integer minor units, and
 * per member a cached balance row that is their sum. Every change is one IMMEDIATE transaction
 * (the write lock is taken before anything is read, database.ts), so the balance check of a
 * debit and the debit are one step even for two server processes on the same file; the row's
 * CHECK (balance >= 0) is the last word against an overdraft. Each change carries an operation
 * key unique per merchant: the same callback, round or request posted twice changes the balance
 * once and answers the first entry.
 */
import type { LedgerEntryType } from '@m/shared/contract';
import type { Database } from './database';

/** What moved the balance: the contract's types, one list on both sides of the wire (issue 35 item 6). */
export type WalletEntryType = LedgerEntryType;

export interface WalletAccount {
  balance: number;
  turnoverRequired: number;
}

export interface ActiveBonus {
  opKey: string;
  /** Minor units credited. */
  amount: number;
  detail: string | null;
  /** Minor units of bets the bonus asked for, and what is still to bet. */
  turnover: number;
  remaining: number;
  createdAt: number;
}

export interface WalletEntryRow {
  id: number;
  type: WalletEntryType;
  amount: number;
  balance_after: number;
  op_key: string;
  withdrawal_id: string | null;
  detail: string | null;
  created_at: number;
}

export interface Posting {
  merchant: string;
  memberId: number;
  type: WalletEntryType;
  /** Minor units: + credits, - debits. */
  amount: number;
  /** Unique per merchant: a second posting with the same key changes nothing. */
  opKey: string;
  detail?: string | null;
  withdrawalId?: string | null;
  /** Bets still required before a withdrawal: + a bonus adds, - a stake takes (never below 0). */
  turnover?: number;
  now: number;
}

export type PostResult = { ok: true; entry: WalletEntryRow; repeated: boolean } | { ok: false; reason: 'balance_short'; balance: number };

const ENTRY_COLUMNS = 'id, type, amount, balance_after, op_key, withdrawal_id, detail, created_at';

export class WalletStore {
  constructor(private readonly db: Database) {}

  account(merchant: string, memberId: number): WalletAccount {
    const row = this.db
      .prepare('SELECT balance, turnover_required AS turnoverRequired FROM wallet_accounts WHERE merchant = ? AND member_id = ?')
      .get(merchant, memberId) as WalletAccount | undefined;
    return row ?? { balance: 0, turnoverRequired: 0 };
  }

  /** The sum of the member's entries: what the cached balance must always equal. */
  entrySum(merchant: string, memberId: number): number {
    return this.db
      .prepare('SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE merchant = ? AND member_id = ?')
      .pluck()
      .get(merchant, memberId) as number;
  }

  entryByKey(merchant: string, opKey: string): WalletEntryRow | undefined {
    return this.db.prepare(`SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE merchant = ? AND op_key = ?`).get(merchant, opKey) as
      WalletEntryRow | undefined;
  }

  /**
   * Posts one entry, all or nothing. A debit beyond the balance is refused and changes nothing.
   * May run inside a caller's transaction (a savepoint then), so an order's status and its
   * credit land together.
   */
  post(input: Posting): PostResult {
    if (!Number.isSafeInteger(input.amount)) throw new Error(`wallet: amount ${input.amount} is not an integer of minor units`);
    return this.db
      .transaction((): PostResult => {
        const earlier = this.entryByKey(input.merchant, input.opKey);
        if (earlier) return { ok: true, entry: earlier, repeated: true };
        this.db
          .prepare('INSERT OR IGNORE INTO wallet_accounts (merchant, member_id, balance, turnover_required) VALUES (?, ?, 0, 0)')
          .run(input.merchant, input.memberId);
        // The conditional UPDATE is the overdraft check: no row changes when the balance is short.
        const changed = this.db
          .prepare(
            `UPDATE wallet_accounts SET balance = balance + ?, turnover_required = MAX(0, turnover_required + ?)
             WHERE merchant = ? AND member_id = ? AND balance + ? >= 0`,
          )
          .run(input.amount, input.turnover ?? 0, input.merchant, input.memberId, input.amount);
        const { balance } = this.account(input.merchant, input.memberId);
        if (changed.changes !== 1) return { ok: false, reason: 'balance_short', balance };
        const id = Number(
          this.db
            .prepare(
              'INSERT INTO wallet_entries (merchant, member_id, type, amount, balance_after, op_key, withdrawal_id, detail, created_at, turnover) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            )
            .run(
              input.merchant,
              input.memberId,
              input.type,
              input.amount,
              balance,
              input.opKey,
              input.withdrawalId ?? null,
              input.detail ?? null,
              input.now,
              // What the entry added to the turnover (a bonus); a stake's consumption is not kept per entry.
              Math.max(0, input.turnover ?? 0),
            ).lastInsertRowid,
        );
        return {
          ok: true,
          repeated: false,
          entry: {
            id,
            type: input.type,
            amount: input.amount,
            balance_after: balance,
            op_key: input.opKey,
            withdrawal_id: input.withdrawalId ?? null,
            detail: input.detail ?? null,
            created_at: input.now,
          },
        };
      })
      .immediate();
  }

  /**
   * The bonuses whose turnover is not yet met, newest first, each with what is left of it. The
   * account keeps one sum (turnover_required, which stakes wear down); it is shared out over the
   * bonus entries that added to it, newest first, so stakes pay off the oldest bonus first.
   */
  activeBonuses(merchant: string, memberId: number): ActiveBonus[] {
    let left = this.account(merchant, memberId).turnoverRequired;
    const rows = this.db
      .prepare(
        `SELECT op_key, amount, detail, turnover, created_at FROM wallet_entries
         WHERE merchant = ? AND member_id = ? AND type = 'bonus' AND turnover > 0 ORDER BY created_at DESC, id DESC`,
      )
      .all(merchant, memberId) as { op_key: string; amount: number; detail: string | null; turnover: number; created_at: number }[];
    const active: ActiveBonus[] = [];
    for (const row of rows) {
      if (left <= 0) break;
      const remaining = Math.min(row.turnover, left);
      left -= remaining;
      active.push({
        opKey: row.op_key,
        amount: row.amount,
        detail: row.detail,
        turnover: row.turnover,
        remaining,
        createdAt: row.created_at,
      });
    }
    return active;
  }

  /** Held by pending withdrawals (already debited from the balance). */
  held(merchant: string, memberId: number): number {
    return this.db
      .prepare("SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE merchant = ? AND member_id = ? AND status = 'pending'")
      .pluck()
      .get(merchant, memberId) as number;
  }
}

export interface Round {
  merchant: string;
  memberId: number;
  /** The game's own round id: a round reported twice is played once. */
  roundId: string;
  vendor: string;
  gameCode: string;
  /** Plain text, for the bet records and the winners ticker. */
  gameName: string;
  /** The history's text when it differs from gameName: the name in every language (localize.ts storedText). */
  detail?: string;
  stake: number;
  win: number;
  now: number;
}

export type RoundResult = { ok: true; balance: number; repeated: boolean } | { ok: false; reason: 'balance_short'; balance: number };

/**
 * A seamless-wallet round: the stake debited (and taken off the turnover still required), the
 * win credited and the bet record written, in one transaction keyed by the round id.
 */
export function playRound(db: Database, wallet: WalletStore, round: Round): RoundResult {
  return db
    .transaction((): RoundResult => {
      const base = { merchant: round.merchant, memberId: round.memberId, detail: round.detail ?? round.gameName, now: round.now };
      const bet = wallet.post({ ...base, type: 'bet', amount: -round.stake, opKey: `round:${round.roundId}:bet`, turnover: -round.stake });
      if (!bet.ok) return bet;
      if (bet.repeated) return { ok: true, balance: wallet.account(round.merchant, round.memberId).balance, repeated: true };
      if (round.win > 0) wallet.post({ ...base, type: 'win', amount: round.win, opKey: `round:${round.roundId}:win` });
      db.prepare(
        'INSERT INTO bet_records (merchant, round_id, member_id, vendor, game_code, game_name, stake, win, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(round.merchant, round.roundId, round.memberId, round.vendor, round.gameCode, round.gameName, round.stake, round.win, round.now);
      return { ok: true, balance: wallet.account(round.merchant, round.memberId).balance, repeated: false };
    })
    .immediate();
}
