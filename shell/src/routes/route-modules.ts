/**
 * The remote modules a page address will mount first: the remote page of its route, or for the
 * home (and any unknown address, which shows the home) the home's widgets. Start-up preloads them
 * as soon as the registry is known (issue 17: preload the route's remote entries and first chunks).
 */
import type { RemoteName } from '@m/shared';
import { HOME_SLOTS, ROUTES } from '@m/shared';

export function modulesForPath(pathname: string): { remote: RemoteName; module: string }[] {
  const path = pathname.replace(/^\/m(?:\/|$)/, '').replace(/\/+$/, '');
  const route = ROUTES.find((r) => r.path === path);
  if (!route || route.page === 'home') return HOME_SLOTS.map(({ remote, module }) => ({ remote, module }));
  return [{ remote: route.page.remote, module: route.page.module }];
}
