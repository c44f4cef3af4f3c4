/** A part of the page whose data could not be loaded: says so, and offers to try again. */
import { useTranslation } from '@m/shared';

export function LoadFailed({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className={`promo-state ${className}`.trim()} role="alert">
      <p>{t('load_failed')}</p>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
