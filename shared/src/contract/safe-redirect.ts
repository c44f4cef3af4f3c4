/**
 * redirectUrl and backUrl arrive in links anyone can craft; following one blindly makes the site
 * an open redirect (phishing on the operator's domain) or runs `javascript:`. Only same-site app
 * paths whose route is on the allow-list are honoured; everything else is refused.
 */

export interface RedirectPolicy {
  /** The page's origin; an absolute URL must have exactly this one. */
  origin: string;
  /** The app's base path, `/m`. */
  basePath: string;
  /** Whether a route (path below the base, no leading slash, e.g. `home`, `member/home`) may be a target. */
  isAllowedRoute: (route: string) => boolean;
}

const MAX_LENGTH = 2048;
// Backslashes (browsers read `/\evil.com` as `//evil.com`), control characters and whitespace.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const FORBIDDEN = /[\\\u0000-\u0020\u007f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Every form of the value a browser or a later decode could see: raw, then decoded up to 3 times. */
function decodedLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // malformed escapes: nothing legitimate looks like that
    }
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}

/**
 * The app path to go to (`/m/home?x=1`), or null when the value is not a safe target. Accepts
 * `/m/<route>…` and absolute URLs of the page's own origin.
 */
export function safeAppPath(value: string | null | undefined, policy: RedirectPolicy): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  const layers = decodedLayers(value);
  if (!layers) return null;
  for (const layer of layers) {
    if (FORBIDDEN.test(layer) || layer.startsWith('//')) return null;
    // Any scheme other than the page's own http(s) origin (javascript:, data:, vbscript:, …).
    if (SCHEME.test(layer) && !layer.toLowerCase().startsWith(`${policy.origin.toLowerCase()}/`)) return null;
  }

  let url: URL;
  try {
    url = new URL(value, policy.origin);
  } catch {
    return null;
  }
  if (url.origin !== policy.origin || url.username !== '' || url.password !== '') return null;
  // A value that is neither an absolute path nor a URL of this origin (e.g. `home`) is relative
  // to whatever page reads it: refused rather than guessed.
  if (!value.startsWith('/') && !SCHEME.test(value)) return null;

  const base = policy.basePath.replace(/\/$/, '');
  const pathname = url.pathname;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  // The URL parser resolved `..` and `%2e%2e`; a path that needed resolving is not one the app makes.
  if (/(^|\/)\.\.?(\/|$)|%2e/i.test(value.split(/[?#]/)[0] ?? '')) return null;
  const route = pathname.slice(base.length + 1).replace(/\/$/, '');
  if (!policy.isAllowedRoute(route)) return null;
  return `${pathname}${url.search}${url.hash}`;
}
