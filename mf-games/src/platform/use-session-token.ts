/**
 * The signed-in member's session token, or null, for what a view draws (issue 36). The server
 * draws every public page as a guest: while the page hydrates this answers the server's value
 * (useBehavior's server snapshot), then the member's, so a member's first view is not thrown away
 * (React error 418). Reading `sessionStore.token` in a render drew the member's tiles over the guest's.
 */
import { sessionStore, useBehavior } from '@m/shared';

export function useSessionToken(): string | null {
  return useBehavior(sessionStore.subject)?.token ?? null;
}
