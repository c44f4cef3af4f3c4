/**
 * One game: its thumbnail (lazy, with its size set so nothing jumps), its name, and what the
 * player can do with it. A game of a vendor under maintenance is shown, marked, and explains
 * itself instead of launching.
 */
import { useTranslation } from '@m/shared';

export interface TileGame {
  code: string;
  vendor: string;
  name: string;
  trial: boolean;
  imageUrl: string;
  maintenance: boolean;
}

export interface GameActions<G extends TileGame = TileGame> {
  play: (game: G) => void;
  /** Present for guests: a free trial of a freeplay game. */
  trial?: (game: G) => void;
  isFavourite?: (game: G) => boolean;
  toggleFavourite?: (game: G) => void;
}

export function GameTile<G extends TileGame>({
  game,
  actions,
  showVendor = false,
}: {
  game: G;
  actions: GameActions<G>;
  showVendor?: boolean;
}) {
  const { t } = useTranslation('games');
  const favourite = actions.isFavourite?.(game) ?? false;
  return (
    <li className="g-tile" data-testid={`game-${game.code}`} data-vendor={game.vendor}>
      <button
        type="button"
        className="g-tile__play"
        aria-disabled={game.maintenance ? 'true' : undefined}
        onClick={() => actions.play(game)}
      >
        <img src={game.imageUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
        <span className="g-tile__name">{game.name}</span>
        {showVendor && <span className="g-tile__vendor">{game.vendor}</span>}
        {game.maintenance && <span className="g-badge">{t('maintenance_badge')}</span>}
      </button>
      {actions.toggleFavourite && (
        <button
          type="button"
          className="g-fav"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'favourite_remove' : 'favourite_add', { name: game.name })}
          onClick={() => actions.toggleFavourite?.(game)}
        >
          {favourite ? '★' : '☆'}
        </button>
      )}
      {actions.trial && game.trial && !game.maintenance && (
        <button
          type="button"
          className="g-trial"
          aria-label={t('free_trial_of', { name: game.name })}
          onClick={() => actions.trial?.(game)}
        >
          {t('free_trial')}
        </button>
      )}
    </li>
  );
}

export function GameGrid<G extends TileGame>({
  games,
  actions,
  label,
  showVendor,
}: {
  games: readonly G[];
  actions: GameActions<G>;
  label: string;
  showVendor?: boolean;
}) {
  return (
    <ul className="g-grid" aria-label={label}>
      {games.map((game) => (
        <GameTile key={`${game.vendor}/${game.code}`} game={game} actions={actions} showVendor={showVendor} />
      ))}
    </ul>
  );
}

export function GameStrip<G extends TileGame>({
  games,
  actions,
  label,
  testId,
}: {
  games: readonly G[];
  actions: GameActions<G>;
  label: string;
  testId: string;
}) {
  return (
    <ul className="g-strip" aria-label={label} data-testid={testId}>
      {games.map((game) => (
        <GameTile key={`${game.vendor}/${game.code}`} game={game} actions={actions} showVendor />
      ))}
    </ul>
  );
}
