/**
 * SPEC section 8, the player-facing half of the error catalogue: what the shell shows for each
 * kind of API failure. Pure, so every row of the table is unit-tested.
 */
import { SILENT_KINDS, type ApiErrorKind, type EventCatalogue } from '@m/shared';

export type ApiErrorEvent = EventCatalogue['api.error'];

export type Presentation =
  /** TOO_MANY_REQUEST*, 502 and aborted calls: nothing is shown. */
  | { action: 'silent' }
  /** Log out, clear session storage, 'please login' notice, then /m/login. */
  | { action: 'session-expired' }
  /** A notice; `key` is a common-catalogue key to translate, else `text` is the server's message. */
  | { action: 'notice'; key: string }
  | { action: 'notice'; text: string }
  | { action: 'toast'; key: string; durationMs: number }
  /** password_change_required: the session is still on the default password; the server allows only the change. */
  | { action: 'change-password' };

export interface PresentationContext {
  /** The page is served over HTTPS (the offline toast is an HTTPS behaviour, SPEC 8). */
  https: boolean;
  toastMs: number;
}

export function presentationFor(event: ApiErrorEvent, context: PresentationContext): Presentation {
  const kind = event.kind as ApiErrorKind;
  if (SILENT_KINDS.has(kind)) return { action: 'silent' };
  if (kind === 'session-expired') return { action: 'session-expired' };
  if (event.errorCode === 'password_change_required') return { action: 'change-password' };
  if (kind === 'offline') {
    return context.https ? { action: 'toast', key: 'network_offline', durationMs: context.toastMs } : { action: 'notice', key: 'network_error' };
  }
  if (kind === 'network') return { action: 'notice', key: 'network_error' };
  // The client marks its own English fallbacks with a key: translate those; a server message is
  // shown as the server wrote it (as text).
  if (event.messageKey) return { action: 'notice', key: event.messageKey };
  const text = event.message?.trim();
  return text ? { action: 'notice', text } : { action: 'notice', key: 'unknown_error' };
}
