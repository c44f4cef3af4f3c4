/** One movement of the member's money, as the history and the recent withdrawals show it. */
import { formatLocalDateTime, useTranslation, type AnswerOf } from '@m/shared';
import type { FormatMoney } from '../platform/money';

export type LedgerEntry = AnswerOf<'walletTransactions'>['items'][number];

/** The player's own day of a moment (their time zone), as the date filter reads days: 2026-11-26. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A refused withdrawal's release: the held amount given back, not money coming in. */
export function isWithdrawalReturn(entry: Pick<LedgerEntry, 'type' | 'amount'>): boolean {
  return entry.type === 'withdrawal' && entry.amount > 0;
}

/**
 * How an entry's amount reads: money in is green with a +, only once it arrived; a refused
 * withdrawal given back is neither (a green "+₱200.99" under "Withdrawal" read as a payout);
 * a refused or cancelled movement is struck through beside its status.
 */
export function amountLook(entry: Pick<LedgerEntry, 'type' | 'amount' | 'status'>): { sign: string; credit: boolean; void: boolean } {
  const returned = isWithdrawalReturn(entry);
  const voided = entry.status === 'refused' || entry.status === 'cancelled';
  return {
    sign: returned ? '' : entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : '',
    credit: !returned && entry.amount > 0 && entry.status === 'completed',
    void: voided,
  };
}

export function LedgerEntryRow({ entry, money }: { entry: LedgerEntry; money: FormatMoney }) {
  const { t, i18n } = useTranslation('member');
  const look = amountLook(entry);
  const returned = isWithdrawalReturn(entry);
  const className = [look.credit ? 'cs-credit' : '', look.void ? 'cs-void' : ''].filter(Boolean).join(' ');
  return (
    <li
      className="cs-entry"
      data-testid="ledger-entry"
      data-type={entry.type}
      data-status={entry.status}
      data-return={returned ? 'true' : undefined}
      data-id={entry.id}
      data-day={localDay(entry.createdAt)}
    >
      <span className="cs-entry__what">
        <strong>{returned ? t('cashier_type_withdrawal_returned') : t(`cashier_type_${entry.type}`)}</strong>
        {entry.detail && <span className="mc-muted"> · {entry.detail}</span>}
        {entry.status === 'refused' && entry.reason && (
          <span className="cs-entry__reason" data-testid="ledger-entry-reason">
            {t('cashier_refused_because', { reason: entry.reason })}
          </span>
        )}
        <span className="mc-muted cs-entry__when">{formatLocalDateTime(entry.createdAt, i18n.language)}</span>
      </span>
      <span className="cs-entry__money">
        <span className={className || undefined} data-testid="ledger-entry-amount">
          {look.sign}
          {money(Math.abs(entry.amount))}
        </span>
        {entry.status !== 'completed' && (
          <span className={`cs-status cs-status--${entry.status}`} data-testid="ledger-entry-status">
            {t(`cashier_status_${entry.status}`)}
          </span>
        )}
      </span>
    </li>
  );
}
