/**
 * Member data follows the sign-in state (SPEC 4): its loads are keyed by the session token, so
 * they run when it becomes non-empty and again when it changes, and the data is
 * cleared the moment it is cleared (the shared load state is idle while its key is null).
 */
import { sessionStore, useBehavior } from '@m/shared';

export function useSessionToken(): string | null {
  return useBehavior(sessionStore.subject)?.token ?? null;
}
