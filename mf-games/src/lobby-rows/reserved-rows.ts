/**
 * The height the member's own rows of the lobby (favourites, recently played) took on their last
 * visit in this tab, kept with the member's id (session storage, beside the session itself). The
 * lobby waits a while for those rows (pages/game-browser.tsx); when they are slower than that, the
 * lobby shows with their place kept from this height, so their arrival moves nothing (issue 37).
 * Another member in this tab, or one with none, gets no place.
 */
import { safeSession } from '@m/shared';

export const LOBBY_ROWS_KEY = 'm_lobby_rows';

/** The kept height for this member, 0 when none. */
export function keptRowsHeight(memberId: string | null): number {
  if (memberId === null) return 0;
  try {
    const kept = JSON.parse(safeSession.get(LOBBY_ROWS_KEY) ?? 'null') as { id?: unknown; px?: unknown } | null;
    return kept?.id === memberId && typeof kept.px === 'number' && kept.px > 0 && kept.px < 4000 ? kept.px : 0;
  } catch {
    return 0;
  }
}

/** Keeps the rows' height as drawn now (no rows: nothing kept). */
export function keepRowsHeight(rows: HTMLElement, memberId: string): void {
  const height = rows.childElementCount > 0 ? Math.round(rows.getBoundingClientRect().height) : 0;
  if (height > 0) safeSession.set(LOBBY_ROWS_KEY, JSON.stringify({ id: memberId, px: height }));
  else forgetRowsHeight();
}

export function forgetRowsHeight(): void {
  safeSession.remove(LOBBY_ROWS_KEY);
}
