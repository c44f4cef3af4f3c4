/**
 * The member's own rows of the lobby (favourites, recently played) keep their place (issue 37).
 * /m/game is drawn on the server as a guest sees it and the member's rows come after it, so on
 * their own they would push the whole lobby down (0.18 of layout shift). Once they are in, their
 * height is kept for this tab (session storage, beside the session itself); the shell's first
 * script sets it on the page as `--lobby-rows-h` before the first paint (shell/src/index.html),
 * and the rows' box reserves it (games-styles.ts), so the rows fill a place already there. It is
 * kept with the member's id: the shell sets it only for the same member's session, so a guest or
 * another member in this tab gets no place; a member with none keeps none.
 */
import { safeSession } from '@m/shared';

/** Where the height is kept: the shell's first script reads the same key. */
export const LOBBY_ROWS_KEY = 'm_lobby_rows';
export const LOBBY_ROWS_VAR = '--lobby-rows-h';

/** Measures the rows' own height (without the reserve) and keeps it for the member's next visit; none when 0. */
export function keepRowsHeight(rows: HTMLElement, memberId: string): void {
  const root = document.documentElement;
  // Measured without the reserve, then the reserve set to it, in one task: nothing is painted between.
  root.style.setProperty(LOBBY_ROWS_VAR, '0px');
  const height = rows.childElementCount > 0 ? Math.round(rows.getBoundingClientRect().height) : 0;
  if (height > 0) {
    root.style.setProperty(LOBBY_ROWS_VAR, `${height}px`);
    safeSession.set(LOBBY_ROWS_KEY, JSON.stringify({ id: memberId, px: height }));
  } else {
    forgetRowsHeight();
  }
}

/** Signed out (or no rows): no place kept. */
export function forgetRowsHeight(): void {
  document.documentElement.style.removeProperty(LOBBY_ROWS_VAR);
  safeSession.remove(LOBBY_ROWS_KEY);
}
