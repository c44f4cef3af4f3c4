/**
 * The merchant's federation registry, written into the shell's page as it is served, so that a
 * first visit knows its remotes when the shell starts instead of one round trip later; and a
 * preload of each same-origin remote manifest, so they download while the shell's own scripts
 * do (issue 17: on a slow 4G phone each link of that chain cost about 0.6 s before anything
 * showed). The shell trusts the embedded copy only on a page that came from the network: the
 * service worker's precached page may be older than the registry (shell/src/federation/embedded-registry.ts).
 *
 * `<script type="application/json">` is data, never run, so it needs no CSP nonce; every `<` is
 * escaped so that no text in the registry can close the element.
 */
import { EMBEDDED_REGISTRY_ID } from '@m/shared/contract';
import { htmlAttribute } from './page-merchant';

/** Manifest paths of the registry's remotes served by this same site ('/m/remotes/…'). */
export function sameOriginManifests(registryText: string): string[] {
  let doc: unknown;
  try {
    doc = JSON.parse(registryText);
  } catch {
    return [];
  }
  const remotes = (doc as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((remote: unknown) => {
    const manifest = (remote as { manifest?: unknown } | null)?.manifest;
    // Only this site's own files: the shell decides about other origins (allowedOrigins).
    return typeof manifest === 'string' && /^\/m\/remotes\/[\w./@-]+$/.test(manifest) && !manifest.includes('..') ? [manifest] : [];
  });
}

export function registryHeadTags(registryText: string): string {
  const data = `<script type="application/json" id="${EMBEDDED_REGISTRY_ID}">${registryText.replace(/</g, '\\u003c')}</script>`;
  // crossorigin="anonymous": the federation runtime fetches manifests with fetch()'s defaults
  // (cors, same-origin credentials), and only a preload made the same way is reused.
  const preloads = sameOriginManifests(registryText).map(
    (manifest) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${htmlAttribute(manifest)}">`,
  );
  return [data, ...preloads].join('\n');
}

/** The page with the registry (and its manifest preloads) at the end of its head. */
export function withRegistry(html: string, registryText: string | null): string {
  if (registryText === null) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}${registryHeadTags(registryText)}\n${html.slice(at)}`;
}
