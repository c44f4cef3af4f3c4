/**
 * The cashier's requests beside the ledger (wallet-store.ts): deposit orders waiting for the
 * payment provider, withdrawals waiting for the back office, the accounts withdrawals are paid
 * to. These rows carry a status that changes; the money itself moves only by ledger entries,
 * posted in the same transaction as the status change (a credited order, a refused withdrawal's
 * release), so a status and its money never disagree.
 */
import crypto from 'node:crypto';
import type { Database } from './database';
import type { WalletStore } from './wallet-store';

export type DepositStatus = 'pending' | 'completed' | 'cancelled' | 'failed';
export type WithdrawalStatus = 'pending' | 'completed' | 'refused';

export interface DepositOrderRow {
  id: string;
  merchant: string;
  member_id: number;
  request_id: string;
  channel: string;
  amount: number;
  bonus: number;
  bonus_promotion_id: string | null;
  turnover_multiplier: number;
  status: DepositStatus;
  created_at: number;
  finished_at: number | null;
}

export interface WithdrawalRow {
  id: string;
  merchant: string;
  member_id: number;
  request_id: string;
  account_id: number;
  amount: number;
  status: WithdrawalStatus;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
}

export interface WithdrawAccountRow {
  id: number;
  type: 'ewallet' | 'bank';
  provider: string;
  holder_name: string;
  account_no: string;
}

export type CreditResult = { ok: true; order: DepositOrderRow; credited: boolean } | { ok: false; reason: 'replayed' | 'not_found' };

export type WithdrawResult = { ok: true; withdrawal: WithdrawalRow; repeated: boolean } | { ok: false; reason: 'balance_short' };

const newId = (prefix: string) => `${prefix}${crypto.randomBytes(9).toString('base64url')}`;

export class CashierStore {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletStore,
  ) {}

  /**
   * A new pending order, or the one the same request already made (a double tap). `check` runs
   * (and may throw) in the same transaction before a new order is written, so two deposits at
   * once cannot both pass the member's deposit limit.
   */
  createDepositOrder(
    input: Omit<DepositOrderRow, 'id' | 'status' | 'finished_at'>,
    check: () => void = () => {},
  ): { order: DepositOrderRow; repeated: boolean } {
    return this.db.transaction(() => {
      const earlier = this.db
        .prepare('SELECT * FROM deposit_orders WHERE merchant = ? AND member_id = ? AND request_id = ?')
        .get(input.merchant, input.member_id, input.request_id) as DepositOrderRow | undefined;
      if (earlier) return { order: earlier, repeated: true };
      check();
      const order: DepositOrderRow = { ...input, id: newId('D'), status: 'pending', finished_at: null };
      this.db
        .prepare(
          `INSERT INTO deposit_orders (id, merchant, member_id, request_id, channel, amount, bonus, bonus_promotion_id, turnover_multiplier, status, created_at)
           VALUES (@id, @merchant, @member_id, @request_id, @channel, @amount, @bonus, @bonus_promotion_id, @turnover_multiplier, @status, @created_at)`,
        )
        .run(order);
      return { order, repeated: false };
    })();
  }

  depositOrder(merchant: string, orderId: string): DepositOrderRow | undefined {
    return this.db.prepare('SELECT * FROM deposit_orders WHERE merchant = ? AND id = ?').get(merchant, orderId) as
      DepositOrderRow | undefined;
  }

  /** Whether the member has a credited deposit (a first-deposit bonus is then no longer theirs). */
  hasDeposited(merchant: string, memberId: number): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM wallet_entries WHERE merchant = ? AND member_id = ? AND type = 'deposit' AND amount > 0 LIMIT 1")
        .get(merchant, memberId) !== undefined
    );
  }

  /**
   * The provider says the order is paid: the deposit and its bonus are credited, the bonus's
   * turnover added, the order completed and the notification remembered, all at once. A
   * notification seen before, or an order already final, changes nothing.
   */
  creditDeposit(input: {
    merchant: string;
    orderId: string;
    notificationId: string;
    /** The history's text of the deposit (the channel) and of its bonus (the promotion). */
    detail: string;
    bonusDetail: (promotionId: string | null) => string;
    /** Whether the promotion pays only a member's first deposit (promotions.json depositBonus.appliesTo). */
    firstDepositOnly: (promotionId: string | null) => boolean;
    now: number;
  }): CreditResult {
    return this.db.transaction((): CreditResult => {
      const seen = this.db
        .prepare('INSERT OR IGNORE INTO payment_notifications (merchant, notification_id, order_id, received_at) VALUES (?, ?, ?, ?)')
        .run(input.merchant, input.notificationId, input.orderId, input.now);
      if (seen.changes === 0) return { ok: false, reason: 'replayed' };
      const order = this.depositOrder(input.merchant, input.orderId);
      if (!order) return { ok: false, reason: 'not_found' };
      if (order.status !== 'pending') return { ok: true, order, credited: false };
      const base = { merchant: input.merchant, memberId: order.member_id, now: input.now };
      // Two orders made before either was paid both carry a first-deposit bonus: only the first
      // one credited pays it; the other keeps its deposit, its bonus becomes 0 (in the same transaction).
      const bonus =
        order.bonus > 0 && input.firstDepositOnly(order.bonus_promotion_id) && this.hasDeposited(input.merchant, order.member_id)
          ? 0
          : order.bonus;
      if (bonus !== order.bonus) this.db.prepare('UPDATE deposit_orders SET bonus = 0 WHERE id = ?').run(order.id);
      this.wallet.post({ ...base, type: 'deposit', amount: order.amount, opKey: `deposit:${order.id}`, detail: input.detail });
      if (bonus > 0) {
        this.wallet.post({
          ...base,
          type: 'bonus',
          amount: order.bonus,
          opKey: `bonus:${order.id}`,
          detail: input.bonusDetail(order.bonus_promotion_id),
          turnover: Math.round((order.amount + order.bonus) * order.turnover_multiplier),
        });
      }
      this.db.prepare("UPDATE deposit_orders SET status = 'completed', finished_at = ? WHERE id = ?").run(input.now, order.id);
      return { ok: true, order: { ...order, bonus, status: 'completed', finished_at: input.now }, credited: true };
    })();
  }

  /** The provider says the payment failed: a pending order only, the notification remembered. */
  failDeposit(merchant: string, orderId: string, notificationId: string, now: number): boolean {
    return this.db.transaction(() => {
      const seen = this.db
        .prepare('INSERT OR IGNORE INTO payment_notifications (merchant, notification_id, order_id, received_at) VALUES (?, ?, ?, ?)')
        .run(merchant, notificationId, orderId, now);
      if (seen.changes === 0) return false;
      return (
        this.db
          .prepare("UPDATE deposit_orders SET status = 'failed', finished_at = ? WHERE merchant = ? AND id = ? AND status = 'pending'")
          .run(now, merchant, orderId).changes === 1
      );
    })();
  }

  /** The player cancelled at the provider: a pending order only. */
  cancelDeposit(merchant: string, orderId: string, now: number): boolean {
    return (
      this.db
        .prepare("UPDATE deposit_orders SET status = 'cancelled', finished_at = ? WHERE merchant = ? AND id = ? AND status = 'pending'")
        .run(now, merchant, orderId).changes === 1
    );
  }

  bindAccount(input: {
    merchant: string;
    memberId: number;
    type: 'ewallet' | 'bank';
    provider: string;
    holderName: string;
    accountNo: string;
    now: number;
  }): WithdrawAccountRow {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO withdraw_accounts (merchant, member_id, type, provider, holder_name, account_no, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(input.merchant, input.memberId, input.type, input.provider, input.holderName, input.accountNo, input.now);
    return this.db
      .prepare(
        'SELECT id, type, provider, holder_name, account_no FROM withdraw_accounts WHERE merchant = ? AND member_id = ? AND provider = ? AND account_no = ?',
      )
      .get(input.merchant, input.memberId, input.provider, input.accountNo) as WithdrawAccountRow;
  }

  accounts(merchant: string, memberId: number): WithdrawAccountRow[] {
    return this.db
      .prepare('SELECT id, type, provider, holder_name, account_no FROM withdraw_accounts WHERE merchant = ? AND member_id = ? ORDER BY id')
      .all(merchant, memberId) as WithdrawAccountRow[];
  }

  /** Withdrawals the member asked for since `since` (today's count against dailyTimes), refused ones included. */
  withdrawalsSince(merchant: string, memberId: number, since: number): number {
    return this.db
      .prepare('SELECT COUNT(*) FROM withdrawals WHERE merchant = ? AND member_id = ? AND created_at >= ?')
      .pluck()
      .get(merchant, memberId, since) as number;
  }

  withdrawalByRequest(merchant: string, memberId: number, requestId: string): WithdrawalRow | undefined {
    return this.db
      .prepare('SELECT * FROM withdrawals WHERE merchant = ? AND member_id = ? AND request_id = ?')
      .get(merchant, memberId, requestId) as WithdrawalRow | undefined;
  }

  /** A pending withdrawal whose amount is held (debited) at once; the same request answers the first. */
  requestWithdrawal(input: {
    merchant: string;
    memberId: number;
    requestId: string;
    accountId: number;
    amount: number;
    detail: string;
    now: number;
  }): WithdrawResult {
    return this.db.transaction((): WithdrawResult => {
      const earlier = this.withdrawalByRequest(input.merchant, input.memberId, input.requestId);
      if (earlier) return { ok: true, withdrawal: earlier, repeated: true };
      const withdrawal: WithdrawalRow = {
        id: newId('W'),
        merchant: input.merchant,
        member_id: input.memberId,
        request_id: input.requestId,
        account_id: input.accountId,
        amount: input.amount,
        status: 'pending',
        reason: null,
        created_at: input.now,
        decided_at: null,
      };
      const hold = this.wallet.post({
        merchant: input.merchant,
        memberId: input.memberId,
        type: 'withdrawal',
        amount: -input.amount,
        opKey: `withdraw:${withdrawal.id}`,
        withdrawalId: withdrawal.id,
        detail: input.detail,
        now: input.now,
      });
      if (!hold.ok) return { ok: false, reason: 'balance_short' };
      this.db
        .prepare(
          `INSERT INTO withdrawals (id, merchant, member_id, request_id, account_id, amount, status, reason, created_at)
           VALUES (@id, @merchant, @member_id, @request_id, @account_id, @amount, @status, @reason, @created_at)`,
        )
        .run(withdrawal);
      return { ok: true, withdrawal, repeated: false };
    })();
  }

  /**
   * Claims the oldest pending withdrawal asked for before `before` for `worker` until
   * `until`: one UPDATE, so of two back offices (two instances on one file) only one gets it.
   */
  claimPendingWithdrawal(worker: string, before: number, now: number, until: number): WithdrawalRow | undefined {
    return this.db.transaction(() => {
      const row = this.db
        .prepare(
          "SELECT * FROM withdrawals WHERE status = 'pending' AND created_at <= ? AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY created_at LIMIT 1",
        )
        .get(before, now) as WithdrawalRow | undefined;
      if (!row) return undefined;
      this.db.prepare('UPDATE withdrawals SET claimed_by = ?, claimed_until = ? WHERE id = ?').run(worker, until, row.id);
      return row;
    })();
  }

  /** The back office's decision; a refusal releases the hold with a new entry. False when already decided. */
  decideWithdrawal(input: { id: string; approve: boolean; reason: string | null; now: number }): boolean {
    return this.db.transaction(() => {
      const row = this.db.prepare("SELECT * FROM withdrawals WHERE id = ? AND status = 'pending'").get(input.id) as
        WithdrawalRow | undefined;
      if (!row) return false;
      this.db
        .prepare('UPDATE withdrawals SET status = ?, reason = ?, decided_at = ?, claimed_until = NULL WHERE id = ?')
        .run(input.approve ? 'completed' : 'refused', input.approve ? null : input.reason, input.now, row.id);
      if (!input.approve) {
        this.wallet.post({
          merchant: row.merchant,
          memberId: row.member_id,
          type: 'withdrawal',
          amount: row.amount,
          opKey: `withdraw:${row.id}:release`,
          withdrawalId: row.id,
          detail: input.reason,
          now: input.now,
        });
      }
      return true;
    })();
  }

  withdrawal(id: string): WithdrawalRow | undefined {
    return this.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
  }
}
