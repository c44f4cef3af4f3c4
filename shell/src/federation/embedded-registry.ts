/**
 * The registry the server wrote into the page (server/src/static/page-registry.ts): a first visit
 * learns its remotes without a round trip. Trusted only on a page that came from the network: a
 * page the service worker answered is its precached copy, whose registry may be older than the
 * one the network serves (a version withdrawn since), so that page fetches it as before.
 */
import { EMBEDDED_REGISTRY_ID, parseRegistryDocument, type RegistryDocument } from '@m/shared';

export function readEmbeddedRegistry(
  doc: Pick<Document, 'getElementById'>,
  serviceWorker: Pick<ServiceWorkerContainer, 'controller'> | undefined,
): RegistryDocument | null {
  if (serviceWorker?.controller) return null;
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
