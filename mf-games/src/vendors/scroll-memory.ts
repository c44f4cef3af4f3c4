/**
 * The game-vendor view remembers where the player was in it (SPEC 2 "game-vendor view taking
 * vendor, url and scroll position"): the position is kept per view address in sessionStorage,
 * so coming back from a game (or the browser's back) lands on the same games.
 */
const KEY_PREFIX = 'm_games_scroll:';

export type ScrollStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readScroll(storage: ScrollStorage | null, url: string): number | null {
  try {
    const value = Number(storage?.getItem(KEY_PREFIX + url));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveScroll(storage: ScrollStorage | null, url: string, y: number): void {
  try {
    storage?.setItem(KEY_PREFIX + url, String(Math.max(0, Math.round(y))));
  } catch {
    // storage full or disabled: the view still works, it just starts at the top
  }
}
