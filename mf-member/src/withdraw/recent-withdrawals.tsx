/**
 * The member's latest withdrawals and what became of each: a pending one is looked at again every
 * few seconds until it is approved or refused, and the balance with it. A refused one is one row,
 * "Refused" with the reason; the release that gave the amount back is in the full history.
 */
import { useEffect, useRef } from 'react';
import { bus, LoadFailed, useLoad, useTranslation, Skeleton } from '@m/shared';
import type { FormatMoney } from '../platform/money';
import { useSessionToken } from '../platform/session-token';
import { isWithdrawalReturn, LedgerEntryRow, type LedgerEntry } from '../ui/ledger-entry';
import { fetchRecentWithdrawals } from './withdraw-api';

/** How often a pending withdrawal is looked at again. */
export const PENDING_POLL_MS = 3_000;
const SHOWN = 5;

export function RecentWithdrawals({
  round,
  money,
  onSettled,
  onEntries,
}: {
  round: number;
  money: FormatMoney;
  onSettled: () => void;
  /** The latest entries as they load, for the note about the withdrawal just asked for. */
  onEntries?: (entries: LedgerEntry[]) => void;
}) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  // Twice as many: a refused withdrawal's release is left out of this list.
  const recent = useLoad(token && ['recent-withdrawals', token, round], () => fetchRecentWithdrawals(SHOWN * 2), { keep: true });
  const loaded = recent.status === 'ready' || recent.status === 'failed' ? recent.value?.items : undefined;
  useEffect(() => {
    if (loaded) onEntries?.(loaded);
  }, [loaded, onEntries]);
  const items = loaded?.filter((entry) => !isWithdrawalReturn(entry)).slice(0, SHOWN);
  const pending = items?.some((item) => item.status === 'pending') ?? false;
  const { retry, busy } = recent;
  useEffect(() => {
    if (!pending || busy) return;
    const timer = setTimeout(retry, PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, busy, retry]);
  // A decision arrived (pending → approved or refused): the frame's balance follows.
  const settled =
    items === undefined
      ? undefined
      : items
          .filter((item) => item.status !== 'pending')
          .map((item) => item.id)
          .join(',');
  const seen = useRef(settled);
  useEffect(() => {
    if (settled === undefined) return;
    const before = seen.current;
    seen.current = settled;
    if (before !== undefined && before !== settled) {
      bus.publish('wallet.changed', { reason: 'withdraw' });
      onSettled();
    }
  }, [settled, onSettled]);

  return (
    <section className="mc-card" aria-labelledby="cs-recent" data-testid="recent-withdrawals">
      <h2 id="cs-recent">{t('cashier_recent_withdrawals')}</h2>
      {!items && recent.status === 'loading' && <Skeleton lines={2} />}
      {recent.status === 'failed' && <LoadFailed onRetry={recent.retry} />}
      {items && items.length === 0 && <p className="mc-muted">{t('cashier_no_withdrawals')}</p>}
      {items && items.length > 0 && (
        <ul className="cs-entries" aria-live="polite">
          {items.map((entry) => (
            <LedgerEntryRow key={entry.id} entry={entry} money={money} />
          ))}
        </ul>
      )}
    </section>
  );
}
