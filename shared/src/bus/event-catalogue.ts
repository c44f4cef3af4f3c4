/**
 * Every message that crosses a bundle boundary, with its payload type.
 *
 * The catalogue is versioned with `@m/shared`: add events freely (minor); rename an event or
 * change a payload only with a major version of the package, which Module Federation's
 * `requiredVersion` check then reports for every remote built against the old one.
 */
import type { SessionInfo } from '../contract/session-info';
import type { TrackedEvent, TrackPayload } from '../contract/tracked-events';

export { TRACKED_EVENTS, type TrackedEvent, type TrackPayload } from '../contract/tracked-events';

export const BUS_VERSION = '1.0';

export type RemoteFailureReason = 'unreachable' | 'timeout' | 'mount-error' | 'origin-refused' | 'not-registered';

/** Who changed the language (see `i18n.language.changed`). */
export type LanguageOrigin = 'player' | 'server' | 'other-tab';

export interface EventCatalogue {
  /** The session changed: a token was taken or cleared (null). */
  'session.changed': { session: SessionInfo | null };
  /** A remote could not be loaded or mounted; shown in its own area only. */
  'remote.failed': { remote: string; version: string; module: string; reason: RemoteFailureReason; message: string };
  /** A remote that had failed is mounted again. */
  'remote.recovered': { remote: string; version: string; module: string };
  /** Ask mf-auth to open a dialog; mf-auth answers with `auth.dialog.opened`. */
  'auth.dialog.open': {
    requestId: string;
    dialog: 'login' | 'register';
    reason?: string;
    /** What the player was opening (a game's name): the dialog's title says "Log in to play <it>". */
    subject?: string;
  };
  'auth.dialog.opened': { requestId: string };
  /**
   * The player closed a login or register dialog without signing in (×, Escape, the backdrop):
   * whatever waited on that sign-in (a game to launch) is given up (issue 37).
   */
  'auth.dialog.dismissed': { dialog: 'login' | 'register' };
  /** Ask the shell to navigate (remotes never touch the router directly). */
  'nav.navigate': { to: string; replace?: boolean };
  /**
   * An API error, classified by the client; the shell presents it (SPEC section 8). `kind` is an
   * ApiErrorKind; `messageKey` is set when `message` is the client's English fallback (no server
   * message): the common-namespace i18n key to show instead.
   */
  'api.error': { kind: string; errorCode?: string; message?: string; messageKey?: string; status?: number; path: string; endpoint: string };
  /**
   * The language changed. `origin`: the player chose it on this page, the server gave back the
   * member's saved language at sign-in, or the player chose it in another tab of the site (the
   * others follow; SPEC 9.58). Only the player's own choice on this page is saved on the server.
   */
  'i18n.language.changed': { language: string; origin: LanguageOrigin };

  // --- install to home screen and the service worker (shell ↔ mf-pwa) ---------------------------
  /** The browser offered its install prompt (`beforeinstallprompt`); the event is kept on window too. */
  'pwa.install.available': { platforms: string[] };
  /** The browser installed the site as an app (`appinstalled`). */
  'pwa.install.installed': Record<string, never>;
  /** The service worker's lifecycle, as the shell's registration sees it. */
  'sw.lifecycle': { phase: ServiceWorkerPhase; isUpdate: boolean };
  /** Ask the shell to look for a new service worker now (`registration.update()`). */
  'sw.update.check': Record<string, never>;
  /** The player accepted the update: the waiting worker takes over, then the page reloads. */
  'sw.update.activate': Record<string, never>;
  /** A game view opened or closed (mf-games): updates are not offered while one is open. */
  'game.view': { open: boolean };

  // --- member centre (mf-member ↔ shell) ------------------------------------------------------------
  /** The member's unread customer-service messages (CBS_unreadCount); 0 when signed out. The shell badges "Me". */
  'member.unread.changed': { count: number };
  /** The member's unread inbox messages (issue 26); 0 when signed out. The shell adds them to the badge on "Me". */
  'member.inbox.changed': { count: number };
  /**
   * The member's money moved (a deposit paid, a withdrawal asked for, a round played, a bonus or
   * reward credited) or the player asked for a refresh: the shell's header fetches the balance
   * again (walletBalance). `balance` is set when the publisher already knows the new figure.
   */
  'wallet.changed': { reason: 'deposit' | 'withdraw' | 'bet' | 'bonus' | 'reward' | 'refresh'; balance?: number };
  /** Ask the shell to log out (the same steps as its header button), then go to `to` (default /home). */
  'auth.logout.request': { to?: string };
  // --- promotions (mf-promotions ↔ mf-pwa, mf-member) ------------------------------------------
  /**
   * The merchant's available promotions (SPEC 3), fetched once per page by the shared store
   * `availablePromotions` (@m/shared), which also keeps the last value for late readers.
   */
  'promotions.available': { APP_DOWNLOAD: { enabled: boolean; count: number }; REFERRAL: { enabled: boolean; count: number } };

  // --- tracking (SPEC 3, 9) ---------------------------------------------------------------------
  /**
   * An advertising / analytics event, published by the bundle where it happens; the shell's one
   * tracker delivers it to every channel configured for the player's domain.
   */
  'track.event': { event: TrackedEvent; payload: TrackPayload };
}

/**
 * - `installed`: a worker finished installing; with `isUpdate` it now waits for the player.
 * - `waiting`: a new worker is installed and waits (also reported when one was already waiting).
 * - `controlling`: a new worker controls this page.
 */
export type ServiceWorkerPhase = 'registered' | 'installed' | 'waiting' | 'activated' | 'controlling' | 'redundant' | 'failed';

export type EventName = keyof EventCatalogue;
export type BusEvent<N extends EventName = EventName> = { name: N; payload: EventCatalogue[N]; at: number };
