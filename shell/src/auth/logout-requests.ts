/**
 * A remote asks for logout over the bus ('auth.logout.request', e.g. the member centre's button):
 * the same steps as the header's button (logOut), then the app goes to the asked path, home by default.
 */
import type { Subscription } from 'rxjs';
import { bus } from '@m/shared';
import { logOut } from './logout-button';

/** Only an app path is followed ("/home"), never an address elsewhere. */
export function logoutDestination(to: string | undefined): string {
  return typeof to === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(to) && !to.startsWith('//') ? to : '/home';
}

export function startLogoutRequests(): Subscription {
  return bus.on('auth.logout.request').subscribe(({ to }) => {
    void logOut().finally(() => bus.publish('nav.navigate', { to: logoutDestination(to), replace: true }));
  });
}
