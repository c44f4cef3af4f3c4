/**
 * A URL banner's link (banners.json, linkageType URL): an /m page of the site, or an https page
 * elsewhere. The front end opens external links with the session token added (SPEC 4), so a
 * link that is not plainly https to a named host (javascript:, data:, //evil, credentials in the
 * authority, backslashes, control characters, encoded tricks) is refused when the file is read.
 */
import { safeAppPath } from '@m/shared/contract';

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const FORBIDDEN = /[\\\u0000-\u0020\u007f]/;

function layers(value: string): string[] | null {
  const found = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    found.push(next);
    current = next;
  }
  return found;
}

export function isSafeBannerLink(linkage: string): boolean {
  if (linkage.length === 0 || linkage.length > 2048) return false;
  if (linkage.startsWith('/'))
    return safeAppPath(linkage, { origin: 'https://merchant.invalid', basePath: '/m', isAllowedRoute: () => true }) !== null;
  const all = layers(linkage);
  if (!all || all.some((layer) => FORBIDDEN.test(layer))) return false;
  if (!/^https:\/\/[^/?#@]+(?:[/?#]|$)/i.test(linkage)) return false;
  let url: URL;
  try {
    url = new URL(linkage);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(url.hostname);
}
