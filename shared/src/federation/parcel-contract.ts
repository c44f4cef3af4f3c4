/**
 * The contract between the shell and the remotes (docs/architecture.md).
 *
 * A remote exposes modules whose default export is a single-spa parcel config (bootstrap,
 * mount, update, unmount). The shell mounts them with `<Parcel>` and passes `ParcelProps`.
 * A remote never imports the router or another remote: it navigates through `navigate`.
 */
import type { RemoteName } from './remote-names';

export { REMOTE_NAMES, type RemoteName } from './remote-names';

/** The federation container name of a remote package (`mf-games` → `mf_games`). */
export function containerName(remote: RemoteName | string): string {
  return remote.replace(/-/g, '_');
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface ParcelProps {
  /** The app's base path, always `/m`. */
  basePath: string;
  /** The route as the shell matched it, e.g. `/login` or `/sports`. */
  route: string;
  /** Route parameters (e.g. the category of a game category page). */
  params: Record<string, string>;
  /** The current query string, without `?`. */
  search: string;
  /** Navigates inside the app; `to` is relative to the base path (`/home`). */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** A remote reports an error it caught while rendering, so the shell shows its fallback. */
  reportError: (error: unknown) => void;
}

/** Names of the exposed modules, per remote: the whole surface the shell may mount. */
export const EXPOSED_MODULES = {
  'mf-auth': ['./LoginPage', './RegisterPage', './AgentRegisterPage', './ChangePasswordPage', './AuthDialogs'],
  'mf-games': ['./GamePage', './LaunchGamePage', './CategoryPage', './HomeCategories'],
  // MemberServices: mounted once on every page by the shell (chat script, floating chat, unread count).
  'mf-member': ['./MemberHomePage', './FeedbackPage', './InviteFriendsPage', './MemberServices'],
  // HomePopups, FloatingEntry: home widgets that show over the page (popup carousel, floating element).
  'mf-promotions': ['./ActivityPage', './NewsPage', './HomeBanner', './HomeMarquee', './HomePopups', './FloatingEntry'],
  // PwaServices: mounted once on every page by the shell (update check, push sync, app upgrade).
  'mf-pwa': ['./DownloadPage', './DownloadBar', './InstallPrompt', './PwaServices'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ExposedModule<R extends RemoteName> = (typeof EXPOSED_MODULES)[R][number];
