/// <reference lib="webworker" />
/**
 * The one service worker of the site, at /m/sw.js with scope /m/ (built by workbox InjectManifest).
 *
 * - The shell (HTML, its scripts, the offline page) is precached; each copy of the page it
 *   serves gets a fresh CSP nonce (fresh-nonce.ts), never the one precached response's.
 * - The federation registry, remote manifests and remote entries are network-first: a stale
 *   entry would point at chunks that a newer deployment deleted.
 * - Remote chunks are content-hashed, so cache-first is safe.
 * - /wps calls are never cached here: they carry the player's session and money.
 * - A new worker waits until the page asks it to take over (the player accepted the update), so
 *   it never swaps code under a running game.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { APP_ROUTE_PATTERN, OFFLINE_URL, SHELL_URL, isHashedRemoteAsset, isRemoteEntryOrManifest } from './sw-routes';
import { withFreshNonce } from './fresh-nonce';
import './push/fcm-push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(({ url }) => url.pathname.startsWith('/wps/'), new NetworkOnly());

registerRoute(
  ({ url }) => url.origin === self.location.origin && isRemoteEntryOrManifest(url.pathname),
  new NetworkFirst({ cacheName: 'm-federation', networkTimeoutSeconds: 5 }),
);

registerRoute(
  ({ url }) => isHashedRemoteAsset(url.pathname),
  new CacheFirst({ cacheName: 'm-remote-chunks', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })] }),
);

// Every app route is the shell's page; anything else under /m/ goes to the network.
const shellPage = createHandlerBoundToURL(SHELL_URL);
registerRoute(new NavigationRoute(async (options) => withFreshNonce(await shellPage(options)), { allowlist: [APP_ROUTE_PATTERN] }));
// Any other page under /m/ comes from the network; a route of its own makes a failed fetch reach
// the catch handler below (the offline page) instead of the browser's own error page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.pathname.startsWith('/m/'),
  new NetworkOnly(),
);

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const offline = await caches.match(OFFLINE_URL, { ignoreSearch: true });
    if (offline) return offline;
  }
  return Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
