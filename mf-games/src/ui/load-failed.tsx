import { useTranslation } from '@m/shared';

/**
 * A part of the page that could not load: said in words, with a way to try again. `message`
 * and `className` for a part that names itself and keeps its own box (the matches strip).
 */
export function LoadFailed({ onRetry, message, className = 'g-notice', testId }: { onRetry: () => void; message?: string; className?: string; testId?: string }) {
  const { t } = useTranslation('games');
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{message ?? t('load_failed')}</p>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
