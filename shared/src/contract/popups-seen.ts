/**
 * Which home popups (SPEC 9: m_popup1, m_popup2, once per browser session) the player has seen,
 * kept in a session cookie rather than session storage (issue 40): the server reads it, so it can
 * draw the popup with the page for a player who has not seen it (the popup is home's largest
 * paint, and used to open seconds after load), and the hydrating browser reads the same cookie,
 * so both draw the same. No Max-Age: it ends with the browser session, as the spec's rule does.
 */
import { POPUP_KEYS } from './constants';

export const POPUPS_SEEN_COOKIE = 'm_popups_seen';

/** The popup keys a cookie value names (`m_popup1.m_popup2`), in key order; anything else ignored. */
export function parsePopupsSeen(value: string | null | undefined): string[] {
  if (!value) return [];
  const named = value.split('.');
  return POPUP_KEYS.filter((key) => named.includes(key));
}

/** The cookie's value for these keys. */
export function formatPopupsSeen(keys: readonly string[]): string {
  return parsePopupsSeen(keys.join('.')).join('.');
}

/** The seen keys in a request's Cookie header (the server's side). */
export function popupsSeenInHeader(header: string | undefined): string[] {
  if (!header) return [];
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === POPUPS_SEEN_COOKIE) return parsePopupsSeen(rest.join('='));
  }
  return [];
}
