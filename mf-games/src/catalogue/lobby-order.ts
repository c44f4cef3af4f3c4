/**
 * The lobby's orders and provider filter (issue 27): "popular" by members' launches lately, "new"
 * by the day a game came to the site, "A-Z" by name in the player's language. Ties keep the
 * operator's catalogue order, so a backend without launch counts or dates shows its own order.
 */
import { collator } from '@m/shared';
import type { GameCardData } from './types';

export const LOBBY_ORDERS = ['popular', 'new', 'az'] as const;
export type LobbyOrder = (typeof LOBBY_ORDERS)[number];

export function lobbyOrder(value: string | null): LobbyOrder {
  return (LOBBY_ORDERS as readonly string[]).includes(value ?? '') ? (value as LobbyOrder) : 'popular';
}

export function sortGames(games: readonly GameCardData[], order: LobbyOrder, locale: string): GameCardData[] {
  const indexed = games.map((game, index) => ({ game, index }));
  const compare = comparer(order, locale);
  return indexed.sort((a, b) => compare(a.game, b.game) || a.index - b.index).map((entry) => entry.game);
}

function comparer(order: LobbyOrder, locale: string): (a: GameCardData, b: GameCardData) => number {
  switch (order) {
    case 'popular':
      return (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0);
    case 'new':
      // Games without a date go last: nothing says they are new.
      return (a, b) => (b.releasedAt ?? '').localeCompare(a.releasedAt ?? '');
    case 'az': {
      // Only A-Z builds a collator: its first one for a language is a 150 ms task on a slow phone
      // (issue 40's profile of home, whose rows are "popular"); kept per locale by @m/shared.
      const byName = collator(locale, { sensitivity: 'base', numeric: true });
      return (a, b) => byName.compare(a.name, b.name);
    }
  }
}

/** The providers of a list of games, in first-seen order, with how many games each has there. */
export function providersOf(games: readonly GameCardData[]): { vendor: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.vendor, (counts.get(game.vendor) ?? 0) + 1);
  return [...counts].map(([vendor, count]) => ({ vendor, count }));
}
