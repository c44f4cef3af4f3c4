/**
 * A token handed in the query (`token` or `tokens`, e.g. from the native app or a fast-domain
 * jump) becomes the session, then leaves the address bar at once, so it is not kept in history,
 * bookmarks, screenshots or Referer headers.
 */
import { sessionStore } from '@m/shared';

const TOKEN_PARAMS = ['token', 'tokens'] as const;
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{8,2048}$/;

/** Returns true when a token was taken. Must run before the router reads the URL. */
export function takeTokenFromQuery(location: Location, history: History, merchantCode: string): boolean {
  const url = new URL(location.href);
  let token: string | null = null;
  for (const name of TOKEN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && token === null) token = value;
    url.searchParams.delete(name);
  }
  if (url.href !== location.href) {
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  if (token === null || !TOKEN_SHAPE.test(token)) {
    if (token !== null) console.warn('[session] ignored a malformed token from the query');
    return false;
  }
  if (sessionStore.token !== token) {
    sessionStore.set({ id: '', token, merchantCode, userName: '', type: 0, firstTimeLogin: false });
  }
  return true;
}
