import { withdrawalOutcome } from './withdraw-outcome';
import type { LedgerEntry } from '../ui/ledger-entry';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'E1',
  type: 'withdrawal',
  status: 'pending',
  amount: -200.99,
  balanceAfter: null,
  detail: 'GCash ****6543',
  createdAt: '2026-11-27T09:00:00.000Z',
  withdrawalId: 'w1',
  reason: null,
  ...over,
});
const asked = { withdrawalId: 'w1', amount: 200.99 };

describe('the note about the withdrawal just asked for', () => {
  it('says nothing before a request', () => {
    expect(withdrawalOutcome(null, [entry({})])).toBeNull();
  });

  it('is "held" until its hold is decided, also before the list has it', () => {
    expect(withdrawalOutcome(asked, undefined)?.key).toBe('cashier_withdraw_pending');
    expect(withdrawalOutcome(asked, [entry({ withdrawalId: 'older', status: 'refused' })])?.key).toBe('cashier_withdraw_pending');
    expect(withdrawalOutcome(asked, [entry({})])?.key).toBe('cashier_withdraw_pending');
  });

  it('says paid once approved', () => {
    expect(withdrawalOutcome(asked, [entry({ status: 'completed' })])).toEqual({ key: 'cashier_withdraw_approved', tone: 'completed' });
  });

  it('says refused, with the reason, once refused: the release given back does not count as the hold', () => {
    const release = entry({ id: 'E2', status: 'completed', amount: 200.99, detail: 'Account name does not match' });
    const hold = entry({ status: 'refused', reason: 'Account name does not match' });
    expect(withdrawalOutcome(asked, [release, hold])).toEqual({
      key: 'cashier_withdraw_refused',
      tone: 'refused',
      reason: 'Account name does not match',
    });
  });
});
