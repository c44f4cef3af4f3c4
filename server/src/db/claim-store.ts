/**
 * Claimed promotions (issue 26): a claimable promotion's bonus is credited once per member. The
 * claim row and the bonus's ledger entry (with its turnover) are written in one transaction; the
 * row's primary key and the entry's operation key both make a second claim change nothing.
 */
import type { Database } from './database';
import type { WalletStore } from './wallet-store';

export interface ClaimRow {
  promotion_id: string;
  bonus: number;
  claimed_at: number;
}

export type ClaimResult = { ok: true; claim: ClaimRow; repeated: boolean };

export class ClaimStore {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletStore,
  ) {}

  claims(merchant: string, memberId: number): ClaimRow[] {
    return this.db
      .prepare('SELECT promotion_id, bonus, claimed_at FROM promotion_claims WHERE merchant = ? AND member_id = ?')
      .all(merchant, memberId) as ClaimRow[];
  }

  /** Minor units the member deposited (credited deposits of the ledger) since `since`. */
  depositedSince(merchant: string, memberId: number, since: number): number {
    return this.db
      .prepare(
        "SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE merchant = ? AND member_id = ? AND type = 'deposit' AND created_at >= ?",
      )
      .pluck()
      .get(merchant, memberId, since) as number;
  }

  /**
   * Credits the promotion's bonus (minor units) with its turnover, once. `qualifies` is asked
   * inside the transaction (and may throw), so the rule and the credit are one step.
   */
  claim(input: {
    merchant: string;
    memberId: number;
    promotionId: string;
    bonus: number;
    turnover: number;
    detail: string;
    qualifies: () => void;
    now: number;
  }): ClaimResult {
    return this.db.transaction((): ClaimResult => {
      const earlier = this.claims(input.merchant, input.memberId).find((row) => row.promotion_id === input.promotionId);
      if (earlier) return { ok: true, claim: earlier, repeated: true };
      input.qualifies();
      const claim: ClaimRow = { promotion_id: input.promotionId, bonus: input.bonus, claimed_at: input.now };
      this.db
        .prepare('INSERT INTO promotion_claims (merchant, member_id, promotion_id, bonus, claimed_at) VALUES (?, ?, ?, ?, ?)')
        .run(input.merchant, input.memberId, input.promotionId, input.bonus, input.now);
      this.wallet.post({
        merchant: input.merchant,
        memberId: input.memberId,
        type: 'bonus',
        amount: input.bonus,
        opKey: `claim:${input.promotionId}:${input.memberId}`,
        detail: input.detail,
        turnover: input.turnover,
        now: input.now,
      });
      return { ok: true, claim, repeated: false };
    })();
  }
}
