/**
 * Where a banner or a link inside promotion content takes the player (SPEC 4 "Banner click"),
 * decided without touching the page so every rule is unit-tested:
 * - P: the activity page `/m/activity?id={linkage}`;
 * - URL starting `/m`: inside the app;
 * - external http(s) URL: the session token and user name are added only when the host is on
 *   the merchant's allow-list (status `tokenLinkHosts`), never to any other host; ipa, apk and
 *   mobileconfig downloads open in the same tab, anything else in a new one (SPEC 9), always
 *   with `noopener noreferrer`;
 * - G: mf-games' launch route; lottery and Vietnam lottery need a session, else the login dialog.
 * Anything else (javascript:, data:, malformed) does nothing.
 */

export interface LinkContext {
  /** The page's origin, to tell in-app links from external ones. */
  origin: string;
  session: { token: string; userName: string } | null;
  /** Hosts that may receive the token (lower case, exact). */
  tokenHosts: readonly string[];
}

export type LinkAction =
  /** In the app: `to` is relative to the /m base (`/activity?id=1`). */
  | { kind: 'navigate'; to: string }
  /** Outside the app: always opened with rel="noopener noreferrer". */
  | { kind: 'open'; url: string; target: '_self' | '_blank' }
  /** Needs a session first: ask mf-auth for the login dialog. */
  | { kind: 'login'; reason: string }
  | { kind: 'none' };

export interface BannerLinkage {
  linkageType: 'P' | 'URL' | 'G' | (string & {});
  linkage: string;
  vendor?: string;
  gameType?: string;
}

const SAME_TAB_DOWNLOAD = /\.(ipa|apk|mobileconfig)$/i;
const LOTTERY_TYPES = new Set(['LOTT', 'VNLOTT']);

/** The app path of a same-origin URL under /m, without the base; null when it is not one. */
function appPath(url: URL, origin: string): string | null {
  if (url.origin !== origin) return null;
  if (url.pathname !== '/m' && !url.pathname.startsWith('/m/')) return null;
  const rest = url.pathname.slice(2) || '/';
  return `${rest}${url.search}${url.hash}`;
}

export function urlAction(href: string, context: LinkContext): LinkAction {
  const raw = href.trim();
  if (!raw) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(raw, context.origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  const inApp = appPath(url, context.origin);
  if (inApp !== null) return { kind: 'navigate', to: inApp };
  const host = url.hostname.toLowerCase();
  // Never forward a token the link itself tried to smuggle in, whatever the host.
  url.searchParams.delete('token');
  url.searchParams.delete('userName');
  if (context.session && context.tokenHosts.some((allowed) => allowed.toLowerCase() === host)) {
    url.searchParams.set('token', context.session.token);
    url.searchParams.set('userName', context.session.userName);
  }
  return { kind: 'open', url: url.href, target: SAME_TAB_DOWNLOAD.test(url.pathname) ? '_self' : '_blank' };
}

function isLottery(linkage: BannerLinkage): boolean {
  return LOTTERY_TYPES.has((linkage.gameType ?? '').toUpperCase()) || (linkage.vendor ?? '').toUpperCase() === 'LOTT';
}

export function bannerAction(banner: BannerLinkage, context: LinkContext): LinkAction {
  const linkage = banner.linkage.trim();
  switch (banner.linkageType) {
    case 'P':
      return linkage ? { kind: 'navigate', to: `/activity?id=${encodeURIComponent(linkage)}` } : { kind: 'none' };
    case 'URL':
      return urlAction(linkage, context);
    case 'G': {
      if (!linkage) return { kind: 'none' };
      if (isLottery(banner) && !context.session) return { kind: 'login', reason: 'lottery' };
      const query = new URLSearchParams({ vendor: banner.vendor || 'LOTT', code: linkage, backUrl: '/m/home' });
      return { kind: 'navigate', to: `/launchGame?${query.toString()}` };
    }
    default:
      return { kind: 'none' };
  }
}

/**
 * What a banner's `href` shows (the real work happens on click): never the token, and for a
 * member a lottery banner's address is the game itself; the login step is a guest's (issue 27).
 */
export function bannerDisplayAction(banner: BannerLinkage, context: LinkContext, signedIn: boolean): LinkAction {
  const action = bannerAction(banner, { ...context, session: null });
  if (action.kind !== 'login' || !signedIn) return action;
  // A stand-in session with no host allowed to receive it: the answer is an in-app route.
  return bannerAction(banner, { ...context, session: { token: '', userName: '' }, tokenHosts: [] });
}
