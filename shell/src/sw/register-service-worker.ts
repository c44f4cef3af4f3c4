/**
 * Registers the service worker at /m/sw.js?env=…&merchant=… (SPEC section 2) with scope /m/,
 * after the page has loaded so it never competes with the first view.
 */
import { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;

export function serviceWorkerUrl(env: string, merchant: string): string {
  const params = new URLSearchParams({ env, merchant });
  return `/m/sw.js?${params.toString()}`;
}

export function registerServiceWorker(merchant: string): Workbox | null {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  const env = document.documentElement.dataset.env ?? 'production';
  workbox = new Workbox(serviceWorkerUrl(env, merchant), { scope: '/m/' });
  const register = () => {
    workbox?.register().catch((error: unknown) => console.error('[sw] registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return workbox;
}

/** The registered worker's controller (mf-pwa uses it for updates and push). */
export function getWorkbox(): Workbox | null {
  return workbox;
}
