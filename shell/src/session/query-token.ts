/**
 * A token handed in the address: in the query (`token` or `tokens`, from the native app) or in
 * the fragment (`#token=`, a fast-domain jump, which keeps it out of every server's logs). Two steps, because a link is also a way to plant someone else's session (login CSRF):
 * 1. `readTokenFromQuery`, first thing at start-up, before any request: the token leaves the
 *    address bar at once, so it is not kept in history, bookmarks, screenshots or Referer headers
 *    (the server also sends Referrer-Policy: strict-origin). It is never logged.
 * 2. `adoptQueryToken`, once the merchant is known: a player already signed in with another
 *    token is asked first, and keeps the session on "no"; a signed-out visitor is told which
 *    account the link signs in with and confirms (issue 24), unless the hand-over comes from the
 *    merchant itself (its native app, or a page of its own domains: @m/shared handOverTrusted).
 */
import { sessionStore } from '@m/shared';

const TOKEN_PARAMS = ['token', 'tokens'] as const;
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{8,2048}$/;

/** Takes the token out of the address bar; answers it when well-formed, else null. */
export function readTokenFromQuery(location: Location, history: History): string | null {
  const url = new URL(location.href);
  let token: string | null = null;
  for (const name of TOKEN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && token === null) token = value;
    url.searchParams.delete(name);
  }
  const fragment = new URLSearchParams(url.hash.slice(1));
  if (fragment.has('token')) {
    const value = fragment.get('token');
    if (value && token === null) token = value;
    fragment.delete('token');
    const rest = fragment.toString();
    url.hash = rest ? `#${rest}` : '';
  }
  if (url.href !== location.href) {
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return token !== null && TOKEN_SHAPE.test(token) ? token : null;
}

export type QueryTokenOutcome = 'none' | 'adopted' | 'same' | 'kept-current' | 'declined' | 'invalid';

export interface HandOverChecks {
  /** Asks a signed-in player whether the link's session may replace theirs. */
  confirmSwitch: () => Promise<boolean>;
  /** Whether the merchant itself handed the session over (no question for a signed-out visitor). */
  trusted: () => Promise<boolean>;
  /** The user name of the link's session; null when the token is no session. */
  accountOf: (token: string) => Promise<string | null>;
  /** Asks a signed-out visitor whether to continue as that account. */
  confirmArrival: (userName: string) => Promise<boolean>;
}

/** Applies a token read from the query (see the steps above). */
export async function adoptQueryToken(token: string | null, merchantCode: string, checks: HandOverChecks): Promise<QueryTokenOutcome> {
  if (token === null) return 'none';
  const current = sessionStore.token;
  if (current === token) return 'same';
  let userName = '';
  if (current !== null) {
    if (!(await checks.confirmSwitch())) return 'kept-current';
  } else if (!(await checks.trusted())) {
    const account = await checks.accountOf(token);
    if (account === null) return 'invalid';
    if (!(await checks.confirmArrival(account))) return 'declined';
    userName = account;
  }
  sessionStore.set({ id: '', token, merchantCode, userName, type: 0, firstTimeLogin: false });
  return 'adopted';
}
