/**
 * SPEC 4: a guest who picks a lottery (or any game) gets the login dialog, and the launch goes on
 * once they are logged in. The login finishes with its own navigation (mf-auth sends the player
 * home), which also unmounts the page the guest was on; so the waiting launch lives here, outside
 * any component, and goes out over the bus after the login's own steps. A dialog the player
 * closed drops it (issue 37).
 */
import { bus } from '@m/shared';

/** A login that takes longer than this was not for the game any more. */
const PENDING_FOR_MS = 5 * 60_000;

let pending: { route: string; at: number } | null = null;
let watching = false;

export function launchAfterLogin(route: string, now = Date.now()): void {
  pending = { route, at: now };
  if (watching) return;
  watching = true;
  // The player closed "Log in to play" (or the register dialog it led to): the game is given up,
  // and a later sign-in (Join from the header, a login for something else) opens no game.
  bus.on('auth.dialog.dismissed').subscribe(() => {
    pending = null;
  });
  bus.on('session.changed').subscribe(({ session }) => {
    const next = pending;
    pending = null;
    if (!next || !session?.token || Date.now() - next.at > PENDING_FOR_MS) return;
    // After the login's own navigation (same task); a forced password change comes first.
    setTimeout(() => {
      if (/\/changePsw\b/.test(window.location.pathname)) return;
      bus.publish('nav.navigate', { to: next.route });
    }, 0);
  });
}

/** The player picked something else: the waiting launch is dropped. */
export function forgetPendingLaunch(): void {
  pending = null;
}
