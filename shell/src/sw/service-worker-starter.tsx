/**
 * Registers the service worker once the first view has committed: rendered after the app, its
 * effect runs after the app's own (so the route's remote areas have begun loading), and
 * registerServiceWorker then waits for those areas to settle, the load event and idle time.
 */
import { useEffect } from 'react';
import { registerServiceWorker } from './register-service-worker';

export function ServiceWorkerStarter({ merchant }: { merchant: string }) {
  useEffect(() => registerServiceWorker(merchant), [merchant]);
  return null;
}
