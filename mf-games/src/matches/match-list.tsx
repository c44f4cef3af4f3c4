/** Upcoming sports matches of the merchant's sportsbooks (GCSGAME_getGameMatchV2). */
import { api, dateTimeFormat, language$, LoadFailed, useBehavior, useLoad, useTranslation, SkeletonBlock } from '@m/shared';

export function formatKickOff(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/**
 * A strip of one fixed height whatever it holds (placeholder, matches, none, failure), scrolled
 * sideways: the matches arrive after the categories below them, and a list that grew downwards
 * pushed the whole page down as it came (a layout shift of 0.14 on demo's /m/sports, issue 17).
 */
export function MatchList() {
  const { t, i18n } = useTranslation('games');
  const language = useBehavior(language$);
  const matches = useLoad(language, (signal) => api.call('gameMatch', { signal }), { keep: true });
  return (
    <section className="g-section" aria-labelledby="g-matches" aria-busy={matches.status === 'loading'}>
      <h2 id="g-matches">{t('matches_title')}</h2>
      {matches.status === 'loading' && <SkeletonBlock className="g-matches-box" height={88} />}
      {matches.status === 'failed' && (
        <LoadFailed
          onRetry={matches.retry}
          message={t('matches_failed')}
          className="g-matches-box g-matches-box--note"
          testId="matches-failed"
        />
      )}
      {matches.status === 'ready' && matches.value.length === 0 && (
        <p className="g-matches-box g-matches-box--note g-muted">{t('matches_empty')}</p>
      )}
      {matches.status === 'ready' && matches.value.length > 0 && (
        // Focusable, so that a keyboard can scroll the strip too.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ul className="g-matches" data-testid="matches" tabIndex={0} aria-labelledby="g-matches">
          {matches.value.map((match) => (
            <li key={match.id} className="g-match">
              <small className="g-muted">{match.league}</small>
              <span>
                <strong>{match.home}</strong> {t('versus')} <strong>{match.away}</strong>
              </span>
              <time dateTime={match.startTime}>{formatKickOff(match.startTime, i18n.language)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
