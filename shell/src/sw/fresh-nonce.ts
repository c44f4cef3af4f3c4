/**
 * A fresh CSP nonce on every copy of the shell the service worker serves (issue 24). The server
 * draws a nonce per response (server/src/security/shell-page.ts), but the worker precaches one
 * response and would otherwise serve that page, with that one nonce in its policy and its script
 * tags, for as long as the worker lives: a nonce known from any earlier load would then let
 * injected markup run in every later one. So the worker swaps the page's nonce, in the
 * Content-Security-Policy header and in the tags alike, for a new random one each time.
 */

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]{8,})'/;

/** The page and policy with every use of the policy's nonce replaced by `fresh`; null when the policy names none. */
export function rotateNonce(csp: string | null, html: string, fresh: string): { csp: string; html: string } | null {
  const old = csp ? NONCE_SOURCE.exec(csp)?.[1] : undefined;
  if (!csp || !old) return null;
  return {
    csp: csp.split(`'nonce-${old}'`).join(`'nonce-${fresh}'`),
    html: html.split(`nonce="${old}"`).join(`nonce="${fresh}"`),
  };
}

/** 18 random bytes in base64, as the server draws them. */
export function randomNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The response with a fresh nonce; a response without a nonce in its policy (or not HTML) as it is. */
export async function withFreshNonce(response: Response, nonce: string = randomNonce()): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').includes('text/html')) return response;
  const rotated = rotateNonce(response.headers.get('Content-Security-Policy'), await response.clone().text(), nonce);
  if (!rotated) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', rotated.csp);
  return new Response(rotated.html, { status: response.status, statusText: response.statusText, headers });
}
