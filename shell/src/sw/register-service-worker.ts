/**
 * Registers the service worker at /m/sw.js?env=…&merchant=… (SPEC section 2) with scope /m/,
 * after the page has loaded, is idle and its remote areas have settled, so that neither its code
 * nor its precaching competes with the first view.
 *
 * It also carries the update plumbing (SPEC section 4, "Update check"): the worker's lifecycle
 * goes on the bus as `sw.lifecycle`; mf-pwa asks for an update check (`sw.update.check`) and,
 * once the player accepted, for the waiting worker to take over (`sw.update.activate`). The
 * worker skips waiting only on {type:'SKIP_WAITING'} (sw.ts), so it never swaps code under a
 * running game by itself; the page reloads once the new worker controls it.
 */
import type { Workbox } from 'workbox-window';
import { afterLoadWhenIdle, bus, language$, type EventBus, type ServiceWorkerPhase } from '@m/shared';
import { whenNoSlotLoading } from '../federation/slot-activity';
import { offlineLanguageMessage } from './offline-language';

let workbox: Workbox | null = null;

export function serviceWorkerUrl(env: string, merchant: string): string {
  const params = new URLSearchParams({ env, merchant });
  return `/m/sw.js?${params.toString()}`;
}

/** Schedules the registration; returns the function that cancels it if it has not started. */
export function registerServiceWorker(merchant: string): () => void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return () => {};
  const env = document.documentElement.dataset.env ?? 'production';
  const register = () => {
    // workbox-window (about 2 KB gzip) is fetched only now: nothing in the first view needs it
    // (issue 17: what the first view does not need, loaded after it).
    import(/* webpackChunkName: "workbox-window" */ 'workbox-window')
      .then(({ Workbox: WorkboxClass }) => {
        workbox = new WorkboxClass(serviceWorkerUrl(env, merchant), { scope: '/m/' });
        return workbox.register();
      })
      .then((registration) => {
        if (registration) connectLifecycle(registration, navigator.serviceWorker, bus, () => window.location.reload());
        followOfflineLanguage(navigator.serviceWorker, language$);
      })
      .catch((error: unknown) => {
        console.error('[sw] registration failed', error);
        bus.publish('sw.lifecycle', { phase: 'failed', isUpdate: false });
      });
  };
  // Once the route's remote areas have settled, after the load event and idle time, as mf-pwa's
  // page-wide services do: the worker's install precaches the whole shell, which must not compete
  // with the first view on a slow network.
  let cancelIdle = () => {};
  const cancelWait = whenNoSlotLoading(() => {
    cancelIdle = afterLoadWhenIdle(register);
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}

/**
 * Tells the active worker the language in use, now and at every change, so that its offline page
 * is in the player's current language (offline-language.ts). Returns the unsubscribe.
 */
export function followOfflineLanguage(
  container: { readonly ready: Promise<{ readonly active: Pick<ServiceWorker, 'postMessage'> | null }> },
  languages: { subscribe(next: (language: string) => void): { unsubscribe(): void } },
): () => void {
  let told: string | null = null;
  const subscription = languages.subscribe((language) => {
    if (language === told) return;
    told = language;
    void container.ready.then((registration) => registration.active?.postMessage(offlineLanguageMessage(language)));
  });
  return () => subscription.unsubscribe();
}

/**
 * Waits before each new attempt when the browser could not fetch the worker's script. Such
 * failures are passing trouble ("An unknown error occurred when fetching the script", seen on
 * flaky mobile networks and on a loaded machine, where Chromium sat on the fetch for about 30 s
 * without sending it), and one lost check would leave an open tab on the old version until the
 * next scheduled check.
 */
export const UPDATE_RETRY_DELAYS_MS = [1_000, 4_000];
/** A check that has not settled by then counts as failed, and the next attempt starts. */
export const UPDATE_ATTEMPT_TIMEOUT_MS = 15_000;

/** `registration.update()`, tried again after each of `UPDATE_RETRY_DELAYS_MS` when it fails. */
export async function updateWithRetries(registration: Pick<ServiceWorkerRegistration, 'update'>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await settlesWithin(registration.update(), UPDATE_ATTEMPT_TIMEOUT_MS);
      return;
    } catch (error) {
      const delay = UPDATE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}

/**
 * After the player accepted, the page reloads once the new worker controls it. Chromium activates
 * the waiting worker only when the old one has no event in flight, and on a busy page that was
 * seen to take over 45 s: the Refresh tap seemed to do nothing. A reload by then ends the old
 * worker's events, and the navigation waits for the new worker.
 */
export const ACTIVATION_RELOAD_FALLBACK_MS = 10_000;

/** What `connectLifecycle` needs of `navigator.serviceWorker` (a fake in unit tests). */
export interface ServiceWorkerContainerLike {
  readonly controller: ServiceWorker | null;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Publishes the registration's lifecycle and answers mf-pwa's requests. Uses the registration's
 * own events rather than workbox-window's, which treat an update found more than a minute after
 * registering as "external" and stop reporting later ones: an open tab must see every update.
 * Returns a function that disconnects the bus handlers.
 */
export function connectLifecycle(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainerLike,
  events: EventBus,
  reload: () => void,
): () => void {
  // A worker that installs while another one controls the page is an update.
  const publish = (phase: ServiceWorkerPhase) => events.publish('sw.lifecycle', { phase, isUpdate: container.controller !== null });
  let activationRequested = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const follow = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        publish('installed');
        if (registration.waiting === worker) publish('waiting');
      } else if (worker.state === 'activated') publish('activated');
      else if (worker.state === 'redundant') publish('redundant');
    });
  };

  publish('registered');
  if (registration.installing) follow(registration.installing);
  // Already waiting before this page loaded (an earlier tab found it): report it now.
  if (registration.waiting) publish('waiting');
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  container.addEventListener('controllerchange', () => {
    events.publish('sw.lifecycle', { phase: 'controlling', isUpdate: activationRequested });
    // Only the player's acceptance reloads: a first install (clients.claim) must not.
    if (activationRequested) {
      clearTimeout(fallback);
      reload();
    }
  });

  const checks = events.on('sw.update.check').subscribe(() => {
    updateWithRetries(registration).catch((error: unknown) => console.warn('[sw] update check failed', error));
  });
  /** `checkedAgain`: this acceptance has already asked for one more check (below). */
  const activate = (checkedAgain = false) => {
    const waiting = registration.waiting;
    if (waiting) {
      activationRequested = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
      clearTimeout(fallback);
      fallback = setTimeout(reload, ACTIVATION_RELOAD_FALLBACK_MS);
      return;
    }
    const installing = registration.installing;
    if (installing) {
      // Accepted before the new worker finished installing: swap as soon as it can.
      const onState = () => {
        if (installing.state === 'installing') return;
        installing.removeEventListener('statechange', onState);
        if (installing.state === 'installed') activate();
        else if (installing.state === 'redundant') reload();
      };
      installing.addEventListener('statechange', onState);
      return;
    }
    // No new worker yet. The dialog is offered as soon as the server's lists change, while the
    // check it asked for may still be fetching the worker's script: a quick tap reloaded into the
    // old version. Ask once more (the browser joins a check under way) and swap what it finds;
    // reload at once only if there is nothing (only the server's lists changed, or the worker
    // already took over).
    if (checkedAgain) {
      reload();
      return;
    }
    updateWithRetries(registration).then(
      () => activate(true),
      () => reload(),
    );
  };
  const activations = events.on('sw.update.activate').subscribe(() => activate());
  return () => {
    clearTimeout(fallback);
    checks.unsubscribe();
    activations.unsubscribe();
  };
}
