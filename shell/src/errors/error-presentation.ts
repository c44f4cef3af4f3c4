/**
 * SPEC section 8, the player-facing half of the error catalogue: what the shell shows for each
 * kind of API failure and each error code of the table (ERROR_CODES of @m/shared: its
 * presentation and message key, fetched by the presenter: `loadErrorCodeTable`). Pure, so every
 * row of the table is unit-tested; a code is never shown as text.
 */
import { SILENT_KINDS, type ApiErrorKind, type ErrorCodeEntry, type EventCatalogue } from '@m/shared';

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
  /** The page is served over HTTPS (SPEC 8 kept the offline toast to HTTPS; since issue 37 offline toasts on both). */
  https: boolean;
  toastMs: number;
  /**
   * The table's entry for a code (`errorCodeEntry` of the loaded table). Without the table (its
   * download failed, offline before the service worker kept it) every code is unknown: the
   * failure is still shown, by its kind or as 'unknown error', never as its code.
   */
  entryOf: (code: string | undefined) => ErrorCodeEntry | undefined;
}

export function presentationFor(event: ApiErrorEvent, context: PresentationContext): Presentation {
  const kind = event.kind as ApiErrorKind;
  const entry = context.entryOf(event.errorCode);
  if (SILENT_KINDS.has(kind) || entry?.presentation === 'silent') return { action: 'silent' };
  if (kind === 'session-expired' || entry?.presentation === 'logout') return { action: 'session-expired' };
  if (entry?.presentation === 'change-password') return { action: 'change-password' };
  // Offline is said as such, over HTTP too (issue 37): SPEC 8 gave HTTP 'Network Error / CORS
  // Errors', developer words a player offline met on "Me". A failure with a network is unchanged.
  if (kind === 'offline') return { action: 'toast', key: 'network_offline', durationMs: context.toastMs };
  if (kind === 'network') return { action: 'notice', key: 'network_error' };
  // The client marks its own English fallbacks with a key: translate those; a server message is
  // shown as the server wrote it (as text).
  if (event.messageKey) return { action: 'notice', key: event.messageKey };
  const text = event.message?.trim();
  // A backend that answers its code as the message would show the player a code: the table's text instead.
  if (text && text !== event.errorCode && context.entryOf(text) === undefined) return { action: 'notice', text };
  if (entry)
    return entry.presentation === 'toast'
      ? { action: 'toast', key: entry.messageKey, durationMs: context.toastMs }
      : { action: 'notice', key: entry.messageKey };
  return { action: 'notice', key: 'unknown_error' };
}

/** The text a presentation puts in front of the player (null: nothing shown, or the login notice). */
export function presentedText(shown: Presentation, t: (key: string) => string): string | null {
  if (shown.action === 'silent' || shown.action === 'session-expired' || shown.action === 'change-password') return null;
  return 'text' in shown ? shown.text : t(shown.key);
}
