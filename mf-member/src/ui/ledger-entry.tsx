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

export function LedgerEntryRow({ entry, money }: { entry: LedgerEntry; money: FormatMoney }) {
  const { t, i18n } = useTranslation('member');
  const credit = entry.amount > 0;
  return (
    <li
      className="cs-entry"
      data-testid="ledger-entry"
      data-type={entry.type}
      data-status={entry.status}
      data-id={entry.id}
      data-day={localDay(entry.createdAt)}
    >
      <span className="cs-entry__what">
        <strong>{t(`cashier_type_${entry.type}`)}</strong>
        {entry.detail && <span className="mc-muted"> · {entry.detail}</span>}
        <span className="mc-muted cs-entry__when">{formatLocalDateTime(entry.createdAt, i18n.language)}</span>
      </span>
      <span className="cs-entry__money">
        <span className={credit ? 'cs-credit' : undefined} data-testid="ledger-entry-amount">
          {credit ? '+' : entry.amount < 0 ? '−' : ''}
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
