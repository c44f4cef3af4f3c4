/**
 * Firebase Cloud Messaging's web push payload, as FCM delivers it to the service worker and as
 * the page's FCM SDK (`onMessage`) expects to receive it from the worker. The field names are
 * FCM's wire format (snake_case included); see @firebase/messaging `MessagePayloadInternal`.
 */
export interface FcmNotification {
  title?: string;
  body?: string;
  image?: string;
  icon?: string;
  badge?: string;
  tag?: string;
  /** Legacy spelling of `fcmOptions.link`. */
  click_action?: string;
}

export interface FcmMessage {
  from?: string;
  collapse_key?: string;
  fcmMessageId?: string;
  notification?: FcmNotification;
  data?: Record<string, string>;
  fcmOptions?: { link?: string; analytics_label?: string };
  /** Set when the worker forwards the message to a page: the SDK ignores anything else. */
  isFirebaseMessaging?: boolean;
  messageType?: 'push-received' | 'notification-clicked';
}

/** Key under which a shown notification keeps its FCM message (the SDK's own convention). */
export const FCM_MSG = 'FCM_MSG';

/** The push event's data as an FCM message, or null for anything that is not one. */
export function parseFcmMessage(data: { json(): unknown } | null | undefined): FcmMessage | null {
  if (!data) return null;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return null; // not JSON: not an FCM message
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const message = value as FcmMessage;
  if (message.notification !== undefined && (typeof message.notification !== 'object' || message.notification === null)) return null;
  if (message.data !== undefined && (typeof message.data !== 'object' || message.data === null)) return null;
  return message;
}

/**
 * Where a click on the notification leads: the message's link when it is on this site's origin
 * (a push must never open another site), else the home page.
 */
export function notificationLink(message: FcmMessage, origin: string): string {
  const home = `${origin}/m/home`;
  const link = message.fcmOptions?.link ?? message.notification?.click_action ?? message.data?.link;
  if (!link) return home;
  try {
    const url = new URL(link, `${origin}/m/`);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : home;
  } catch {
    return home;
  }
}

/** The notification to show for a message in the background; null when it carries nothing to show. */
export function notificationFor(message: FcmMessage): { title: string; options: NotificationOptions } | null {
  const title = message.notification?.title ?? message.data?.title;
  const body = message.notification?.body ?? message.data?.body;
  if (!title && !body) return null;
  const icon = message.notification?.icon ?? message.data?.icon;
  return {
    title: title ?? '',
    options: {
      body: body ?? '',
      ...(icon ? { icon } : {}),
      ...(message.notification?.tag ? { tag: message.notification.tag } : {}),
      data: { [FCM_MSG]: message },
    },
  };
}
