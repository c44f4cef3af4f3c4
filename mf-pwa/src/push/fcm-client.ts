/**
 * The real adapter to Firebase Cloud Messaging. The SDK (firebase/app + firebase/messaging) is
 * loaded only here, on first use, so players who never use push never download it. The token is
 * tied to the shell's one service worker at /m/ (its push handler is shell/src/sw/push).
 */
import type { FirebaseSettings } from '@m/shared';

export interface ForegroundMessage {
  title?: string;
  body?: string;
  link?: string;
}

export interface PushClient {
  /** FCM's registration token for this browser (creates the push subscription if needed). */
  getToken(): Promise<string>;
  deleteToken(): Promise<void>;
  onForegroundMessage(listener: (message: ForegroundMessage) => void): () => void;
}

export class PushUnsupportedError extends Error {
  constructor(reason: string) {
    super(`push is not available: ${reason}`);
    this.name = 'PushUnsupportedError';
  }
}

const APP_NAME = 'm-push';
const WORKER_WAIT_MS = 10_000;

/** The shell's registration at /m/, once its worker is active. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) throw new PushUnsupportedError('no service worker support');
  const registration = await navigator.serviceWorker.getRegistration('/m/');
  if (!registration) throw new PushUnsupportedError('the site has no service worker');
  if (registration.active) return registration;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new PushUnsupportedError('the service worker did not start')), WORKER_WAIT_MS),
    ),
  ]);
}

export async function createFcmClient(settings: FirebaseSettings, vapidKey: string): Promise<PushClient> {
  if (!settings.apiKey || !settings.projectId || !settings.appId || !settings.messagingSenderId || !vapidKey) {
    throw new PushUnsupportedError('the merchant has no push settings');
  }
  const [{ initializeApp, getApps }, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  if (!(await messaging.isSupported())) throw new PushUnsupportedError('this browser cannot receive push messages');
  const registration = await activeRegistration();
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp(
      {
        apiKey: settings.apiKey,
        authDomain: settings.authDomain,
        projectId: settings.projectId,
        appId: settings.appId,
        messagingSenderId: settings.messagingSenderId,
      },
      APP_NAME,
    );
  const instance = messaging.getMessaging(app);
  return {
    getToken: () => messaging.getToken(instance, { vapidKey, serviceWorkerRegistration: registration }),
    deleteToken: async () => {
      await messaging.deleteToken(instance);
    },
    onForegroundMessage: (listener) =>
      messaging.onMessage(instance, (payload) =>
        listener({ title: payload.notification?.title, body: payload.notification?.body, link: payload.fcmOptions?.link }),
      ),
  };
}
