/**
 * One game: its thumbnail (with its size set so nothing jumps; lazy, except on a page's first
 * screen), its name, and what the player can do with it. A game of a vendor under maintenance is shown, marked, and explains
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

/**
 * Tiles a grid shows on a phone's first screen (3 columns on 360-412 px, 3 rows under the header).
 * Their art is the page's largest paint (issue 40: sports' LCP was a tile's art asked for 3.1 s
 * after the page arrived, 1.0 s on the same page as static HTML): a lazy image waits for layout
 * and is fetched behind the scripts, an eager one is found by the browser's preload scanner as
 * the HTML arrives. The first row is asked for first.
 */
export const FIRST_SCREEN_TILES = 9;
const FIRST_ROW_TILES = 3;

/** How a tile's art loads: `first-row` and `first-screen` at once (the first row first), `lazy` further down. */
export type ArtLoading = 'first-row' | 'first-screen' | 'lazy';

export function GameTile<G extends TileGame>({
  game,
  actions,
  showVendor = false,
  art = 'lazy',
}: {
  game: G;
  actions: GameActions<G>;
  showVendor?: boolean;
  art?: ArtLoading;
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
        <img
          src={game.imageUrl}
          alt=""
          width={96}
          height={96}
          loading={art === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={art === 'first-row' ? 'high' : undefined}
          decoding="async"
        />
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
  firstOnScreen = false,
}: {
  games: readonly G[];
  actions: GameActions<G>;
  label: string;
  showVendor?: boolean;
  /** The page's first grid, at the top: its first screen of art loads at once. */
  firstOnScreen?: boolean;
}) {
  const artOf = (index: number): ArtLoading =>
    !firstOnScreen || index >= FIRST_SCREEN_TILES ? 'lazy' : index < FIRST_ROW_TILES ? 'first-row' : 'first-screen';
  return (
    <ul className="g-grid" aria-label={label}>
      {games.map((game, index) => (
        <GameTile key={`${game.vendor}/${game.code}`} game={game} actions={actions} showVendor={showVendor} art={artOf(index)} />
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
