import type { Access } from '@m/shared';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/home' };

/**
 * SPEC section 2: protected routes need a token, in the query (token or tokens) or in the stored
 * session. The shell moves a query token into the session before routing, so by the time the
 * guard runs "has a session" covers both.
 */
export function decide(access: Access, hasSession: boolean): GuardDecision {
  if (hasSession || access === 'public' || access === 'open') return { allow: true };
  return { allow: false, redirectTo: access === 'session-or-home' ? '/home' : '/login' };
}
