import { useTranslation } from '@m/shared';

/** A part of the page that could not load: said in words, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="g-notice" role="alert">
      <p>{t('load_failed')}</p>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
