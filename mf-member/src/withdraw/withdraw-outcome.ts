/**
 * What became of the withdrawal the player just asked for, as the note under the form says it:
 * held while the back office looks at it, then paid, or refused and given back. The note followed
 * only the request before, so a refused withdrawal still read "held and paid once approved".
 */
import type { LedgerEntry } from '../ui/ledger-entry';

export interface RequestedWithdrawal {
  withdrawalId: string;
  /** Major units, as the `withdraw` answer gives it. */
  amount: number;
}

export type WithdrawalOutcome =
  | { key: 'cashier_withdraw_pending'; tone: 'pending' }
  | { key: 'cashier_withdraw_approved'; tone: 'completed' }
  | { key: 'cashier_withdraw_refused'; tone: 'refused'; reason: string | null };

/** The outcome of `requested` from the latest withdrawal entries (its hold carries its id); pending until its hold says otherwise. */
export function withdrawalOutcome(
  requested: RequestedWithdrawal | null,
  entries: readonly LedgerEntry[] | undefined,
): WithdrawalOutcome | null {
  if (!requested) return null;
  const hold = entries?.find((entry) => entry.withdrawalId === requested.withdrawalId && entry.amount < 0);
  if (hold?.status === 'completed') return { key: 'cashier_withdraw_approved', tone: 'completed' };
  if (hold?.status === 'refused' || hold?.status === 'cancelled')
    return { key: 'cashier_withdraw_refused', tone: 'refused', reason: hold.reason ?? null };
  return { key: 'cashier_withdraw_pending', tone: 'pending' };
}
