/**
 * What a game route shows, from the vendor structure: its categories in SPEC 9 order, each with
 * its vendors in order and its games. Pure, so the rules are tested without a browser.
 */
import { orderCategories, orderVendors } from './category-order';
import { routeOf, routeShows, type GameRoute } from './route-categories';
import type { Category, GameCardData, VendorStructure } from './types';

export interface VendorEntry {
  vendor: string;
  name: string;
  freeplay: boolean;
  maintenance: boolean;
  gameCount: number;
  /** The vendor's logo, when the backend gives one. */
  logoUrl?: string;
}

export interface CategoryView {
  key: string;
  title: string;
  vendors: VendorEntry[];
  games: GameCardData[];
}

export function categoryViews(structure: VendorStructure, route: string): CategoryView[] {
  const categories = orderCategories(
    structure.categories.filter((category) => routeShows(route, category.key)),
    structure.sorting,
  );
  return categories.map((category) => view(structure, category));
}

function view(structure: VendorStructure, category: Category): CategoryView {
  const vendors = orderVendors(category.cards, category.key, structure).map((card) => {
    const vendor = structure.allVendors.find((entry) => entry.vendor === card.accountTypeName);
    return {
      vendor: card.accountTypeName,
      name: card.displayName,
      freeplay: card.freeplay,
      maintenance: vendor?.maintenance === true,
      gameCount: structure.games.filter((game) => game.vendor === card.accountTypeName && game.category === category.key).length,
      ...(vendor?.logoUrl ? { logoUrl: vendor.logoUrl } : {}),
    };
  });
  const rank = new Map(vendors.map((entry, index) => [entry.vendor, index]));
  const games = structure.games
    .filter((game) => game.category === category.key && rank.has(game.vendor))
    .sort((a, b) => (rank.get(a.vendor) ?? 0) - (rank.get(b.vendor) ?? 0));
  return { key: category.key, title: category.title, vendors, games };
}

/** The games of one vendor on a route (all of its categories the route shows), in category order. */
export function vendorGames(
  structure: VendorStructure,
  route: string,
  vendor: string,
): { name: string; maintenance: boolean; games: GameCardData[] } | null {
  const entry = structure.allVendors.find((candidate) => candidate.vendor === vendor);
  if (!entry) return null;
  const games = categoryViews(structure, route).flatMap((category) => category.games.filter((game) => game.vendor === vendor));
  return { name: entry.name, maintenance: entry.maintenance, games };
}

/** The home's rows (issue 27): the categories with a page of their own and games, in the merchant's order. */
export function homeCategories(structure: VendorStructure): CategoryView[] {
  return categoryViews(structure, 'game').filter((category) => routeOf(category.key) !== null && category.games.length > 0);
}

/**
 * The merchant's providers for the home's row, in the order they first appear in its categories,
 * each with the public page that lists its games: its first category's (`/m/rng?vendor=PG`).
 */
export function siteVendors(structure: VendorStructure): (VendorEntry & { route: GameRoute })[] {
  const seen = new Set<string>();
  return categoryViews(structure, 'game').flatMap((category) => {
    const route = routeOf(category.key);
    if (!route) return [];
    return category.vendors.flatMap((entry) => {
      if (seen.has(entry.vendor)) return [];
      seen.add(entry.vendor);
      const gameCount = structure.games.filter((game) => game.vendor === entry.vendor).length;
      return [{ ...entry, gameCount, route }];
    });
  });
}
