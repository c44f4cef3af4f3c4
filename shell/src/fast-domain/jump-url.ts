/**
 * The address of the jump to a fast domain: `/m/index.html` on the other host (SPEC 2), with
 * what the player must keep — the session token, this visit's tracking parameters and the
 * language — and the marker that stops the other side from measuring again (once per session).
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

export interface JumpInput {
  domain: string;
  /** The current page's protocol and port: a listed domain has neither. */
  protocol: string;
  port: string;
  token: string | null;
  language: string;
  tracking: Record<string, string | undefined>;
  /** Now, in ms since the epoch: the other side honours the token for AUTH_TOKEN_MAX_AGE_S. */
  now: number;
}

export function jumpUrl(input: JumpInput): string {
  const url = new URL(`${input.protocol}//${input.domain}${input.port ? `:${input.port}` : ''}/m/index.html`);
  for (const [name, value] of Object.entries(input.tracking)) {
    if (value) url.searchParams.set(name, value);
  }
  url.searchParams.set(JUMP_LANGUAGE_PARAM, input.language);
  url.searchParams.set(JUMP_MARKER_PARAM, '1');
  if (input.token) url.hash = new URLSearchParams({ token: input.token, [JUMP_TIME_PARAM]: String(input.now) }).toString();
  return url.href;
}
