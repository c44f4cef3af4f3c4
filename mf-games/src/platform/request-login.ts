/**
 * SPEC 4 "lottery and Vietnam lottery need a session": a guest who opens one is asked to log in.
 * mf-games never imports mf-auth: it asks over the bus, and the shell opens mf-auth's login
 * dialog, or the login page when the dialog is not available.
 */
import { bus, sessionStore } from '@m/shared';

let sequence = 0;

/** True when there is a session; otherwise asks for the login dialog and returns false. */
export function ensureSession(reason: string, subject?: string): boolean {
  if (sessionStore.token) return true;
  sequence += 1;
  bus.publish('auth.dialog.open', {
    requestId: `games-${Date.now().toString(36)}-${sequence}`,
    dialog: 'login',
    reason,
    ...(subject ? { subject } : {}),
  });
  return false;
}
