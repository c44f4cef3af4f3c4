/**
 * The tracking-domain cookie (SPEC section 9: 1 day). A visit that lands with attribution (an
 * affiliate code or an ad click) names the domain it landed on; for a day, the pixels of that
 * domain keep receiving the player's events on this site, even when later pages of the visit
 * arrive without the parameters (a new tab, a bookmark).
 */
import { TRACKING_DOMAIN_COOKIE_DAYS } from '../contract/constants';
import { readCookie, writeCookie, type CookieJar } from '../util/cookies';

export const TRACKING_DOMAIN_COOKIE = 'm_track_domain';

const HOSTNAME = /^[a-z0-9.-]{1,253}$/i;

/** Writes the landing domain when the visit is attributed; returns the domain in force (or null). */
export function updateTrackingDomainCookie(attributed: boolean, hostname: string, doc: CookieJar = document): string | null {
  if (attributed && HOSTNAME.test(hostname)) {
    writeCookie(TRACKING_DOMAIN_COOKIE, hostname.toLowerCase(), TRACKING_DOMAIN_COOKIE_DAYS, doc);
    return hostname.toLowerCase();
  }
  const stored = readCookie(TRACKING_DOMAIN_COOKIE, doc);
  return stored !== null && HOSTNAME.test(stored) ? stored.toLowerCase() : null;
}
