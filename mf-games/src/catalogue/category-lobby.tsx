/**
 * One category of the member lobby, whole ("See all"): sorted by popular, new or A-Z, filtered by
 * provider. The choices live in the address, so Back, a reload and a shared link keep them.
 */
import { useId } from 'react';
import { useTranslation } from '@m/shared';
import type { GameCardData } from './types';
import type { CategoryView } from './catalogue-view';
import { LOBBY_ORDERS, lobbyOrder, providersOf, sortGames } from './lobby-order';
import { GameGrid, type GameActions } from '../ui/game-tile';
import type { LobbyParams } from './lobby-params';

export interface CategoryLobbyProps {
  category: CategoryView;
  params: LobbyParams;
  /** Provider names by code (the catalogue's vendor list). */
  providerNames: ReadonlyMap<string, string>;
  actions: GameActions<GameCardData>;
  locale: string;
  onChange: (params: LobbyParams) => void;
  onBack: () => void;
}

export function CategoryLobby({ category, params, providerNames, actions, locale, onChange, onBack }: CategoryLobbyProps) {
  const { t } = useTranslation('games');
  const id = useId();
  const providers = providersOf(category.games);
  const chosen = params.provider ? category.games.filter((game) => game.vendor === params.provider) : category.games;
  const shown = sortGames(chosen, params.order, locale);
  return (
    <section className="g-section" aria-labelledby={`${id}-title`} data-testid="category-lobby" data-category={category.key}>
      <div className="g-row__head">
        <h2 id={`${id}-title`}>{category.title}</h2>
        <button type="button" className="btn btn--small" onClick={onBack} data-testid="lobby-back">
          {t('lobby_all_games')}
        </button>
      </div>
      <div className="g-lobby-controls">
        <label htmlFor={`${id}-sort`}>{t('lobby_sort')}</label>
        <select
          id={`${id}-sort`}
          value={params.order}
          onChange={(event) => onChange({ ...params, order: lobbyOrder(event.target.value) })}
          data-testid="lobby-sort"
        >
          {LOBBY_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`lobby_sort_${order}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-provider`}>{t('lobby_provider')}</label>
        <select
          id={`${id}-provider`}
          value={params.provider ?? ''}
          onChange={(event) => onChange({ ...params, provider: event.target.value || null })}
          data-testid="lobby-provider"
        >
          <option value="">{t('lobby_provider_all')}</option>
          {providers.map(({ vendor, count }) => (
            <option key={vendor} value={vendor}>
              {`${providerNames.get(vendor) ?? vendor} (${count})`}
            </option>
          ))}
        </select>
      </div>
      <p className="g-muted" role="status" data-testid="lobby-count">
        {t('lobby_count', { count: shown.length })}
      </p>
      <GameGrid games={shown} actions={actions} label={t('games_of', { vendor: category.title })} showVendor firstOnScreen />
    </section>
  );
}
