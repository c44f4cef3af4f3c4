/** Which categories a game route shows (SPEC 2): /m/game all of them, each category page its own. */
import { isElottVariant } from './category-order';

export type GameRoute = 'game' | 'sports' | 'live' | 'rng' | 'table' | 'fish' | 'pvp' | 'crash' | 'arcade' | 'elott';

/** True when the category belongs on the route; ELOTT variants belong on /m/elott. */
export function routeShows(route: string, key: string): boolean {
  if (route === 'game' || route === '') return true;
  const wanted = route.toUpperCase();
  return key === wanted || (wanted === 'ELOTT' && isElottVariant(key));
}

const CATEGORY_ROUTES: Record<string, GameRoute> = {
  SPORTS: 'sports',
  LIVE: 'live',
  RNG: 'rng',
  TABLE: 'table',
  FISH: 'fish',
  PVP: 'pvp',
  CRASH: 'crash',
  ARCADE: 'arcade',
  ELOTT: 'elott',
};

/** The page of a category, or null for the lotteries (they launch from the lottery entry). */
export function routeOf(key: string): GameRoute | null {
  return CATEGORY_ROUTES[isElottVariant(key) ? 'ELOTT' : key] ?? null;
}
