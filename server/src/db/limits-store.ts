/**
 * Responsible gaming (issue 26): the member's deposit limits per period and their latest break
 * from play (cooling-off or self-exclusion). A limit lowered takes effect at once; a raise (or a
 * removal) waits 24 hours as the row's pending change, and is read as in force from then on, so
 * no timer is needed. A break is one row per member that can only be replaced by a longer one.
 */
import { BREAK_KINDS, LIMIT_PERIODS } from '@m/shared/contract';
import type { Database } from './database';

export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type BreakKind = (typeof BREAK_KINDS)[number];

export interface DepositLimitRow {
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
}

export interface PlayBreakRow {
  kind: BreakKind;
  started_at: number;
  ends_at: number;
}

/** A limit as it stands at `now`: a raise whose time has come is in force. */
export interface DepositLimit {
  period: LimitPeriod;
  amount: number | null;
  pending: { amount: number | null; at: number } | null;
}

export function limitAt(row: DepositLimitRow | undefined, period: LimitPeriod, now: number): DepositLimit {
  if (!row) return { period, amount: null, pending: null };
  if (row.pending_at !== null && row.pending_at <= now) return { period, amount: row.pending_amount, pending: null };
  return { period, amount: row.amount, pending: row.pending_at === null ? null : { amount: row.pending_amount, at: row.pending_at } };
}

export class LimitsStore {
  constructor(private readonly db: Database) {}

  limits(merchant: string, memberId: number, now: number): DepositLimit[] {
    const rows = this.db
      .prepare('SELECT period, amount, pending_amount, pending_at FROM deposit_limits WHERE merchant = ? AND member_id = ?')
      .all(merchant, memberId) as DepositLimitRow[];
    return LIMIT_PERIODS.map((period) =>
      limitAt(
        rows.find((row) => row.period === period),
        period,
        now,
      ),
    );
  }

  /** Writes the limit as the rules decided it: `amount` in force, `pending` waiting (null: nothing). */
  saveLimit(merchant: string, memberId: number, limit: DepositLimit, now: number): void {
    this.db
      .prepare(
        `INSERT INTO deposit_limits (merchant, member_id, period, amount, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (merchant, member_id, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
           pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
      )
      .run(merchant, memberId, limit.period, limit.amount, limit.pending?.amount ?? null, limit.pending?.at ?? null, now);
  }

  /**
   * Minor units of deposits asked for since `since`: pending orders count (one may still be paid,
   * and counting them stops a player opening many orders at once), cancelled and failed do not.
   */
  depositedSince(merchant: string, memberId: number, since: number): number {
    return this.db
      .prepare(
        "SELECT COALESCE(SUM(amount), 0) FROM deposit_orders WHERE merchant = ? AND member_id = ? AND status IN ('pending', 'completed') AND created_at >= ?",
      )
      .pluck()
      .get(merchant, memberId, since) as number;
  }

  /** The member's break that is still running at `now`, if any. */
  activeBreak(merchant: string, memberId: number, now: number): PlayBreakRow | undefined {
    return this.db
      .prepare('SELECT kind, started_at, ends_at FROM play_breaks WHERE merchant = ? AND member_id = ? AND ends_at > ?')
      .get(merchant, memberId, now) as PlayBreakRow | undefined;
  }

  saveBreak(merchant: string, memberId: number, row: PlayBreakRow): void {
    this.db
      .prepare(
        `INSERT INTO play_breaks (merchant, member_id, kind, started_at, ends_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (merchant, member_id) DO UPDATE SET kind = excluded.kind, started_at = excluded.started_at, ends_at = excluded.ends_at`,
      )
      .run(merchant, memberId, row.kind, row.started_at, row.ends_at);
  }
}
