/**
 * A local stand-in for Firebase Cloud Messaging's servers, which these machines cannot reach.
 * The page runs the real FCM web SDK; only its HTTP calls to Google are answered here, with the
 * response shapes of the real APIs:
 * - Firebase Installations: POST /v1/projects/{project}/installations and
 *   POST .../installations/{fid}/authTokens:generate;
 * - FCM registrations: POST /v1/projects/{project}/registrations → {token}, PATCH/DELETE on a token.
 * The browser's push service (PushManager.subscribe) is replaced by a subscription of the same
 * shape, since headless Chromium has no connection to a push service.
 */
import type { BrowserContext } from '@playwright/test';

export interface FcmStandIn {
  /** Registration tokens the stand-in issued, in order. */
  issued: string[];
  /** Bodies of the registration requests (what the SDK sent for the browser's subscription). */
  registrations: Array<{ web: { endpoint: string; auth: string; p256dh: string; applicationPubKey?: string } }>;
  deleted: string[];
  installations: number;
}

export async function installFcmStandIn(context: BrowserContext): Promise<FcmStandIn> {
  const record: FcmStandIn = { issued: [], registrations: [], deleted: [], installations: 0 };
  const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

  await context.route('https://firebaseinstallations.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    const project = /\/projects\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'project';
    if (url.pathname.endsWith('/authTokens:generate')) {
      await route.fulfill(json({ token: `stand-in-auth-${Date.now()}`, expiresIn: '604800s' }));
      return;
    }
    if (route.request().method() === 'POST' && url.pathname.endsWith('/installations')) {
      record.installations += 1;
      const { fid } = route.request().postDataJSON() as { fid: string };
      await route.fulfill(
        json({
          name: `projects/${project}/installations/${fid}`,
          fid,
          refreshToken: `stand-in-refresh-${fid}`,
          authToken: { token: `stand-in-auth-${fid}`, expiresIn: '604800s' },
        }),
      );
      return;
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });

  await context.route('https://fcmregistrations.googleapis.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const tokenInPath = /\/registrations\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method() === 'POST') {
      record.registrations.push(request.postDataJSON() as FcmStandIn['registrations'][number]);
      const token = `stand-in-fcm-token-${record.issued.length + 1}-${'x'.repeat(120)}`;
      record.issued.push(token);
      await route.fulfill(json({ token }));
    } else if (request.method() === 'PATCH' && tokenInPath) {
      await route.fulfill(json({ token: tokenInPath }));
    } else if (request.method() === 'DELETE' && tokenInPath) {
      record.deleted.push(tokenInPath);
      await route.fulfill(json({}));
    } else {
      await route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 404, message: 'not found', status: 'NOT_FOUND' } }),
      });
    }
  });

  // The browser's push subscription, kept per origin like the real one (it survives reloads).
  await context.addInitScript(() => {
    const KEY = '__pushStandInSubscription';
    const bytes = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)));
    type Stored = { endpoint: string; p256dh: number[]; auth: number[] };
    const read = (): Stored | null => {
      try {
        return JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
      } catch {
        return null;
      }
    };
    const toSubscription = (stored: Stored, options: PushSubscriptionOptionsInit | undefined): PushSubscription => {
      const subscription = Object.create(PushSubscription.prototype) as PushSubscription;
      const keys: Record<string, ArrayBuffer> = { p256dh: new Uint8Array(stored.p256dh).buffer, auth: new Uint8Array(stored.auth).buffer };
      Object.defineProperties(subscription, {
        endpoint: { value: stored.endpoint },
        expirationTime: { value: null },
        options: { value: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null } },
        getKey: { value: (name: string) => keys[name] ?? null },
        toJSON: { value: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: {} }) },
        unsubscribe: {
          value: async () => {
            localStorage.removeItem(KEY);
            return true;
          },
        },
      });
      return subscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      let stored = read();
      if (!stored) {
        stored = { endpoint: `https://fcm.googleapis.com/fcm/send/stand-in-${Date.now()}`, p256dh: [4, ...bytes(64)], auth: bytes(16) };
        localStorage.setItem(KEY, JSON.stringify(stored));
      }
      return toSubscription(stored, options);
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const stored = read();
      return stored ? toSubscription(stored, undefined) : null;
    };
  });
  return record;
}
