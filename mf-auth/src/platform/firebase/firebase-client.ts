/**
 * The real firebase modular SDK, loaded only when an SMS or social sign-in starts (never in the
 * first view of mf-auth). When the merchant's settings name an Auth emulator
 * (`sms.firebase.authEmulatorUrl`, development and tests), the SDK talks to it instead of
 * Google: `connectAuthEmulator(auth, <origin>)`.
 *
 * The site's session is the merchant's token, not Firebase's: Firebase keeps nothing
 * (in-memory persistence) and is signed out once its ID token is handed to the server.
 */
import type { Auth } from 'firebase/auth';
import type { SystemStatus } from '@m/shared';

export type AuthSdk = typeof import('firebase/auth');

export interface FirebaseAuthHandle {
  auth: Auth;
  sdk: AuthSdk;
  /** The emulator's origin when the SDK talks to one. */
  emulatorOrigin: string | null;
}

const APP_NAME = 'mf-auth';
let handle: Promise<FirebaseAuthHandle> | null = null;

export class FirebaseUnavailable extends Error {
  readonly code = 'auth/operation-not-allowed';
}

export function emulatorOriginOf(url: string | undefined, pageOrigin: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, pageOrigin).origin;
  } catch {
    return null;
  }
}

export function firebaseAuth(status: SystemStatus): Promise<FirebaseAuthHandle> {
  const settings = status.sms.firebase;
  if (!settings) return Promise.reject(new FirebaseUnavailable('Firebase is not configured for this merchant'));
  if (!handle) {
    handle = (async () => {
      const [{ initializeApp, getApps }, sdk] = await Promise.all([
        import(/* webpackChunkName: "firebase-app" */ 'firebase/app'),
        import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
      ]);
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
      const emulatorOrigin = emulatorOriginOf(settings.authEmulatorUrl, window.location.origin);
      const auth = sdk.initializeAuth(app, {
        persistence: sdk.inMemoryPersistence,
        ...(emulatorOrigin ? {} : { popupRedirectResolver: sdk.browserPopupRedirectResolver }),
      });
      if (emulatorOrigin) sdk.connectAuthEmulator(auth, emulatorOrigin, { disableWarnings: true });
      auth.useDeviceLanguage();
      return { auth, sdk, emulatorOrigin };
    })();
    handle.catch(() => {
      handle = null; // a failed chunk load may be tried again
    });
  }
  return handle;
}
