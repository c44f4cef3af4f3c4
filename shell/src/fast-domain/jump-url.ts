/**
 * The address of the jump to a fast domain: the player's own page (route and query) on the other
 * host, `/m/index.html` when the page is not an /m page (SPEC 2; issue 35: a visitor on
 * `/m/login` was moved to the home page and lost the page), with what the player must keep — the
 * session token with its signed hand-over, this visit's tracking parameters and the language —
 * and the marker that stops the other side from measuring again (once per session).
 * The token must travel in the address because session storage is per origin. It goes in the
 * fragment, which the browser never sends: no server, proxy or access log of the other domain
 * sees it. The other side reads it and removes it before any request
 * (shell/src/session/query-token.ts), and takes it only within AUTH_TOKEN_MAX_AGE_S of the time
 * written beside it.
 */
export const JUMP_MARKER_PARAM = 'fd';
export const JUMP_LANGUAGE_PARAM = 'lang';
/** When the jump wrote the token (ms since the epoch, the same phone's clock on both sides). */
export const JUMP_TIME_PARAM = 'at';
/** The signed single-use hand-over beside the token: the other side signs in without asking only with it. */
export const JUMP_HAND_OVER_PARAM = 'ho';
/** Never carried to the other host in the query: a session goes in the fragment only. */
const SESSION_PARAMS = ['token', 'tokens', 'sessionId'];

export interface JumpInput {
  domain: string;
  /** The current page's protocol and port: a listed domain has neither. */
  protocol: string;
  port: string;
  token: string | null;
  /** The server's signed hand-over for that token (session-routes handOverIssue), or null. */
  handOver?: string | null;
  /** The player's page: path and query (`/m/login?redirect=%2Fm%2Fdeposit`). */
  path?: string;
  language: string;
  tracking: Record<string, string | undefined>;
  /** Now, in ms since the epoch: the other side honours the token for AUTH_TOKEN_MAX_AGE_S. */
  now: number;
}

/** The player's page as a path of the other host: an /m path and its query, or /m/index.html. */
function pageOf(path: string | undefined): string {
  if (!path || !/^\/m(\/|$|\?)/.test(path) || path.startsWith('//')) return '/m/index.html';
  return path.split('#')[0] as string;
}

export function jumpUrl(input: JumpInput): string {
  const origin = `${input.protocol}//${input.domain}${input.port ? `:${input.port}` : ''}`;
  const url = new URL(pageOf(input.path), origin);
  if (url.origin !== origin) return jumpUrl({ ...input, path: undefined });
  for (const name of SESSION_PARAMS) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(input.tracking)) {
    if (value) url.searchParams.set(name, value);
  }
  url.searchParams.set(JUMP_LANGUAGE_PARAM, input.language);
  url.searchParams.set(JUMP_MARKER_PARAM, '1');
  if (input.token) {
    const fragment = new URLSearchParams({ token: input.token, [JUMP_TIME_PARAM]: String(input.now) });
    if (input.handOver) fragment.set(JUMP_HAND_OVER_PARAM, input.handOver);
    url.hash = fragment.toString();
  }
  return url.href;
}
