/** A grey block where content is on its way, read by screen readers as "Loading". */
import { useTranslation } from '@m/shared';

export function Skeleton({ lines = 1, card = false }: { lines?: number; card?: boolean }) {
  const { t } = useTranslation('member');
  return (
    <div className={card ? 'mc-card cs-skeletons' : 'cs-skeletons'} aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="cs-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
