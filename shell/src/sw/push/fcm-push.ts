/// <reference lib="webworker" />
/**
 * Firebase Cloud Messaging inside the site's one service worker (imported by sw.ts). The page
 * subscribes with this worker's registration (mf-pwa passes it to FCM's getToken), so FCM's
 * pushes arrive here.
 */
import { parseFcmMessage } from './fcm-message';
import { handleNotificationClick, handlePush, type PushScope } from './fcm-push-handler';

declare const self: ServiceWorkerGlobalScope;

const scope = self as unknown as PushScope;

self.addEventListener('push', (event: PushEvent) => {
  const message = parseFcmMessage(event.data);
  if (!message) return;
  event.waitUntil(handlePush(scope, message));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  const data: unknown = event.notification.data;
  if (!data || typeof data !== 'object' || !('FCM_MSG' in data)) return;
  event.notification.close();
  event.waitUntil(handleNotificationClick(scope, data));
});
