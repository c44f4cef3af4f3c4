/**
 * A path the server builds never carries a session (issue 35): `token`, `tokens` and `sessionId`
 * are removed from its query and fragment. A Back link built from a client's `backUrl` that kept
 * `?token=` planted the link's session (login CSRF): the victim tapping Back landed signed in as
 * the attacker, on the deposit page.
 */
const SESSION_PARAMS = ['token', 'tokens', 'sessionId', 'sessionid', 'access_token'];

export function withoutSession(path: string): string {
  const url = new URL(path, 'http://x');
  for (const name of SESSION_PARAMS) url.searchParams.delete(name);
  const fragment = new URLSearchParams(url.hash.slice(1));
  let fragmentChanged = false;
  for (const name of SESSION_PARAMS) {
    if (fragment.has(name)) {
      fragment.delete(name);
      fragmentChanged = true;
    }
  }
  const hash = fragmentChanged ? (fragment.toString() ? `#${fragment.toString()}` : '') : url.hash;
  return `${url.pathname}${url.search}${hash}`;
}
