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
  // Kept per locale (@m/shared): building a collator costs more than the sort of a row.
  const byName = collator(locale, { sensitivity: 'base', numeric: true });
  const compare: Record<LobbyOrder, (a: GameCardData, b: GameCardData) => number> = {
    popular: (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0),
    // Games without a date go last: nothing says they are new.
    new: (a, b) => (b.releasedAt ?? '').localeCompare(a.releasedAt ?? ''),
    az: (a, b) => byName.compare(a.name, b.name),
  };
  return indexed.sort((a, b) => compare[order](a.game, b.game) || a.index - b.index).map((entry) => entry.game);
}

/** The providers of a list of games, in first-seen order, with how many games each has there. */
export function providersOf(games: readonly GameCardData[]): { vendor: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.vendor, (counts.get(game.vendor) ?? 0) + 1);
  return [...counts].map(([vendor, count]) => ({ vendor, count }));
}
