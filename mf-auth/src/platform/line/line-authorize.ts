/**
 * Starts LINE Login (SPEC 4, 7): the OAuth authorize request with response_type code, the
 * merchant's client_id, redirect_uri = the home URL, scope 'profile openid', a random state and
 * nonce, and PKCE (S256). What the return must match is kept in sessionStorage: the player comes
 * back to this tab.
 */
export const LINE_PENDING_KEY = 'm_line_pending';
/** A pending sign-in older than this is stale (LINE's own codes live 10 minutes). */
export const LINE_PENDING_MAX_AGE_MS = 10 * 60 * 1000;

export type LinePurpose = 'login' | 'register';

export interface LinePending {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  purpose: LinePurpose;
  createdAt: number;
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The page LINE sends the player back to: the home URL of this site. */
export function lineRedirectUri(origin: string): string {
  return `${origin}/m/home`;
}

export interface AuthorizeRequest {
  authorizeUrl: string;
  clientId: string;
  pending: LinePending;
  codeChallenge: string;
}

export function authorizeUrl({ authorizeUrl, clientId, pending, codeChallenge }: AuthorizeRequest, origin: string): string {
  const url = new URL(authorizeUrl, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('scope', 'profile openid');
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

export interface LineStart {
  clientId: string;
  authorizeEndpoint: string;
  purpose: LinePurpose;
  origin: string;
  storage: Pick<Storage, 'setItem'>;
  now: number;
}

/** Saves what the return must match and gives the URL to send the player to. */
export async function prepareLineLogin(start: LineStart): Promise<string> {
  if (!start.clientId || !start.authorizeEndpoint) throw new Error('LINE is not configured for this merchant');
  const pending: LinePending = {
    state: randomToken(24),
    nonce: randomToken(24),
    codeVerifier: randomToken(48),
    redirectUri: lineRedirectUri(start.origin),
    purpose: start.purpose,
    createdAt: start.now,
  };
  start.storage.setItem(LINE_PENDING_KEY, JSON.stringify(pending));
  return authorizeUrl(
    { authorizeUrl: start.authorizeEndpoint, clientId: start.clientId, pending, codeChallenge: await pkceChallenge(pending.codeVerifier) },
    start.origin,
  );
}
