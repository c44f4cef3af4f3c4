/** How the member's points were earned and spent, newest first, a page at a time. */
import { formatLocalDay, LoadFailed, useTranslation, Skeleton } from '@m/shared';
import { formatPoints } from './points-format';
import type { RewardHistory } from './reward-history-pages';

export function RewardHistoryList({ history }: { history: RewardHistory }) {
  const { t, i18n } = useTranslation('member');
  const locale = i18n.language;
  return (
    <section className="mc-card" aria-labelledby="rw-history" data-testid="rewards-history">
      <h2 id="rw-history">{t('rewards_history')}</h2>
      {history.entries.length === 0 && !history.loading && !history.failed && <p className="mc-muted">{t('rewards_history_empty')}</p>}
      <ol className="rw-history">
        {history.entries.map((entry) => (
          <li key={entry.id} data-testid="rewards-history-entry" data-kind={entry.kind}>
            <span>
              <strong>{t(`rewards_kind_${entry.kind}`)}</strong>
              {entry.detail && <span className="mc-muted"> · {entry.detail}</span>}
            </span>
            <span className="rw-points" data-testid="rewards-history-points">
              {entry.points > 0 ? '+' : '−'}
              {formatPoints(Math.abs(entry.points), locale)}
            </span>
            <span className="mc-muted">{formatLocalDay(entry.createdAt, locale)}</span>
            <span className="mc-muted">{t('rewards_balance_after', { balance: formatPoints(entry.balanceAfter, locale) })}</span>
          </li>
        ))}
      </ol>
      {history.failed && <LoadFailed onRetry={history.retry} />}
      {history.loading && <Skeleton lines={history.entries.length > 0 ? 1 : 3} />}
      {history.more && !history.loading && !history.failed && (
        <button type="button" className="btn" data-testid="rewards-history-more" onClick={history.loadMore}>
          {t('rewards_history_more', { shown: history.entries.length, total: history.total })}
        </button>
      )}
    </section>
  );
}
