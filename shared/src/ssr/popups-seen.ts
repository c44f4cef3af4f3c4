/**
 * The home popups this browser session has seen, read alike by the server render (the request's
 * cookie, through pageLocation) and by the browser (document.cookie), so the popup the server drew
 * is the popup the browser hydrates (contract/popups-seen.ts says why a cookie).
 */
import { POPUPS_SEEN_COOKIE, formatPopupsSeen, parsePopupsSeen } from '../contract/popups-seen';
import { readCookie, writeCookie, type CookieJar } from '../util/cookies';
import { pageLocation } from './page-location';

function browserJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

export function popupsSeen(jar: CookieJar | null = browserJar()): string[] {
  if (!jar) return [...(pageLocation().seenPopups ?? [])];
  try {
    return parsePopupsSeen(readCookie(POPUPS_SEEN_COOKIE, jar));
  } catch {
    // Cookies refused (a sandboxed frame throws): nothing can be remembered, so nothing was seen.
    return [];
  }
}

/** Adds keys to the session's seen popups (in the browser; the server never writes). */
export function markPopupsSeen(keys: readonly string[], jar: CookieJar | null = browserJar()): void {
  if (!jar || keys.length === 0) return;
  try {
    writeCookie(POPUPS_SEEN_COOKIE, formatPopupsSeen([...popupsSeen(jar), ...keys]), null, jar);
  } catch {
    // Cookies refused: the popup may show again on the next page, which is all that can be done.
  }
}
