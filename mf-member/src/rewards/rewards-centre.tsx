/**
 * The rewards centre (REWCEN3): the member's points, the rewards they buy and how the points
 * were earned and spent. An exchange asks for confirmation, then the backend takes the points
 * (all or nothing) and answers the new balance; any refusal is said in the player's words and
 * the figures are read again, since the balance may have moved on another phone.
 */
import { useEffect, useRef, useState } from 'react';
import { isApiError, showConfirm, useTranslation } from '@m/shared';
import { useSessionData } from '../platform/use-session-data';
import { formatPoints } from './points-format';
import { RewardHistoryList } from './reward-history';
import { RewardList } from './reward-list';
import { exchangeReward, fetchRewardCatalogue, fetchRewardPoints, type Reward } from './rewards-api';
import { exchangeFailureKey, newRequestId, serverMessage } from './rewards-rules';
import { useRewardsStyles } from './rewards-styles';
import { useRewardHistory } from './use-reward-history';

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string } | null;

function failureParams(error: unknown, reward: Reward, balance: number): Record<string, string | number> {
  const value = isApiError(error) && typeof error.value === 'object' && error.value !== null ? (error.value as { balance?: unknown }) : {};
  return { cost: reward.cost, balance: typeof value.balance === 'number' ? value.balance : balance, name: reward.name };
}

export function RewardsCentre({ onBack }: { onBack: () => void }) {
  useRewardsStyles();
  const { t, i18n } = useTranslation('member');
  const locale = i18n.language;
  const points = useSessionData(fetchRewardPoints);
  const catalogue = useSessionData(fetchRewardCatalogue);
  const history = useRewardHistory(locale);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const balance = points.data?.balance ?? 0;

  // Names and descriptions come from the backend in the player's language.
  const firstLocale = useRef(locale);
  const reloadCatalogue = catalogue.reload;
  useEffect(() => {
    if (firstLocale.current === locale) return;
    firstLocale.current = locale;
    reloadCatalogue();
  }, [locale, reloadCatalogue]);

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
      setOutcome({ kind: 'done', text: t('rewards_done', { name: answer.rewardName, cost: formatPoints(answer.cost, locale), balance: formatPoints(answer.balance, locale) }) });
    } catch (error) {
      const key = exchangeFailureKey(error);
      const params = failureParams(error, reward, balance);
      setOutcome({ kind: 'failed', text: key ? t(key, { ...params, cost: formatPoints(Number(params.cost), locale), balance: formatPoints(Number(params.balance), locale) }) : (serverMessage(error) ?? t('unknown_error')) });
    } finally {
      setBusy(null);
      // Success or not, the figures may have moved: read them again.
      points.reload();
      catalogue.reload();
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
        {points.failed ? (
          <p className="mc-error" role="alert">
            {t('load_failed')}{' '}
            <button type="button" className="btn btn--small" onClick={points.reload}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <>
            <p className="rw-balance" data-testid="rewards-balance" aria-busy={points.loading}>
              {points.data ? t('rewards_points', { points: formatPoints(points.data.balance, locale) }) : '…'}
            </p>
            {points.data && (
              <p className="mc-muted">
                {t('rewards_earned')} {formatPoints(points.data.earned, locale)} · {t('rewards_spent')} {formatPoints(points.data.spent, locale)}
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
        {catalogue.failed && (
          <p className="mc-error" role="alert">
            {t('load_failed')}{' '}
            <button type="button" className="btn btn--small" onClick={catalogue.reload}>
              {t('retry')}
            </button>
          </p>
        )}
        {!catalogue.data && catalogue.loading && (
          <p className="mc-muted" aria-busy="true">
            {t('loading')}
          </p>
        )}
        {catalogue.data && points.data && <RewardList rewards={catalogue.data} balance={balance} busy={busy} onExchange={(reward) => void exchange(reward)} />}
      </section>
      <RewardHistoryList history={history} />
    </>
  );
}
