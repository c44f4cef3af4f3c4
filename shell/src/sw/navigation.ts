/**
 * How the service worker answers a navigation to an app route: the server's page first (it carries
 * the merchant's current theme and registry, and soon the server-rendered first view), the
 * precached copy when the network fails, answers with a server error, or is too slow.
 *
 * Why 3 s: on the slow 4G the project measures against (150 ms RTT, 1.6 Mbps) the page arrives in
 * well under a second, and a server that renders it has a budget of a fraction of a second; a
 * network still silent after 3 s is "lie-fi" (connected but not carrying), where waiting longer
 * only keeps the player on a white screen. The copy then paints at once and the app's own calls
 * keep trying the network. Much shorter would hand the old copy to players on a merely slow
 * connection; workbox's offline recipes use the same 3 s.
 */
export const NAVIGATION_NETWORK_TIMEOUT_MS = 3000;

export interface NavigationSources {
  /** The server's answer (the navigation preload's, or a fetch). */
  network: () => Promise<Response>;
  /** The precached page, marked as the copy (offline-copy.ts); undefined if it is not cached. */
  offlineCopy: () => Promise<Response | undefined>;
  timeoutMs?: number;
}

/** A gateway or server error: the precached app (which explains what is missing) is more use than an error page. */
export function serverFailed(response: Response): boolean {
  return response.status >= 500;
}

/**
 * The network's page if it answers within the timeout without a server error; else the copy.
 * With no copy cached, whatever the network gives (waiting past the timeout); with neither, the
 * network's error, which the worker's catch handler turns into the offline page.
 */
export async function answerNavigation({
  network,
  offlineCopy,
  timeoutMs = NAVIGATION_NETWORK_TIMEOUT_MS,
}: NavigationSources): Promise<Response> {
  const fromNetwork = network();
  // Settled either way, so that a network failure after the timeout is no unhandled rejection.
  fromNetwork.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const first = await Promise.race([fromNetwork, timedOut]);
    if (first !== 'timeout' && !serverFailed(first)) return first;
  } catch {
    // No network: the copy below.
  } finally {
    clearTimeout(timer);
  }
  const copy = await offlineCopy();
  if (copy) return copy;
  return fromNetwork;
}
