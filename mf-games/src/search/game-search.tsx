/**
 * Search by name across the merchant's games, as the player types (debounced), in the player's
 * language: the backend matches the name in the `Language` of the call, and English.
 */
import { useId, useState } from 'react';
import { api, language$, useBehavior, useHydrated, useLoad, useTranslation, type AnswerOf } from '@m/shared';
import { GameGrid, type GameActions } from '../ui/game-tile';
import { TileSkeletons } from '../ui/skeletons';
import { useDebounced } from './use-debounced';

export const SEARCH_DEBOUNCE_MS = 300;
const MAX_QUERY = 64;

type Found = AnswerOf<'gameSearch'>;
type FoundGame = Found['games'][number];

export function GameSearch({ actions }: { actions: GameActions<FoundGame> }) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const language = useBehavior(language$);
  const result = useLoad<Found | null>(
    [query, language],
    (signal) => (query ? api.call('gameSearch', { query: { q: query }, signal }) : Promise.resolve(null)),
    { keep: true },
  );
  // Drawn on the server, the box takes letters only once its code has taken it over: what a player
  // types before would be lost when React hydrates the box (as every server-drawn form does).
  const hydrated = useHydrated();
  const searching = text.trim() !== '' && (text.trim() !== query || result.status === 'loading');

  return (
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
        {query && result.status === 'ready' && result.value ? t('search_count', { count: result.value.total }) : ''}
      </p>
      {searching && <TileSkeletons count={3} label={t('loading')} />}
      {!searching && query && result.status === 'failed' && (
        <p className="g-notice" role="alert">
          {t('load_failed')}
        </p>
      )}
      {!searching &&
        query &&
        result.status === 'ready' &&
        result.value &&
        (result.value.games.length === 0 ? (
          <p className="g-notice" data-testid="search-empty">
            {t('search_empty', { query })}
          </p>
        ) : (
          <div data-testid="search-results">
            <GameGrid games={result.value.games} actions={actions} label={t('search_results')} showVendor />
          </div>
        ))}
    </section>
  );
}
