/**
 * A game as the front end shows it: its name in the player's language, its thumbnail and
 * whether its vendor is under maintenance; and search over those names.
 */
import type { GamesFile } from '../../merchants/content-schema';
import { localize } from '../localize';

type Game = GamesFile['games'][number];

export interface GameCard {
  code: string;
  vendor: string;
  name: string;
  type: string;
  category: string;
  trial: boolean;
  nodeId?: string;
  imageUrl: string;
  maintenance: boolean;
  /** Members' launches in the last 30 days (the lobby's "popular" order); only in the catalogue. */
  popularity?: number;
  releasedAt?: string;
}

/** The server-drawn thumbnail of a game without an image of its own (game-thumbnail.ts). */
export function thumbnailPath(vendor: string, code: string): string {
  return `/wps/static/game-thumbs/${encodeURIComponent(vendor)}/${encodeURIComponent(code)}.svg`;
}

export function categoryOf(game: Game): string {
  return game.category ?? game.type;
}

export function gameCard(games: GamesFile, game: Game, language: string): GameCard {
  const maintenance = games.vendors.allVendors.find((vendor) => vendor.vendor === game.vendor)?.maintenance === true;
  return {
    code: game.code,
    vendor: game.vendor,
    name: localize(game.name, language),
    type: game.type,
    category: categoryOf(game),
    trial: game.trial,
    ...(game.nodeId ? { nodeId: game.nodeId } : {}),
    imageUrl: game.imageUrl ?? thumbnailPath(game.vendor, game.code),
    maintenance,
    ...(game.releasedAt ? { releasedAt: game.releasedAt } : {}),
  };
}

/** The key of a game in launch counts. */
export function gameKey(vendor: string, code: string): string {
  return `${vendor}/${code}`;
}

/** Cards for stored references, in their order, skipping games the catalogue no longer has. */
export function cardsFor(games: GamesFile, refs: { vendor: string; game_code: string }[], language: string): GameCard[] {
  return refs.flatMap((ref) => {
    const game = games.games.find((candidate) => candidate.vendor === ref.vendor && candidate.code === ref.game_code);
    return game ? [gameCard(games, game, language)] : [];
  });
}

/** Lower case, accents and tone marks removed ("Rồng" → "rong"), so a player can type without them. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Games whose name in the player's language (or in English, which every catalogue has) or whose
 * code contains the query; names starting with it first, then alphabetical.
 */
export function searchGames(games: GamesFile, query: string, language: string): Game[] {
  const wanted = foldText(query);
  if (!wanted) return [];
  const scored = games.games.flatMap((game) => {
    const own = foldText(localize(game.name, language));
    const english = foldText(localize(game.name, 'EN'));
    const hit = [own, english, game.code.toLowerCase()].find((text) => text.includes(wanted));
    if (hit === undefined) return [];
    return [{ game, starts: own.startsWith(wanted) || english.startsWith(wanted), name: own }];
  });
  scored.sort((a, b) => Number(b.starts) - Number(a.starts) || a.name.localeCompare(b.name));
  return scored.map((entry) => entry.game);
}
