/**
 * Reads the landing URL's parameters into the shared tracking store, with the redirect
 * allow-list built from the route table: a redirectUrl / backUrl may only name a page the app has.
 */
import { tracking, type RedirectPolicy, type TrackingState } from '@m/shared';
import { ROUTES } from '@m/shared';

const KNOWN_ROUTES = new Set(ROUTES.map((route) => route.path));

export function redirectPolicy(origin: string): RedirectPolicy {
  return { origin, basePath: '/m', isAllowedRoute: (route) => KNOWN_ROUTES.has(route) };
}

/** Must run before anything rewrites the address (the query token is removed after it). */
export function initTracking(location: Location = window.location): TrackingState {
  return tracking.init({ location, policy: redirectPolicy(location.origin) });
}
