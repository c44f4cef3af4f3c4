/**
 * The rewards centre's points (flag REWCEN3): one account per member, a ledger of every earning
 * and spending, and the exchanges of points for rewards. The balance lives in one row whose
 * CHECK forbids going below zero, and every change of it runs in an IMMEDIATE transaction
 * (the write lock is taken before the balance is read), so two exchanges at the same moment,
 * from two phones or two server processes on the same file, can never spend a point twice.
 */
import type { Database } from './database';

export type RewardEntryKind = 'deposit' | 'game' | 'bonus' | 'referral' | 'checkin' | 'adjust' | 'exchange' | 'expired';

export interface RewardAccount {
  balance: number;
  earned: number;
  spent: number;
}

export interface RewardEntryRow {
  id: number;
  kind: RewardEntryKind;
  points: number;
  balance_after: number;
  reward_id: string | null;
  detail: string | null;
  created_at: number;
}

export interface ExchangeRow {
  id: number;
  reward_id: string;
  cost: number;
  balance_after: number;
  created_at: number;
}

/** What an exchange needs to know of the reward, from the merchant's rewards.json. */
export interface ExchangeOffer {
  rewardId: string;
  cost: number;
  /** Total the operator offers; null when unlimited. */
  stock: number | null;
}

export type ExchangeResult =
  | { ok: true; exchange: ExchangeRow; repeated: boolean }
  | { ok: false; reason: 'points_short'; balance: number }
  | { ok: false; reason: 'out_of_stock' };

const EMPTY: RewardAccount = { balance: 0, earned: 0, spent: 0 };

export class RewardStore {
  constructor(private readonly db: Database) {}

  account(merchant: string, memberId: number): RewardAccount {
    return (
      (this.db
        .prepare('SELECT balance, earned, spent FROM reward_accounts WHERE merchant = ? AND member_id = ?')
        .get(merchant, memberId) as RewardAccount | undefined) ?? EMPTY
    );
  }

  /** The member's ledger, newest first, one page. */
  history(merchant: string, memberId: number, page: number, pageSize: number): { entries: RewardEntryRow[]; total: number } {
    const total = this.db
      .prepare('SELECT COUNT(*) FROM reward_entries WHERE merchant = ? AND member_id = ?')
      .pluck()
      .get(merchant, memberId) as number;
    const entries = this.db
      .prepare(
        'SELECT id, kind, points, balance_after, reward_id, detail, created_at FROM reward_entries WHERE merchant = ? AND member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(merchant, memberId, pageSize, (page - 1) * pageSize) as RewardEntryRow[];
    return { entries, total };
  }

  /**
   * Adds (or, negative, takes) points with their reason. A `reference` already recorded for the
   * same member and kind is not counted again (a source that reports twice). Points taken beyond
   * the balance leave it at zero (an expiry of points already spent takes what is left).
   * Answers false when nothing changed.
   */
  credit(input: {
    merchant: string;
    memberId: number;
    kind: RewardEntryKind;
    points: number;
    detail?: string | null;
    reference?: string | null;
    now: number;
  }): boolean {
    if (!Number.isInteger(input.points) || input.points === 0) return false;
    return this.db
      .transaction(() => {
        if (
          input.reference &&
          this.db
            .prepare('SELECT 1 FROM reward_entries WHERE merchant = ? AND member_id = ? AND kind = ? AND reference = ?')
            .get(input.merchant, input.memberId, input.kind, input.reference)
        )
          return false;
        const before = this.account(input.merchant, input.memberId);
        const points = Math.max(input.points, -before.balance);
        if (points === 0) return false;
        const balance = before.balance + points;
        this.db
          .prepare(
            `INSERT INTO reward_accounts (merchant, member_id, balance, earned, spent) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (merchant, member_id) DO UPDATE SET balance = excluded.balance, earned = excluded.earned, spent = excluded.spent`,
          )
          .run(input.merchant, input.memberId, balance, before.earned + Math.max(points, 0), before.spent + Math.max(-points, 0));
        this.db
          .prepare(
            'INSERT INTO reward_entries (merchant, member_id, kind, points, balance_after, reward_id, detail, reference, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)',
          )
          .run(input.merchant, input.memberId, input.kind, points, balance, input.detail ?? null, input.reference ?? null, input.now);
        return true;
      })
      .immediate();
  }

  /**
   * Exchanges points for a reward, all or nothing: the repeated request answers the exchange it
   * made; otherwise the stock and the balance are checked and the points taken in one IMMEDIATE
   * transaction. The conditional UPDATE is the last word: a balance that moved since it was read
   * (another process without this lock) makes it change no row, and the exchange is refused.
   */
  exchange(input: { merchant: string; memberId: number; offer: ExchangeOffer; requestId: string; now: number }): ExchangeResult {
    const { merchant, memberId, offer } = input;
    return this.db
      .transaction((): ExchangeResult => {
        const earlier = this.db
          .prepare(
            'SELECT id, reward_id, cost, balance_after, created_at FROM reward_exchanges WHERE merchant = ? AND member_id = ? AND request_id = ?',
          )
          .get(merchant, memberId, input.requestId) as ExchangeRow | undefined;
        if (earlier) return { ok: true, exchange: earlier, repeated: true };
        if (offer.stock !== null && this.exchangedCount(merchant, offer.rewardId) >= offer.stock)
          return { ok: false, reason: 'out_of_stock' };
        const taken = this.db
          .prepare(
            'UPDATE reward_accounts SET balance = balance - ?, spent = spent + ? WHERE merchant = ? AND member_id = ? AND balance >= ?',
          )
          .run(offer.cost, offer.cost, merchant, memberId, offer.cost);
        if (taken.changes !== 1) return { ok: false, reason: 'points_short', balance: this.account(merchant, memberId).balance };
        const balance = this.account(merchant, memberId).balance;
        const id = Number(
          this.db
            .prepare(
              'INSERT INTO reward_exchanges (merchant, member_id, reward_id, cost, request_id, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
            )
            .run(merchant, memberId, offer.rewardId, offer.cost, input.requestId, balance, input.now).lastInsertRowid,
        );
        this.db
          .prepare(
            "INSERT INTO reward_entries (merchant, member_id, kind, points, balance_after, reward_id, detail, reference, created_at) VALUES (?, ?, 'exchange', ?, ?, ?, NULL, ?, ?)",
          )
          .run(merchant, memberId, -offer.cost, balance, offer.rewardId, String(id), input.now);
        return {
          ok: true,
          exchange: { id, reward_id: offer.rewardId, cost: offer.cost, balance_after: balance, created_at: input.now },
          repeated: false,
        };
      })
      .immediate();
  }

  /** How many of a reward the merchant's members have exchanged (for its stock). */
  exchangedCount(merchant: string, rewardId: string): number {
    return this.db
      .prepare('SELECT COUNT(*) FROM reward_exchanges WHERE merchant = ? AND reward_id = ?')
      .pluck()
      .get(merchant, rewardId) as number;
  }

  /** Exchanged counts of all the merchant's rewards, for the catalogue. */
  exchangedCounts(merchant: string): Map<string, number> {
    const rows = this.db
      .prepare('SELECT reward_id, COUNT(*) AS n FROM reward_exchanges WHERE merchant = ? GROUP BY reward_id')
      .all(merchant) as { reward_id: string; n: number }[];
    return new Map(rows.map((row) => [row.reward_id, row.n]));
  }
}
