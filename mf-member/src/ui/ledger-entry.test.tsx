/**
 * How a movement of money reads in the history and the recent withdrawals (issue 37): a refused
 * withdrawal reads as refused, with its reason, and the amount given back is not a green
 * "+₱200.99" that looks like a payout; money in is green only once it arrived.
 */
import { render, screen } from '@testing-library/react';
import { i18n } from '@m/shared';
import { LedgerEntryRow, type LedgerEntry } from './ledger-entry';
import EN from '../locales/EN.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});

const money = (amount: number) => `₱${amount.toFixed(2)}`;
const base = { balanceAfter: null, detail: null, createdAt: '2026-11-27T09:00:00.000Z' };

function show(entry: Partial<LedgerEntry> & Pick<LedgerEntry, 'type' | 'status' | 'amount'>) {
  render(
    <ul>
      <LedgerEntryRow entry={{ id: 'E1', ...base, ...entry }} money={money} />
    </ul>,
  );
  return { amount: screen.getByTestId('ledger-entry-amount'), row: screen.getByTestId('ledger-entry') };
}

describe('a ledger entry', () => {
  it('a refused withdrawal: struck through, "Refused", and why', () => {
    const { amount, row } = show({
      type: 'withdrawal',
      status: 'refused',
      amount: -200.99,
      detail: 'GCash ****6543',
      withdrawalId: 'w1',
      reason: 'Account name does not match',
    });
    expect(amount.textContent).toBe('−₱200.99');
    expect(amount.className).toBe('cs-void');
    expect(screen.getByTestId('ledger-entry-status').textContent).toBe('Refused');
    expect(screen.getByTestId('ledger-entry-reason').textContent).toBe('Refused: Account name does not match');
    expect(row.textContent).toContain('Withdrawal');
  });

  it('its amount given back: named as such, neither green nor "+"', () => {
    const { amount, row } = show({
      type: 'withdrawal',
      status: 'completed',
      amount: 200.99,
      detail: 'Account name does not match',
      withdrawalId: 'w1',
    });
    expect(amount.textContent).toBe('₱200.99');
    expect(amount.className).toBe('');
    expect(row.getAttribute('data-return')).toBe('true');
    expect(row.textContent).toContain('Refused withdrawal returned');
    expect(screen.queryByTestId('ledger-entry-status')).toBeNull();
  });

  it('a deposit that arrived is green with a +; one not paid is neither', () => {
    expect(show({ type: 'deposit', status: 'completed', amount: 500 }).amount).toMatchObject({
      className: 'cs-credit',
      textContent: '+₱500.00',
    });
  });

  it('a pending deposit is not green yet', () => {
    const { amount } = show({ type: 'deposit', status: 'pending', amount: 200 });
    expect(amount.className).toBe('');
    expect(screen.getByTestId('ledger-entry-status').textContent).toBe('Pending');
  });

  it('a refused deposit is struck through, never green', () => {
    expect(show({ type: 'deposit', status: 'refused', amount: 300 }).amount.className).toBe('cs-void');
  });
});
