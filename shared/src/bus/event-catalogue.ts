/**
 * Every message that crosses a bundle boundary, with its payload type.
 *
 * The catalogue is versioned with `@m/shared`: add events freely (minor); rename an event or
 * change a payload only with a major version of the package, which Module Federation's
 * `requiredVersion` check then reports for every remote built against the old one.
 */
import type { SessionInfo } from '../session/session-info';

export const BUS_VERSION = '1.0';

export type RemoteFailureReason = 'unreachable' | 'timeout' | 'mount-error' | 'origin-refused' | 'not-registered';

export interface EventCatalogue {
  /** The session changed: a token was taken or cleared (null). */
  'session.changed': { session: SessionInfo | null };
  /** A remote could not be loaded or mounted; shown in its own area only. */
  'remote.failed': { remote: string; version: string; module: string; reason: RemoteFailureReason; message: string };
  /** A remote that had failed is mounted again. */
  'remote.recovered': { remote: string; version: string; module: string };
  /** Ask mf-auth to open a dialog; mf-auth answers with `auth.dialog.opened`. */
  'auth.dialog.open': { requestId: string; dialog: 'login' | 'register'; reason?: string };
  'auth.dialog.opened': { requestId: string };
  /** Ask the shell to navigate (remotes never touch the router directly). */
  'nav.navigate': { to: string; replace?: boolean };
  /** An API error, classified by the client; the shell presents it (SPEC section 8). */
  'api.error': { kind: string; errorCode?: string; message?: string; status?: number; path: string };
  /** The player changed the language. */
  'i18n.language.changed': { language: string };
}

export type EventName = keyof EventCatalogue;
export type BusEvent<N extends EventName = EventName> = { name: N; payload: EventCatalogue[N]; at: number };
