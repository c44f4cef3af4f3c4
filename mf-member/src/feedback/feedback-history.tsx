/** What the member sent before, as the backend keeps it. */
import { useTranslation } from '@m/shared';
import type { FeedbackEntry } from './feedback-api';

export function FeedbackHistory({ entries }: { entries: FeedbackEntry[] }) {
  const { t, i18n } = useTranslation('member');
  if (entries.length === 0) return null;
  return (
    <section className="mc-card" aria-labelledby="mc-feedback-history" data-testid="feedback-history">
      <h2 id="mc-feedback-history">{t('feedback_history')}</h2>
      <ul className="mc-list">
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} data-feedback-id={entry.id}>
            <span className="mc-grow">
              <strong>{entry.category ? t(`feedback_category_${entry.category}`) : ''}</strong> {entry.content}
              {entry.screenshot && <span className="mc-muted"> · {t('feedback_with_screenshot')}</span>}
              <br />
              <span className="mc-muted">{new Date(entry.createdAt).toLocaleString(i18n.language)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
