/**
 * Deposits and withdrawals happen at the operator's cashier, not in this site: the cashier
 * reports them to the backend, and the shell's tracker claims the member's new ones and turns
 * each into the tracked events of SPEC section 9:
 * - a deposit submitted: `depositSubmit`, plus `firstDeposit` when it is the member's first;
 * - a deposit credited: `deposit`, plus `firstDepositArrival` for the member's first credited
 *   deposit, else `redeposit`;
 * - a withdrawal submitted: `withdraw`.
 * A claim hands each report out once (claimed_at), so two tabs never deliver it twice.
 */
import type { Database } from './database';

export type MoneyKind = 'deposit' | 'withdraw';
export type MoneyStatus = 'submitted' | 'credited';
export type MoneyTrackedEvent = 'depositSubmit' | 'firstDeposit' | 'deposit' | 'firstDepositArrival' | 'redeposit' | 'withdraw';

export interface MoneyReport {
  merchant: string;
  memberId: number;
  kind: MoneyKind;
  status: MoneyStatus;
  amount: number;
  currency: string;
  reference: string;
  now: number;
}

export interface ClaimedEvent {
  event: MoneyTrackedEvent;
  amount: number;
  currency: string;
  reference: string;
  at: number;
}

interface Row {
  id: number;
  kind: MoneyKind;
  status: MoneyStatus;
  amount: number;
  currency: string;
  reference: string;
  created_at: number;
}

/** The tracked events one report stands for, given how many of the same kind and status came before. */
export function eventsFor(kind: MoneyKind, status: MoneyStatus, earlierSame: number): MoneyTrackedEvent[] {
  if (kind === 'withdraw') return status === 'submitted' ? ['withdraw'] : [];
  if (status === 'submitted') return earlierSame === 0 ? ['depositSubmit', 'firstDeposit'] : ['depositSubmit'];
  return earlierSame === 0 ? ['deposit', 'firstDepositArrival'] : ['deposit', 'redeposit'];
}

export class MoneyEventStore {
  constructor(private readonly db: Database) {}

  /** Stores a cashier report; false when the same reference and status was reported before. */
  report(input: MoneyReport): boolean {
    const result = this.db
      .prepare(
        'INSERT OR IGNORE INTO member_money_events (merchant, member_id, kind, status, amount, currency, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(input.merchant, input.memberId, input.kind, input.status, input.amount, input.currency, input.reference, input.now);
    return result.changes > 0;
  }

  /** The member's unclaimed reports as tracked events, oldest first, now claimed. */
  claim(merchant: string, memberId: number, now: number): ClaimedEvent[] {
    return this.db.transaction(() => {
      const rows = this.db
        .prepare(
          'SELECT id, kind, status, amount, currency, reference, created_at FROM member_money_events WHERE merchant = ? AND member_id = ? AND claimed_at IS NULL ORDER BY id LIMIT 50',
        )
        .all(merchant, memberId) as Row[];
      const earlier = this.db
        .prepare('SELECT COUNT(*) FROM member_money_events WHERE merchant = ? AND member_id = ? AND kind = ? AND status = ? AND id < ?')
        .pluck();
      const claim = this.db.prepare('UPDATE member_money_events SET claimed_at = ? WHERE id = ?');
      const events: ClaimedEvent[] = [];
      for (const row of rows) {
        const before = earlier.get(merchant, memberId, row.kind, row.status, row.id) as number;
        for (const event of eventsFor(row.kind, row.status, before))
          events.push({ event, amount: row.amount, currency: row.currency, reference: row.reference, at: row.created_at });
        claim.run(now, row.id);
      }
      return events;
    })();
  }
}
