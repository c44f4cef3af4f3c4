/// <reference lib="webworker" />
/**
 * The one service worker of the site, at /m/sw.js with scope /m/ (built by workbox InjectManifest).
 *
 * - The shell (HTML, its scripts, the offline page) is precached; each copy of the page it
 *   serves gets a fresh CSP nonce (fresh-nonce.ts), never the one precached response's.
 * - Navigations to app routes are network-first (navigation.ts): the server's page carries the
 *   merchant's current theme and registry; the precached page, marked as the copy
 *   (offline-copy.ts), answers when the network fails or stays silent for 3 s.
 * - The federation registry, remote manifests and remote entries are network-first: a stale
 *   entry would point at chunks that a newer deployment deleted.
 * - Remote chunks are content-hashed, so cache-first is safe.
 * - The offline page (anything else under /m/ without a network) is in the player's current
 *   language: the page tells the worker each language it applies (offline-language.ts).
 * - /wps calls are never cached here: they carry the player's session and money.
 * - A new worker waits until the page asks it to take over (the player accepted the update), so
 *   it never swaps code under a running game.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  APP_ROUTE_PATTERN,
  OFFLINE_URL,
  SHELL_URL,
  isHashedRemoteAsset,
  isReleasedEntryOrManifest,
  isRemoteEntryOrManifest,
} from './sw-routes';
import { withFreshNonce } from './fresh-nonce';
import { answerNavigation } from './navigation';
import { markedResponse } from './offline-copy';
import { OFFLINE_PAGE_CACHE, refreshOfflinePage, requestedLanguage } from './offline-language';
import './push/fcm-push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(({ url }) => url.pathname.startsWith('/wps/'), new NetworkOnly());

registerRoute(
  // The site's own, and a released version's on the release bucket (issue 38: offline too).
  ({ url }) => (url.origin === self.location.origin && isRemoteEntryOrManifest(url.pathname)) || isReleasedEntryOrManifest(url.pathname),
  new NetworkFirst({ cacheName: 'm-federation', networkTimeoutSeconds: 5 }),
);

registerRoute(
  ({ url }) => isHashedRemoteAsset(url.pathname),
  new CacheFirst({ cacheName: 'm-remote-chunks', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })] }),
);

// Every app route: the server's page, else the precached shell page; anything else under /m/ goes to the network.
registerRoute(
  new NavigationRoute(
    ({ event, request }) =>
      answerNavigation({
        // The navigation preload (enabled on activation) has been under way since the browser
        // decided to navigate, while the worker was still starting.
        network: async () => ((await (event as FetchEvent).preloadResponse) as Response | undefined) ?? fetch(request),
        offlineCopy: async () => {
          const cached = await matchPrecache(SHELL_URL);
          return cached ? withFreshNonce(await markedResponse(cached)) : undefined;
        },
      }),
    { allowlist: [APP_ROUTE_PATTERN] },
  ),
);
// Any other page under /m/ comes from the network; a route of its own makes a failed fetch reach
// the catch handler below (the offline page) instead of the browser's own error page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.pathname.startsWith('/m/'),
  new NetworkOnly(),
);

/** The offline page in the player's language when the page told us one (offline-language.ts), else the precached copy. */
async function offlinePage(): Promise<Response | undefined> {
  const followed = await (await caches.open(OFFLINE_PAGE_CACHE)).match(OFFLINE_URL, { ignoreVary: true });
  return followed ?? (await caches.match(OFFLINE_URL, { ignoreSearch: true }));
}

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const offline = await offlinePage();
    if (offline) return offline;
  }
  return Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  const language = requestedLanguage(event.data);
  if (language)
    event.waitUntil(
      refreshOfflinePage(language, {
        current: offlinePage,
        fetchPage: (url) => fetch(url, { cache: 'no-store', credentials: 'same-origin' }),
        keep: async (response) => (await caches.open(OFFLINE_PAGE_CACHE)).put(OFFLINE_URL, response),
      }),
    );
});

self.addEventListener('activate', (event) => {
  // Navigations go to the network first: the browser starts that request while the worker boots.
  const preload = self.registration.navigationPreload?.enable();
  // A new build's precached offline page (its template, the merchant's theme) replaces the
  // followed copy; the page tells this worker its language again and it follows from there.
  event.waitUntil(Promise.all([self.clients.claim(), preload, caches.delete(OFFLINE_PAGE_CACHE)]));
});
