/**
 * The game-vendor view: one vendor's games on the current route, with a way back to the route's
 * vendor list. A vendor under maintenance is explained in words; its games stay visible.
 */
import { useTranslation } from '@m/shared';
import { GameGrid, type GameActions, type TileGame } from '../ui/game-tile';

export interface VendorViewProps<G extends TileGame> {
  name: string;
  maintenance: boolean;
  games: readonly G[];
  actions: GameActions<G>;
  onBack: () => void;
}

export function VendorView<G extends TileGame>({ name, maintenance, games, actions, onBack }: VendorViewProps<G>) {
  const { t } = useTranslation('games');
  return (
    <section className="g-section" data-testid="vendor-view" aria-labelledby="g-vendor-title">
      <div>
        <button type="button" className="btn btn--small" onClick={onBack} data-testid="vendor-back">
          {t('back_to_vendors')}
        </button>
      </div>
      <h2 id="g-vendor-title">{name}</h2>
      {maintenance && (
        <p className="g-notice" role="note" data-testid="vendor-maintenance">
          {t('vendor_maintenance', { vendor: name })}
        </p>
      )}
      <p className="g-muted">{t('game_count', { count: games.length })}</p>
      <GameGrid games={games} actions={actions} label={t('games_of', { vendor: name })} />
    </section>
  );
}
