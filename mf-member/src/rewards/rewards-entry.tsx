/** The rewards centre's entry on the member home: the point balance and the way in. Drawn only while REWCEN3 is on. */
import { useLoad, useTranslation } from '@m/shared';
import { useSessionToken } from '../platform/session-token';
import { formatPoints } from './points-format';
import { fetchRewardPoints } from './rewards-api';

export function RewardsEntry({ href, onOpen }: { href: string; onOpen: () => void }) {
  const { t, i18n } = useTranslation('member');
  const points = useLoad(useSessionToken(), fetchRewardPoints, { keep: true });
  return (
    <section className="mc-card" aria-labelledby="mc-rewards-entry" data-testid="rewards-entry">
      <h2 id="mc-rewards-entry">{t('rewards_title')}</h2>
      <p className="mc-row">
        <span className="mc-grow mc-muted">{t('rewards_balance')}</span>
        <strong data-testid="rewards-entry-balance">
          {points.status === 'ready'
            ? t('rewards_points', { points: formatPoints(points.value.balance, i18n.language) })
            : points.status === 'failed'
              ? '—'
              : '…'}
        </strong>
      </p>
      <a
        className="btn btn--primary"
        href={href}
        data-testid="rewards-open"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        {t('rewards_open')}
      </a>
    </section>
  );
}
