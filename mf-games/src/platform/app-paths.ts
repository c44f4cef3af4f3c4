/**
 * backUrl arrives in links anyone can craft: only same-site paths of the app's own routes are
 * honoured (safeAppPath from @m/shared), anything else gives the fallback.
 */
import { safeAppPath } from '@m/shared';

/** The routes of SPEC 2 a game may return to. */
const APP_ROUTES = new Set([
  '',
  'home',
  'index',
  'index.html',
  'game',
  'sports',
  'live',
  'rng',
  'table',
  'fish',
  'pvp',
  'crash',
  'arcade',
  'elott',
  'news',
  'activity',
  'member/home',
  'inviteFriends',
  'download',
  'launchGame',
]);

/** The same-site app path (`/m/rng?vendor=PG`) for `value`, or null. */
export function sameSitePath(value: string | null | undefined, origin: string): string | null {
  return safeAppPath(value, { origin, basePath: '/m', isAllowedRoute: (route) => APP_ROUTES.has(route) });
}

/** `/m/rng?vendor=PG` → `/rng?vendor=PG`, what the parcel's navigate takes. */
export function toRoute(appPath: string): string {
  return appPath.replace(/^\/m(?=\/|$)/, '') || '/home';
}
