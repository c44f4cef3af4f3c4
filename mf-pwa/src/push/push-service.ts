/**
 * The page's one PushController, wired to the browser, FCM, the API and the session:
 * sign-in (the session token becomes non-empty) binds and subscribes, sign-out unsubscribes.
 */
import { api, i18n, pairwise, sessionStore, showNotice, showToast, systemConfig } from '@m/shared';
import { createFcmClient, PushUnsupportedError, type PushClient } from './fcm-client';
import { PushController, type ResumeOutcome } from './push-controller';
import { PushStorage } from './push-storage';

const FOREGROUND_TOAST_MS = 4000;

function browserPermission(): NotificationPermission | 'unsupported' {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  const sms = systemConfig.value?.status.sms;
  // A merchant without Firebase settings offers no push.
  if (!sms?.firebase || !sms.vapidKey) return 'unsupported';
  return Notification.permission;
}

let client: Promise<PushClient> | null = null;

function loadClient(): Promise<PushClient> {
  client ??= (async () => {
    const sms = systemConfig.value?.status.sms;
    if (!sms?.firebase) throw new PushUnsupportedError('the merchant has no push settings');
    const created = await createFcmClient(sms.firebase, sms.vapidKey);
    // Messages that arrive while the player looks at the site (the worker hands them over).
    created.onForegroundMessage((message) => {
      const text = [message.title, message.body].filter(Boolean).join(' — ');
      if (text) showToast(text, FOREGROUND_TOAST_MS);
    });
    return created;
  })().catch((error: unknown) => {
    client = null; // a later tap may try again
    throw error;
  });
  return client;
}

let controller: PushController | null = null;

export function pushController(): PushController {
  controller ??= new PushController({
    storage: new PushStorage(),
    permission: browserPermission,
    requestPermission: () => Notification.requestPermission(),
    client: loadClient,
    sessionToken: () => sessionStore.token,
    bind: (registrationToken) => api.call('fcmBind', { body: { registrationToken } }),
    subscribe: (registrationToken, topic) => api.call('fcmSubscribe', { body: { registrationToken, topic } }),
    // The session is already gone when this runs; the registration token names the device.
    unsubscribe: (registrationToken) => api.call('fcmUnsubscribe', { body: { registrationToken, unsubscribeAll: true } }),
    alertDenied: () => void showNotice({ message: i18n.t('notification_request_tips', { ns: 'pwa' }) }),
    now: () => Date.now(),
  });
  return controller;
}

let syncing = false;

/**
 * Once per page: resume a granted registration and follow sign-in and sign-out. `resumed` hears
 * what the page start did ('failed' when the registration threw).
 */
export function startPushSync(resumed: (outcome: ResumeOutcome | 'failed') => void = () => undefined): void {
  if (syncing) return;
  syncing = true;
  const push = pushController();
  const log = (error: unknown) => console.warn('[push]', error);
  push.resume().then(resumed, (error: unknown) => {
    log(error);
    resumed('failed');
  });
  sessionStore.token$.pipe(pairwise()).subscribe(([previous, current]) => {
    if (!previous && current) push.signedIn().catch(log);
    else if (previous && !current) push.signedOut().catch(log);
    else if (previous && current && previous !== current) {
      // Another member signed in over the session: move the token across.
      push
        .signedOut()
        .then(() => push.signedIn())
        .catch(log);
    }
  });
}
