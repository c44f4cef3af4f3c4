/** Upcoming sports matches of the merchant's sportsbooks (GCSGAME_getGameMatchV2). */
import { api, language$, useBehavior, useTranslation } from '@m/shared';
import { useLoad } from '../ui/use-load';


export function formatKickOff(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

export function MatchList() {
  const { t, i18n } = useTranslation('games');
  const language = useBehavior(language$);
  const matches = useLoad((signal) => api.call('gameMatch', { signal }), [language]);
  if (matches.status === 'loading') return <div className="g-skel" style={{ height: 120 }} aria-hidden="true" />;
  if (matches.status === 'failed') return null;
  return (
    <section className="g-section" aria-labelledby="g-matches">
      <h2 id="g-matches">{t('matches_title')}</h2>
      {matches.data.length === 0 ? (
        <p className="g-muted">{t('matches_empty')}</p>
      ) : (
        <ul className="g-matches" data-testid="matches">
          {matches.data.map((match) => (
            <li key={match.id} className="g-match">
              <small className="g-muted">{match.league}</small>
              <div>
                <strong>{match.home}</strong> {t('versus')} <strong>{match.away}</strong>
              </div>
              <time dateTime={match.startTime}>{formatKickOff(match.startTime, i18n.language)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
