/**
 * Cache headers for built files. Anything that names other files (HTML, the service worker,
 * registries, manifests, remote entries) must be revalidated on every load, or a player keeps
 * pointing at deleted chunks; content-hashed files never change and are cached for a year.
 */
const REVALIDATE = /(?:\.html|\/sw\.js|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|asset-manifest\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(?:js|css|png|svg|webp|woff2|json)$/;

export function cacheControlFor(filePath: string): string {
  if (REVALIDATE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
