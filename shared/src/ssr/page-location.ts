/**
 * Where the page is and on what device, for code that runs both in the browser and in the server
 * render (issue 23): the browser's own location and user agent, or, while the server draws a page,
 * the request's. Code that draws from these on the server must draw the same in the hydrating
 * browser, so only what the request really tells is here (no screen, no storage).
 */
export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
  userAgent: string;
  /** The home popups this browser session has seen (the request's cookie; contract/popups-seen.ts). */
  seenPopups?: readonly string[];
}

let serverLocation: (() => PageLocation | undefined) | null = null;

/**
 * The server renderer says where to find the request being drawn (its AsyncLocalStorage), so
 * that a draw, and a loader that resumes after other requests were drawn, each read their own.
 */
export function setServerLocationSource(source: () => PageLocation | undefined): void {
  serverLocation = source;
}

export function pageLocation(): PageLocation {
  if (typeof window !== 'undefined') {
    const { origin, pathname, search } = window.location;
    return { origin, pathname, search, userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent };
  }
  return serverLocation?.() ?? { origin: '', pathname: '/', search: '', userAgent: '' };
}

/** Parameters that never stay in memory longer than the address bar keeps them (a link's session). */
const PRIVATE_PARAMETERS = ['token', 'tokens'];

function arrivalInBrowser(): PageLocation | null {
  if (typeof window === 'undefined') return null;
  const here = pageLocation();
  const params = new URLSearchParams(here.search);
  for (const name of PRIVATE_PARAMETERS) params.delete(name);
  const search = params.toString();
  return { ...here, search: search ? `?${search}` : '' };
}

/**
 * The address the page arrived with, read when @m/shared first ran, before the shell rewrote the
 * address bar (the tracking parameters it keeps for the tab, a link's token it removes): what the
 * server drew the page for. A view deciding from the address while it hydrates reads this, or it
 * draws another page than the server's (React #418, issue 36). On the server, the request's.
 */
const arrival = arrivalInBrowser();

export function serverDrawnLocation(): PageLocation {
  return arrival ?? pageLocation();
}
