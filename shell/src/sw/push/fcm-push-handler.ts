/**
 * What the service worker does with a push from Firebase Cloud Messaging, following FCM's own
 * service-worker protocol so that the page's FCM SDK (`onMessage`) works unchanged:
 * - a page of the site is visible: the message goes to the pages (foreground message);
 * - otherwise: a notification is shown; a click focuses an open page or opens the link.
 *
 * Why not `firebase/messaging/sw`: it must be initialised with the merchant's Firebase config at
 * the worker's first evaluation (push listeners cannot be added later), and that config is only
 * known from /wps/system/status at run time; the protocol below is all the worker needs.
 */
import { FCM_MSG, notificationFor, notificationLink, type FcmMessage } from './fcm-message';

/** The parts of the service worker's global scope this code uses (a fake in unit tests). */
export interface PushScope {
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<WindowClientLike>>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
}

export interface WindowClientLike {
  url: string;
  visibilityState: DocumentVisibilityState;
  postMessage(message: unknown): void;
  focus(): Promise<WindowClientLike>;
  navigate?(url: string): Promise<WindowClientLike | null>;
}

async function windowClients(scope: PushScope): Promise<ReadonlyArray<WindowClientLike>> {
  return scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

export async function handlePush(scope: PushScope, message: FcmMessage): Promise<'forwarded' | 'shown' | 'ignored'> {
  const clients = await windowClients(scope);
  if (clients.some((client) => client.visibilityState === 'visible')) {
    const forwarded: FcmMessage = { ...message, isFirebaseMessaging: true, messageType: 'push-received' };
    for (const client of clients) client.postMessage(forwarded);
    return 'forwarded';
  }
  const notification = notificationFor(message);
  if (!notification) return 'ignored';
  await scope.registration.showNotification(notification.title, notification.options);
  return 'shown';
}

/** Returns null when the notification is not one of FCM's (another handler may own it). */
export async function handleNotificationClick(scope: PushScope, data: unknown): Promise<WindowClientLike | null> {
  const message = (data as Record<string, unknown> | null | undefined)?.[FCM_MSG] as FcmMessage | undefined;
  if (!message) return null;
  const link = notificationLink(message, scope.location.origin);
  const clients = await windowClients(scope);
  const open =
    clients.find((client) => client.url === link) ?? clients.find((client) => client.url.startsWith(`${scope.location.origin}/m/`));
  let client: WindowClientLike | null;
  if (open) {
    client = await open.focus();
    if (client.url !== link && client.navigate) client = (await client.navigate(link)) ?? client;
  } else {
    client = await scope.clients.openWindow(link);
  }
  client?.postMessage({ ...message, isFirebaseMessaging: true, messageType: 'notification-clicked' });
  return client;
}
