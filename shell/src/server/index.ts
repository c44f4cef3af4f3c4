/**
 * The shell's server build (`shell/dist/server/render.js`, issue 23): what the reference server
 * (server/src/ssr) loads at run time to draw the first view of a public route. It is the host of
 * the remotes' server builds, as the browser build is of their browser builds, and provides them
 * the same shared modules. Its one export is typed by the contract (`CreatePageRenderer`).
 */
import type { CreatePageRenderer } from '@m/shared';
import { RemoteContainers } from './remote-containers';
import { configureServerApi } from './request-state';
import { renderPage, serverRenderedRoute } from './render-page';
import { SlotCache } from './slot-cache';

export const createPageRenderer: CreatePageRenderer = (options) => {
  configureServerApi(options.transport);
  const containers = new RemoteContainers(options.fetchEntry);
  const cache = new SlotCache(options.slotCacheMs);
  return {
    render: (request) => renderPage(containers, cache, request),
    isServerRendered: (path) => serverRenderedRoute(path) !== null,
    retain: (keep) => containers.retain(keep),
    loadedVersions: () => containers.size,
  };
};
