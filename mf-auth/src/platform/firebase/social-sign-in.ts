/**
 * Social sign-in through Firebase (SPEC 2, 4, 7): Google and Facebook, and Google one-tap.
 * Production: Firebase's popup flow (signInWithPopup) for the buttons; one-tap takes the ID
 * token of Google Identity Services' prompt (signInWithCredential). With the Auth emulator the
 * providers' windows are its local test versions (a popup that hands back a test identity),
 * whose credential goes through signInWithCredential like a one-tap token.
 * Either way the result is a Firebase ID token for POST /wps/session/login (type firebase).
 */
import type { AuthCredential, UserCredential } from 'firebase/auth';
import type { SystemStatus } from '@m/shared';
import { firebaseAuth, type FirebaseAuthHandle } from './firebase-client';

export type SocialProvider = 'google' | 'facebook';

export const PROVIDER_IDS: Record<SocialProvider, string> = { google: 'google.com', facebook: 'facebook.com' };
const IDP_MESSAGE_TYPE = 'm-emulator-idp';
const CLOSED_GRACE_MS = 1500;

function authError(code: string, message: string): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

/** The emulator's provider window: resolves with the provider token it posts back. */
function emulatorProviderToken(origin: string, provider: SocialProvider): Promise<string> {
  return new Promise((resolve, reject) => {
    const popup = window.open(
      `${origin}/__emulators/firebase-auth/idp?provider=${encodeURIComponent(PROVIDER_IDS[provider])}`,
      'm-idp',
      'width=480,height=640',
    );
    if (!popup) {
      reject(authError('auth/popup-blocked', 'the sign-in window was blocked'));
      return;
    }
    let closedTimer: ReturnType<typeof setTimeout> | null = null;
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      if (closedTimer) clearTimeout(closedTimer);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; providerId?: unknown; token?: unknown } | null;
      if (
        event.origin !== origin ||
        data?.type !== IDP_MESSAGE_TYPE ||
        data.providerId !== PROVIDER_IDS[provider] ||
        typeof data.token !== 'string'
      )
        return;
      cleanup();
      resolve(data.token);
    };
    window.addEventListener('message', onMessage);
    // The window posts its answer and closes itself; the opener may see it closed before the
    // message is delivered. Only a window closed without an answer for a while was cancelled.
    const watch = setInterval(() => {
      if (popup.closed && closedTimer === null) {
        closedTimer = setTimeout(() => {
          cleanup();
          reject(authError('auth/popup-closed-by-user', 'the sign-in window was closed'));
        }, CLOSED_GRACE_MS);
      }
    }, 300);
  });
}

function credentialFor(handle: FirebaseAuthHandle, provider: SocialProvider, token: string): AuthCredential {
  return provider === 'google' ? handle.sdk.GoogleAuthProvider.credential(token) : handle.sdk.FacebookAuthProvider.credential(token);
}

async function idTokenOf(handle: FirebaseAuthHandle, result: UserCredential): Promise<string> {
  const token = await result.user.getIdToken();
  await handle.auth.signOut();
  return token;
}

export async function socialIdToken(status: SystemStatus, provider: SocialProvider): Promise<string> {
  const handle = await firebaseAuth(status);
  if (handle.emulatorOrigin) {
    const token = await emulatorProviderToken(handle.emulatorOrigin, provider);
    return idTokenOf(handle, await handle.sdk.signInWithCredential(handle.auth, credentialFor(handle, provider, token)));
  }
  const authProvider = provider === 'google' ? new handle.sdk.GoogleAuthProvider() : new handle.sdk.FacebookAuthProvider();
  return idTokenOf(handle, await handle.sdk.signInWithPopup(handle.auth, authProvider));
}

/** Google one-tap: the ID token Google Identity Services gave, exchanged for a Firebase one. */
export async function oneTapIdToken(status: SystemStatus, googleIdToken: string): Promise<string> {
  const handle = await firebaseAuth(status);
  return idTokenOf(handle, await handle.sdk.signInWithCredential(handle.auth, handle.sdk.GoogleAuthProvider.credential(googleIdToken)));
}
