/**
 * Test mode only (EMULATORS=1): the operator's back office deciding withdrawals. A pending
 * withdrawal older than `delayMs` is approved, except by a documented test rule: an amount whose
 * minor units end in 99 (₱200.99) is refused "Account name does not match", which releases the
 * hold with a new ledger entry. Each withdrawal is claimed first (cashier-store.ts): with two
 * server instances on one file, only one decides it. Stopped with the server (onClose).
 */
import crypto from 'node:crypto';
import type { CashierStore } from '../../db/cashier-store';

export const REFUSAL_REASON = 'Account name does not match';
/** STAND_IN_WITHDRAW_DELAY_MS: how long a demo withdrawal stays pending (2 s unless told). */
export const DEFAULT_DELAY_MS = 2_000;

export function refusedByTestRule(amountMinor: number): boolean {
  return amountMinor % 100 === 99;
}

export class WithdrawalBackOffice {
  private timer: NodeJS.Timeout | null = null;
  private readonly worker = crypto.randomBytes(6).toString('hex');

  constructor(
    private readonly cashier: CashierStore,
    private readonly clock: () => number,
    private readonly delayMs: number,
    private readonly log: { info(message: string): void; warn(message: string): void },
  ) {}

  /** Decides every withdrawal that has waited long enough; answers how many. */
  runOnce(): number {
    let decided = 0;
    for (;;) {
      const now = this.clock();
      const claimed = this.cashier.claimPendingWithdrawal(this.worker, now - this.delayMs, now, now + 30_000);
      if (!claimed) return decided;
      const refuse = refusedByTestRule(claimed.amount);
      if (this.cashier.decideWithdrawal({ id: claimed.id, approve: !refuse, reason: refuse ? REFUSAL_REASON : null, now })) decided += 1;
    }
  }

  start(intervalMs = Math.max(200, Math.min(1_000, this.delayMs / 4))): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.runOnce();
      } catch (error) {
        this.log.warn(`stand-in back office: ${(error as Error).message}`);
      }
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
