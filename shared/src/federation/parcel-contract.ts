/**
 * The contract between the shell and the remotes (docs/architecture.md).
 *
 * A remote exposes modules whose default export is a single-spa parcel config (bootstrap,
 * mount, update, unmount). The shell mounts them with `<Parcel>` and passes `ParcelProps`.
 * A remote never imports the router or another remote: it navigates through `navigate`.
 */
import type { RemoteName } from '../contract/remotes';

export { REMOTE_NAMES, EXPOSED_MODULES, type RemoteName, type ExposedModule } from '../contract/remotes';

/** The federation container name of a remote package (`mf-games` → `mf_games`). */
export function containerName(remote: RemoteName | (string & {})): string {
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
  /** Which remote and version this parcel is (the shell fills it in): its hydration errors name them. */
  origin?: { remote: string; version: string };
}
