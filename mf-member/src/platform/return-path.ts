/**
 * Where the security page sends the player back once the missing piece is added (issue 37: a
 * user-name account adds a mobile number to withdraw, then carries on withdrawing). The address
 * arrives in a link anyone can craft, so only same-site pages on this allow-list are honoured.
 */
import { safeAppPath } from '@m/shared';

/** The pages that send a player here to add something, by route below /m. */
const RETURN_ROUTES = new Set(['member/withdraw']);

export const RETURN_PARAM = 'returnTo';

/** The app path (without /m, for `navigate`) to go back to, or null when absent or not allowed. */
export function returnPath(search: string, origin: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  const path = safeAppPath(value, { origin, basePath: '/m', isAllowedRoute: (route) => RETURN_ROUTES.has(route) });
  return path === null ? null : path.slice('/m'.length);
}

/** The security page's address that brings the player back to `from` (an app path without /m) afterwards. */
export function securityPathReturningTo(from: string): string {
  return `/member/security?${new URLSearchParams({ [RETURN_PARAM]: `/m${from}` }).toString()}`;
}
