/**
 * Which requests the service worker treats how; plain functions so that jest can check them.
 */
export const SHELL_URL = '/m/index.html';
export const OFFLINE_URL = '/m/offline.html';

/** Paths the app's router serves (SPEC section 2, with aliases), plus unknown app-looking paths. */
export const APP_ROUTE_PATTERN =
  /^\/m\/?(?:$|index(?:\.html)?$|home$|login$|register(?:\.html)?$|agentRegister$|inviteFriends$|changePsw$|forgotPassword$|member\/(?:home|inbox|security|limits|deposit|withdraw|transactions|bets)$|game$|launchGame$|activity$|feedback$|download$|sports$|live$|rng$|table$|fish$|pvp$|crash$|arcade$|elott$|news$)/;

/**
 * Files that name other files, or whose name does not change with their content: the registry,
 * remote manifests and entries, and the full fallback builds of tree-shaken shared modules.
 */
export function isRemoteEntryOrManifest(pathname: string): boolean {
  return (
    pathname.startsWith('/m/federation/') ||
    pathname.startsWith('/m/independent-packages/') ||
    /\/(?:mf-manifest\.json|remoteEntry\.js)$/.test(pathname)
  );
}

/** Remote chunks carry an 8-hex content hash in their name (see shared/build/webpack-config.ts). */
export function isHashedRemoteAsset(pathname: string): boolean {
  return /\/remotes\/[^/]+\/[^/]+\/.+\.[0-9a-f]{8}\.(?:js|css|png|svg|webp|woff2)$/.test(pathname);
}

/**
 * A released version's manifest or entry on the release bucket's origin (issue 38,
 * `…/remotes/<remote>/<version>/`): kept like this site's own, so a remote served from the bucket
 * works offline too. Only the versioned path: a bucket's other files never reach the worker's caches.
 */
export function isReleasedEntryOrManifest(pathname: string): boolean {
  return /\/remotes\/mf-[a-z]+\/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\/(?:mf-manifest\.json|remoteEntry\.js)$/.test(pathname);
}
