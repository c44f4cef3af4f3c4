/**
 * A token handed in the address: in the query (`token` or `tokens`, from the native app) or in
 * the fragment (`#token=`, a fast-domain jump, which keeps it out of every server's logs). Two steps, because a link is also a way to plant someone else's session (login CSRF):
 * 1. `readTokenFromQuery`, first thing at start-up, before any request: the token leaves the
 *    address bar at once, so it is not kept in history, bookmarks, screenshots or Referer headers
 *    (the server also sends Referrer-Policy: strict-origin). It is never logged.
 * 2. `adoptQueryToken`, once the merchant is known: with no session it becomes the session; a
 *    player already signed in with another token is asked first, and keeps the session on "no".
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

export type QueryTokenOutcome = 'none' | 'adopted' | 'same' | 'kept-current';

/**
 * Applies a token read from the query. `confirmSwitch` asks the player whether to leave the
 * current session for the link's; it is only called when a different session exists.
 */
export async function adoptQueryToken(
  token: string | null,
  merchantCode: string,
  confirmSwitch: () => Promise<boolean>,
): Promise<QueryTokenOutcome> {
  if (token === null) return 'none';
  const current = sessionStore.token;
  if (current === token) return 'same';
  if (current !== null && !(await confirmSwitch())) return 'kept-current';
  sessionStore.set({ id: '', token, merchantCode, userName: '', type: 0, firstTimeLogin: false });
  return 'adopted';
}
