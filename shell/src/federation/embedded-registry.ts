/**
 * The registry the server wrote into the page (server/src/static/page-registry.ts): a first visit
 * learns its remotes without a round trip. Trusted only on a page that came from the network
 * (with or without the service worker: the worker fetches navigations network-first): the
 * worker's precached copy, which it answers offline or on a silent network and marks as such
 * (shell/src/sw/offline-copy.ts), may carry an older registry than the one the network serves
 * (a version withdrawn since), so that page fetches it as before.
 */
import { EMBEDDED_REGISTRY_ID, parseRegistryDocument, type RegistryDocument } from '@m/shared';
import { isOfflineCopy } from '../sw/offline-copy';

export function readEmbeddedRegistry(doc: Pick<Document, 'getElementById' | 'querySelector'>): RegistryDocument | null {
  if (isOfflineCopy(doc)) return null;
  const text = doc.getElementById(EMBEDDED_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRegistryDocument(JSON.parse(text));
  } catch (error) {
    // The network copy decides (and falls back to the default registry), as without an embedded one.
    console.warn('[registry] the page carries a registry that is not valid; fetching it:', (error as Error).message);
    return null;
  }
}
