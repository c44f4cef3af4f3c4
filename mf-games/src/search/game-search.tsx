/**
 * Search by name across the merchant's games, as the player types (debounced), in the player's
 * language: the backend matches the name in the `Language` of the call, and English.
 *
 * While the box holds text, the results take the place of the lobby (`children`), which goes at
 * the keystroke: the results, arriving later, then push nothing down (issue 37: the lobby jumped
 * 0.44-0.94 of the screen while a player searched). The placeholder stays until the answer for
 * the text in the box is in, so the area does not collapse and grow again in between.
 */
import { useId, useState, type ReactNode } from 'react';
import { api, language$, useBehavior, useHydrated, useLoad, useTranslation, type AnswerOf } from '@m/shared';
import { GameGrid, type GameActions } from '../ui/game-tile';
import { TileSkeletons } from '../ui/skeletons';
import { useDebounced } from './use-debounced';

export const SEARCH_DEBOUNCE_MS = 300;
const MAX_QUERY = 64;

type Found = AnswerOf<'gameSearch'>;
type FoundGame = Found['games'][number];

export function GameSearch({ actions, children }: { actions: GameActions<FoundGame>; children?: ReactNode }) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const language = useBehavior(language$);
  // Each answer names the text it answers, so the page knows when the one for the box is in.
  const load = useLoad<{ query: string; found: Found | null }>(
    [query, language],
    async (signal) => ({ query, found: query ? await api.call('gameSearch', { query: { q: query }, signal }) : null }),
    { keep: true },
  );
  // Drawn on the server, the box takes letters only once its code has taken it over: what a player
  // types before would be lost when React hydrates the box (as every server-drawn form does).
  const hydrated = useHydrated();
  const typed = text.trim();
  const answer = typed !== '' && load.status === 'ready' && load.value.query === typed ? load.value.found : null;
  const failed = typed !== '' && typed === query && load.status === 'failed' && !load.busy;
  const searching = typed !== '' && !answer && !failed;

  return (
    <>
      <section className="g-section g-search" role="search" aria-label={t('search_label')}>
        <label htmlFor={id}>{t('search_label')}</label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={MAX_QUERY}
          placeholder={t('search_placeholder')}
          autoComplete="off"
          disabled={!hydrated}
          onChange={(event) => setText(event.target.value)}
          data-testid="game-search"
        />
        <p className="visually-hidden" role="status" aria-live="polite">
          {answer ? t('search_count', { count: answer.total }) : ''}
        </p>
        {searching && <TileSkeletons count={3} label={t('loading')} />}
        {failed && (
          <p className="g-notice" role="alert">
            {t('load_failed')}
          </p>
        )}
        {answer &&
          (answer.games.length === 0 ? (
            <p className="g-notice" data-testid="search-empty">
              {t('search_empty', { query })}
            </p>
          ) : (
            <div data-testid="search-results">
              <GameGrid games={answer.games} actions={actions} label={t('search_results')} showVendor />
            </div>
          ))}
      </section>
      {typed === '' && children}
    </>
  );
}
