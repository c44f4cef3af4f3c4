/**
 * The rewards centre (REWCEN3): the member's points, the rewards they buy and how the points
 * were earned and spent. An exchange asks for confirmation, then the backend takes the points
 * (all or nothing) and answers the new balance; any refusal is said in the player's words and
 * the figures are read again, since the balance may have moved on another phone.
 */
import { useEffect, useRef, useState } from 'react';
import { bus, isApiError, loadedValue, LoadFailed, showConfirm, useLoad, useTranslation, Skeleton } from '@m/shared';
import { useSessionToken } from '../platform/session-token';
import { formatPoints } from './points-format';
import { RewardHistoryList } from './reward-history';
import { RewardList } from './reward-list';
import { exchangeReward, fetchRewardCatalogue, fetchRewardPoints, type Reward } from './rewards-api';
import { newRequestId } from '../platform/request-id';
import { exchangeFailureKey, serverMessage } from './rewards-rules';
import { useRewardsStyles } from './rewards-styles';
import { useRewardHistory } from './reward-history-pages';

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string } | null;

function failureParams(error: unknown, reward: Reward, balance: number): Record<string, string | number> {
  const value = isApiError(error) && typeof error.value === 'object' && error.value !== null ? (error.value as { balance?: unknown }) : {};
  return { cost: reward.cost, balance: typeof value.balance === 'number' ? value.balance : balance, name: reward.name };
}

export function RewardsCentre({ onBack }: { onBack: () => void }) {
  useRewardsStyles();
  const { t, i18n } = useTranslation('member');
  const locale = i18n.language;
  const token = useSessionToken();
  const points = useLoad(token, fetchRewardPoints, { keep: true });
  // Names and descriptions come from the backend in the player's language.
  const catalogue = useLoad(token && [token, locale], fetchRewardCatalogue, { keep: true });
  const rewards = loadedValue(catalogue);
  const history = useRewardHistory(locale);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const balance = loadedValue(points)?.balance ?? 0;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function exchange(reward: Reward): Promise<void> {
    const confirmed = await showConfirm({
      title: t('rewards_confirm_title'),
      message: t('rewards_confirm_message', { name: reward.name, cost: formatPoints(reward.cost, locale) }),
      confirmText: t('rewards_confirm_ok'),
      cancelText: t('rewards_confirm_cancel'),
    });
    if (!confirmed) return;
    setBusy(reward.id);
    setOutcome(null);
    try {
      const answer = await exchangeReward(reward.id, newRequestId());
      // A money reward is credited to the wallet (issue 25): the frame's balance follows.
      bus.publish('wallet.changed', { reason: 'reward' });
      setOutcome({
        kind: 'done',
        text: t('rewards_done', {
          name: answer.rewardName,
          cost: formatPoints(answer.cost, locale),
          balance: formatPoints(answer.balance, locale),
        }),
      });
    } catch (error) {
      const key = exchangeFailureKey(error);
      const params = failureParams(error, reward, balance);
      setOutcome({
        kind: 'failed',
        text: key
          ? t(key, { ...params, cost: formatPoints(Number(params.cost), locale), balance: formatPoints(Number(params.balance), locale) })
          : (serverMessage(error) ?? t('unknown_error')),
      });
    } finally {
      setBusy(null);
      // Success or not, the figures may have moved: read them again.
      points.retry();
      catalogue.retry();
      history.reload();
    }
  }

  return (
    <>
      <div className="mc-row">
        <h1 className="mc-grow">{t('rewards_title')}</h1>
        <button type="button" className="btn btn--small" data-testid="rewards-back" onClick={onBack}>
          {t('rewards_back')}
        </button>
      </div>
      <section className="mc-card" aria-labelledby="rw-points" data-testid="rewards-points">
        <h2 id="rw-points">{t('rewards_balance')}</h2>
        {points.status === 'failed' ? (
          <LoadFailed onRetry={points.retry} />
        ) : (
          <>
            <p className="rw-balance" data-testid="rewards-balance" aria-busy={points.status === 'loading'}>
              {points.status === 'ready' ? t('rewards_points', { points: formatPoints(points.value.balance, locale) }) : '…'}
            </p>
            {points.status === 'ready' && (
              <p className="mc-muted">
                {t('rewards_earned')} {formatPoints(points.value.earned, locale)} · {t('rewards_spent')}{' '}
                {formatPoints(points.value.spent, locale)}
              </p>
            )}
          </>
        )}
      </section>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className={outcome.kind === 'done' ? 'rw-result' : 'mc-error'}
          role={outcome.kind === 'done' ? 'status' : 'alert'}
          data-testid={outcome.kind === 'done' ? 'rewards-result' : 'rewards-error'}
        >
          {outcome.text}
        </p>
      )}
      <section className="mc-card" aria-labelledby="rw-catalogue" data-testid="rewards-catalogue">
        <h2 id="rw-catalogue">{t('rewards_catalogue')}</h2>
        {catalogue.status === 'failed' && <LoadFailed onRetry={catalogue.retry} />}
        {catalogue.status === 'loading' && <Skeleton lines={3} />}
        {rewards && points.status === 'ready' && (
          <RewardList rewards={rewards} balance={balance} busy={busy} onExchange={(reward) => void exchange(reward)} />
        )}
      </section>
      <RewardHistoryList history={history} />
    </>
  );
}
