/**
 * What the member lobby's address says (/m/game?category=RNG&sort=az&provider=PG): a category's
 * "See all" view, its order and provider filter. Anything the catalogue does not know is dropped,
 * so a hand-edited address shows the lobby, never a blank page.
 */
import { lobbyOrder, type LobbyOrder } from './lobby-order';

export interface LobbyParams {
  category: string | null;
  order: LobbyOrder;
  provider: string | null;
}

export function readLobbyParams(search: string, categories: readonly string[], providers: readonly string[]): LobbyParams {
  const query = new URLSearchParams(search);
  const category = query.get('category');
  const provider = query.get('provider');
  return {
    category: category && categories.includes(category) ? category : null,
    order: lobbyOrder(query.get('sort')),
    provider: provider && providers.includes(provider) ? provider : null,
  };
}

/** The app path of a lobby view (defaults left out, so the plain address stays /game). */
export function lobbyPath(params: LobbyParams): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.category && params.order !== 'popular') query.set('sort', params.order);
  if (params.category && params.provider) query.set('provider', params.provider);
  const text = query.toString();
  return text ? `/game?${text}` : '/game';
}
