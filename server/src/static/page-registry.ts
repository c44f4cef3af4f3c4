/**
 * The merchant's federation registry, written into the shell's page as it is served, so that a
 * first visit knows its remotes when the shell starts instead of one round trip later; and a
 * preload of each remote manifest (this site's, or on an origin the registry allows: the release
 * bucket's CDN, issue 38), so they download while the shell's own scripts
 * do (issue 17: on a slow 4G phone each link of that chain cost about 0.6 s before anything
 * showed). Only the remotes the address draws first (issue 37): a manifest preloaded for a remote
 * the page does not load is downloaded for nothing and warned about in the console ("preloaded
 * using link preload but not used"). The shell trusts the embedded copy only on a page that came from the network: the
 * service worker's precached page may be older than the registry (shell/src/federation/embedded-registry.ts).
 *
 * `<script type="application/json">` is data, never run, so it needs no CSP nonce; every `<` is
 * escaped so that no text in the registry can close the element.
 */
import { EMBEDDED_REGISTRY_ID, modulesForPath } from '@m/shared/contract';
import { htmlAttribute } from './page-merchant';

/** The remotes whose modules the page at `pathname` mounts first (the shell preloads the same). */
export function firstRemotesOf(pathname: string): Set<string> {
  return new Set(modulesForPath(pathname).map(({ remote }) => remote));
}

/** An absolute manifest address on one of the registry's allowed origins (never `self`: that is the site's own paths). */
function onAllowedOrigin(manifest: string, allowed: unknown): boolean {
  if (!Array.isArray(allowed) || !/^https?:\/\//.test(manifest)) return false;
  try {
    const url = new URL(manifest);
    return allowed.includes(url.origin) && url.pathname.endsWith('/mf-manifest.json') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * Manifest addresses of the registry's remotes the page may preload: this site's own
 * ('/m/remotes/…') and those on an allowed origin (the release bucket), of the `wanted` remotes
 * only when given.
 */
export function preloadedManifests(registryText: string, wanted?: ReadonlySet<string>): string[] {
  let doc: unknown;
  try {
    doc = JSON.parse(registryText);
  } catch {
    return [];
  }
  const remotes = (doc as { remotes?: unknown } | null)?.remotes;
  const allowed = (doc as { allowedOrigins?: unknown } | null)?.allowedOrigins;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((remote: unknown) => {
    const manifest = (remote as { manifest?: unknown } | null)?.manifest;
    const name = (remote as { name?: unknown } | null)?.name;
    if (wanted && !(typeof name === 'string' && wanted.has(name))) return [];
    // A remote with a canary: each device loads one of two manifests (issue 38), and this page is
    // the same for every device (the render tier keeps it per host): a preload would be wasted on some.
    if ((remote as { canary?: unknown } | null)?.canary !== undefined) return [];
    if (typeof manifest !== 'string') return [];
    // This site's own files, or a file on an origin the shell will load it from (the same allow-list).
    if (/^\/m\/remotes\/[\w./@-]+$/.test(manifest) && !manifest.includes('..')) return [manifest];
    return onAllowedOrigin(manifest, allowed) ? [manifest] : [];
  });
}

export function registryHeadTags(registryText: string, wanted?: ReadonlySet<string>): string {
  const data = `<script type="application/json" id="${EMBEDDED_REGISTRY_ID}">${registryText.replace(/</g, '\\u003c')}</script>`;
  // crossorigin="anonymous": the federation runtime fetches manifests with fetch()'s defaults
  // (cors, same-origin credentials), and only a preload made the same way is reused.
  const preloads = preloadedManifests(registryText, wanted).map(
    (manifest) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${htmlAttribute(manifest)}">`,
  );
  return [data, ...preloads].join('\n');
}

/** The page with the registry (and the preloads of the manifests `wanted`, else all) at the end of its head. */
export function withRegistry(html: string, registryText: string | null, wanted?: ReadonlySet<string>): string {
  if (registryText === null) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}${registryHeadTags(registryText, wanted)}\n${html.slice(at)}`;
}
