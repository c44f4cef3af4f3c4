/** What /m/member/home?view=rewards shows while the merchant has the rewards centre off (REWCEN3): no call is made. */
import { useTranslation } from '@m/shared';

export function RewardsUnavailable({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('member');
  return (
    <>
      <h1>{t('rewards_title')}</h1>
      <p className="mc-card" role="status" data-testid="rewards-unavailable">
        {t('rewards_not_available')}
      </p>
      <button type="button" className="btn" data-testid="rewards-back" onClick={onBack}>
        {t('rewards_back')}
      </button>
    </>
  );
}
