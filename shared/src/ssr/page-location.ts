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
