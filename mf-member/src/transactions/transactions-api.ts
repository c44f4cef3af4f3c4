/** The transaction history, a page at a time, filtered by type and by days in the player's time zone. */
import { api, WALLET_PAGE_SIZE, type QueryOf } from '@m/shared';
import type { LedgerEntryType } from './transaction-filters';

export interface TransactionFilter {
  type: LedgerEntryType | '';
  from: string;
  to: string;
}

export function fetchTransactions(filter: TransactionFilter, cursor: string | undefined) {
  const query: QueryOf<'walletTransactions'> = {
    limit: WALLET_PAGE_SIZE,
    // Minutes east of UTC, as the day boundaries of `from` and `to` are the player's.
    tz: -new Date().getTimezoneOffset(),
    ...(cursor ? { cursor } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  return api.call('walletTransactions', { cache: false, query });
}
