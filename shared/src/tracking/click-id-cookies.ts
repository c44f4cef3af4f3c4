/**
 * Facebook's first-party click-id cookies (SPEC section 9: `_fbc`, `_fbp`, 90 days). The
 * server-side conversion API matches events to ad clicks by them, so they follow Meta's format:
 * `fb.1.<creation ms>.<fbclid>` and `fb.1.<creation ms>.<random>`.
 */
import { CLICK_ID_COOKIE_DAYS } from '../contract/constants';
import { readCookie, writeCookie } from '../util/cookies';

/**
 * With an fbclid in the landing URL: `_fbc` records that click (a new click replaces an older
 * one), and `_fbp` is created once if the browser has none. Returns the values in force.
 */
export function updateClickIdCookies(
  fbclid: string | undefined,
  doc: Document = document,
  now = Date.now(),
): { fbc: string | null; fbp: string | null } {
  let fbc = readCookie('_fbc', doc);
  let fbp = readCookie('_fbp', doc);
  if (fbclid) {
    if (!fbc || !fbc.endsWith(`.${fbclid}`)) {
      fbc = `fb.1.${now}.${fbclid}`;
      writeCookie('_fbc', fbc, CLICK_ID_COOKIE_DAYS, doc);
    }
    if (!fbp) {
      fbp = `fb.1.${now}.${Math.floor(Math.random() * 9e9) + 1e9}`;
      writeCookie('_fbp', fbp, CLICK_ID_COOKIE_DAYS, doc);
    }
  }
  return { fbc, fbp };
}
