/** The rewards the member can exchange points for: picture, name, what it is, its cost, and whether it is within reach. */
import { useTranslation } from '@m/shared';
import { formatPoints } from './points-format';
import type { Reward } from './rewards-api';
import { rewardOffer } from './rewards-rules';

export function RewardList({
  rewards,
  balance,
  busy,
  onExchange,
}: {
  rewards: Reward[];
  balance: number;
  busy: string | null;
  onExchange: (reward: Reward) => void;
}) {
  const { t, i18n } = useTranslation('member');
  const locale = i18n.language;
  if (rewards.length === 0) return <p className="mc-muted">{t('rewards_none')}</p>;
  return (
    <ul className="rw-rewards">
      {rewards.map((reward) => {
        const offer = rewardOffer(reward, balance);
        const noteId = `rw-note-${reward.id}`;
        return (
          <li key={reward.id} className="rw-reward" data-testid="reward" data-reward-id={reward.id}>
            <img src={reward.imageUrl} alt="" width={96} height={60} loading="lazy" decoding="async" />
            <div>
              <h3>{reward.name}</h3>
              <p className="mc-muted">{reward.description}</p>
              <p>
                <span className="rw-cost" data-testid="reward-cost">
                  {t('rewards_points', { points: formatPoints(reward.cost, locale) })}
                </span>
                {reward.remaining !== null && reward.remaining > 0 && (
                  <span className="mc-muted"> · {t('rewards_left', { count: reward.remaining })}</span>
                )}
              </p>
              {offer.kind === 'short' && (
                <p className="mc-muted" id={noteId} data-testid="reward-short">
                  {t('rewards_short', { missing: formatPoints(offer.missing, locale) })}
                </p>
              )}
              {offer.kind === 'sold-out' && (
                <p className="mc-muted" id={noteId} data-testid="reward-sold-out">
                  {t('rewards_sold_out')}
                </p>
              )}
              <button
                type="button"
                className="btn btn--primary"
                data-testid="reward-exchange"
                aria-label={busy === reward.id ? undefined : t('rewards_exchange_named', { name: reward.name })}
                aria-describedby={offer.kind === 'exchangeable' ? undefined : noteId}
                disabled={offer.kind !== 'exchangeable' || busy !== null}
                onClick={() => onExchange(reward)}
              >
                {busy === reward.id ? t('rewards_exchanging') : t('rewards_exchange')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
