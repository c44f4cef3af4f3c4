/**
 * Beacons (the `collect` call): they must leave even while the page is closing, so they go out
 * with navigator.sendBeacon where it exists, else as a keepalive POST (which, unlike a beacon,
 * carries the standard headers).
 */

export type BeaconResult = { sent: 'beacon' } | { sent: 'keepalive'; status: number; data: string } | { sent: 'unavailable' };

export async function sendBeacon(url: string, json: string, headers: Record<string, string>, signal?: AbortSignal): Promise<BeaconResult> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (typeof nav?.sendBeacon === 'function') {
    try {
      // false means the browser's beacon queue is full: fall through to a keepalive POST.
      if (nav.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return { sent: 'beacon' };
    } catch {
      // Some browsers throw on a non-simple content type to another origin: fall through.
    }
  }
  if (typeof fetch !== 'function') return { sent: 'unavailable' };
  const response = await fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: json,
    ...(signal ? { signal } : {}),
  });
  return { sent: 'keepalive', status: response.status, data: await response.text().catch(() => '') };
}
