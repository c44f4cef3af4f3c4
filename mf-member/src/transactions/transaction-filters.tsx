/**
 * The history's filters: what moved the money and between which days. A range whose end comes
 * before its start is said, not sent.
 */
import { useTranslation, type QueryOf } from '@m/shared';
import type { TransactionFilter } from './transactions-api';

export type LedgerEntryType = NonNullable<QueryOf<'walletTransactions'>['type']>;
// The contract's types (schemas/cashier.ts), in the order the filter offers them.
export const LEDGER_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'reward',
  'adjustment',
] as const satisfies readonly LedgerEntryType[];

export function rangeProblem(filter: Pick<TransactionFilter, 'from' | 'to'>): string | null {
  return filter.from && filter.to && filter.from > filter.to ? 'cashier_range_backwards' : null;
}

export function TransactionFilters({ filter, onChange }: { filter: TransactionFilter; onChange: (filter: TransactionFilter) => void }) {
  const { t } = useTranslation('member');
  const problem = rangeProblem(filter);
  return (
    <form className="mc-card cs-filters" onSubmit={(event) => event.preventDefault()} data-testid="transaction-filters">
      <div className="mc-field">
        <label htmlFor="tx-type">{t('cashier_filter_type')}</label>
        <select
          id="tx-type"
          value={filter.type}
          onChange={(event) => onChange({ ...filter, type: event.target.value as TransactionFilter['type'] })}
        >
          <option value="">{t('cashier_filter_all')}</option>
          {LEDGER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`cashier_type_${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mc-field">
        <label htmlFor="tx-from">{t('cashier_filter_from')}</label>
        <input id="tx-from" type="date" value={filter.from} onChange={(event) => onChange({ ...filter, from: event.target.value })} />
      </div>
      <div className="mc-field">
        <label htmlFor="tx-to">{t('cashier_filter_to')}</label>
        <input
          id="tx-to"
          type="date"
          value={filter.to}
          onChange={(event) => onChange({ ...filter, to: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'tx-range-error' : undefined}
        />
      </div>
      {problem && (
        <p className="mc-error" id="tx-range-error" role="alert">
          {t(problem)}
        </p>
      )}
    </form>
  );
}
