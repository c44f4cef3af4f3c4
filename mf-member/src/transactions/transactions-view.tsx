/** /m/member/transactions: every movement of the member's money, newest first, filtered, growing as the player scrolls. */
import { useState } from 'react';
import { useTranslation } from '@m/shared';
import { useCursorList } from '../platform/cursor-list';
import { useMoney } from '../platform/money';
import { LedgerEntryRow, type LedgerEntry } from '../ui/ledger-entry';
import { PagedList } from '../ui/paged-list';
import { rangeProblem, TransactionFilters } from './transaction-filters';
import { fetchTransactions, type TransactionFilter } from './transactions-api';

export function TransactionsView() {
  const { t } = useTranslation('member');
  const [filter, setFilter] = useState<TransactionFilter>({ type: '', from: '', to: '' });
  // A backwards range is not asked for: the last good filter's list stays.
  const [asked, setAsked] = useState(filter);
  const list = useCursorList<LedgerEntry>(JSON.stringify(asked), (cursor) => fetchTransactions(asked, cursor));
  const money = useMoney(undefined, undefined);
  return (
    <>
      <TransactionFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          if (!rangeProblem(next)) setAsked(next);
        }}
      />
      <section className="mc-card" aria-labelledby="cs-tx-title" aria-busy={list.loading}>
        <h2 id="cs-tx-title">{t('cashier_title_transactions')}</h2>
        <PagedList list={list} empty={t('cashier_no_transactions')} testId="transactions">
          {(entry) => <LedgerEntryRow key={entry.id} entry={entry} money={money} />}
        </PagedList>
      </section>
    </>
  );
}
