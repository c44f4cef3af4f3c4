/**
 * A token handed in the address: in the query (`token` or `tokens`, from the native app) or in
 * the fragment (`#token=…&at=…`, a fast-domain jump, which keeps it out of every server's logs,
 * taken only within AUTH_TOKEN_MAX_AGE_S of `at`). Two steps, because a link is also a way to
 * plant someone else's session (login CSRF):
 * 1. `readTokenFromQuery`, first thing at start-up, before any request: the token leaves the
 *    address bar at once, so it is not kept in history, bookmarks, screenshots or Referer headers
 *    (the server also sends Referrer-Policy: strict-origin). It is never logged.
 * 2. `adoptQueryToken`, once the merchant is known: a player already signed in with another
 *    token is asked first, and keeps the session on "no"; a signed-out visitor is told which
 *    account the link signs in with and confirms (issue 24), unless the hand-over comes from the
 *    merchant itself: its native app, or the signed single-use hand-over (`ho`) the jump carries
 *    beside the token, which the server spends (@m/shared handOverTrusted; never a Referer,
 *    issue 35).
 */
import { AUTH_TOKEN_MAX_AGE_S, sessionStore } from '@m/shared';
import { JUMP_HAND_OVER_PARAM, JUMP_TIME_PARAM } from '../fast-domain/jump-url';

const TOKEN_PARAMS = ['token', 'tokens'] as const;
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{8,2048}$/;

/** A jump's clock is this phone's: a time this far ahead is not a jump this phone made. */
const JUMP_CLOCK_SLACK_MS = 60_000;

export interface AddressToken {
  /** The well-formed token, or null. */
  token: string | null;
  /** A fast-domain jump's token older than AUTH_TOKEN_MAX_AGE_S (or with no or a bad time): not taken. */
  expired: boolean;
  /** The jump's signed hand-over beside its token, or null. */
  handOver: string | null;
}

/** Whether a jump written at `at` (the fragment's text) may still sign in at `now`. */
export function jumpTokenFresh(at: string | null, now: number): boolean {
  if (at === null || !/^\d{1,16}$/.test(at)) return false;
  const age = now - Number(at);
  return age >= -JUMP_CLOCK_SLACK_MS && age <= AUTH_TOKEN_MAX_AGE_S * 1000;
}

/** Takes the token out of the address bar; answers it when well-formed, else null. */
export function readTokenFromQuery(location: Location, history: History, now: number = Date.now()): AddressToken {
  const url = new URL(location.href);
  let token: string | null = null;
  for (const name of TOKEN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && token === null) token = value;
    url.searchParams.delete(name);
  }
  let expired = false;
  let handOver: string | null = null;
  const fragment = new URLSearchParams(url.hash.slice(1));
  if (fragment.has('token')) {
    const value = fragment.get('token');
    if (value && token === null) {
      if (jumpTokenFresh(fragment.get(JUMP_TIME_PARAM), now)) {
        token = value;
        const signed = fragment.get(JUMP_HAND_OVER_PARAM);
        handOver = signed && signed.length <= 128 ? signed : null;
      } else expired = true;
    }
    fragment.delete('token');
    fragment.delete(JUMP_TIME_PARAM);
    fragment.delete(JUMP_HAND_OVER_PARAM);
    const rest = fragment.toString();
    url.hash = rest ? `#${rest}` : '';
  }
  if (url.href !== location.href) {
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  const wellFormed = token !== null && TOKEN_SHAPE.test(token);
  return { token: wellFormed ? token : null, expired, handOver: wellFormed ? handOver : null };
}

export type QueryTokenOutcome = 'none' | 'adopted' | 'same' | 'kept-current' | 'declined' | 'invalid';

export interface HandOverChecks {
  /** Asks a signed-in player whether the link's session may replace theirs. */
  confirmSwitch: () => Promise<boolean>;
  /** Whether the merchant itself handed the session over (no question for a signed-out visitor). */
  trusted: (token: string, handOver: string | null) => Promise<boolean>;
  /**
   * The user name of the link's session and what the player is called (a mobile registration's
   * masked number rather than its generated account, issue 37); null when the token is no session.
   */
  accountOf: (token: string) => Promise<{ userName: string; displayName?: string } | null>;
  /** Asks a signed-out visitor whether to continue as that account (by the name they know). */
  confirmArrival: (shownName: string) => Promise<boolean>;
}

/** Applies a token read from the query (see the steps above). */
export async function adoptQueryToken(
  token: string | null,
  merchantCode: string,
  checks: HandOverChecks,
  handOver: string | null = null,
): Promise<QueryTokenOutcome> {
  if (token === null) return 'none';
  const current = sessionStore.token;
  if (current === token) return 'same';
  let account: { userName: string; displayName?: string } = { userName: '' };
  if (current !== null) {
    if (!(await checks.confirmSwitch())) return 'kept-current';
  } else if (!(await checks.trusted(token, handOver))) {
    const found = await checks.accountOf(token);
    if (found === null) return 'invalid';
    if (!(await checks.confirmArrival(found.displayName || found.userName))) return 'declined';
    account = found;
  }
  const { userName, displayName } = account;
  sessionStore.set({
    id: '',
    token,
    merchantCode,
    userName,
    type: 0,
    firstTimeLogin: false,
    ...(displayName && displayName !== userName ? { displayName } : {}),
  });
  return 'adopted';
}
