/**
 * Social sign-in inside the operator's native app (SPEC 8). Identity providers refuse their
 * web sign-in inside an app's web view, so the app signs the player in with its own SDK and
 * hands the result back to the page.
 *
 * The bridge (what the app injects):
 * - Android: `window.MAppNative` (addJavascriptInterface) with `socialLoginProviders()` — the
 *   providers it signs in natively, comma-separated (e.g. "google,facebook") — and
 *   `socialLogin(provider)`, which starts one.
 * - iOS: `window.webkit.messageHandlers.socialLogin.postMessage({ provider })`; the providers
 *   it supports are listed in `window.MAppNativeProviders` (same text form).
 * The app answers by calling `window.nativeSocialLoginCallback(result)`: a text starting with
 * `Failure` is shown to the player as it is (SPEC 8); otherwise a JSON object
 * `{"channel": "facebook", "idToken": "<Firebase ID token>"}` from the app's Firebase sign-in.
 *
 * On the Android app, Facebook, Twitter and LINE have no web fallback (their web sign-in is
 * blocked in web views): without native support the player is told `coming_soon` (SPEC 8).
 */
export type NativeProvider = 'google' | 'facebook' | 'twitter' | 'line';
export type SocialRoute = 'native' | 'web' | 'coming-soon';

export const NATIVE_CALLBACK_NAME = 'nativeSocialLoginCallback';
const NO_WEB_FALLBACK_ON_ANDROID: ReadonlySet<NativeProvider> = new Set(['facebook', 'twitter', 'line']);

export interface NativeContext {
  inApp: boolean;
  android: boolean;
  /** Providers the app's bridge signs in natively. */
  providers: ReadonlySet<string>;
}

/** How a tap on a provider's button signs the player in. */
export function socialRoute(provider: NativeProvider, context: NativeContext): SocialRoute {
  if (!context.inApp) return 'web';
  if (context.providers.has(provider)) return 'native';
  if (context.android && NO_WEB_FALLBACK_ON_ANDROID.has(provider)) return 'coming-soon';
  return 'web';
}

/** Twitter has no web sign-in here: its button exists only where the app may take it. */
export function offersTwitter(context: NativeContext): boolean {
  return context.inApp && (context.android || context.providers.has('twitter'));
}

export type NativeResult =
  { kind: 'failure'; message: string } | { kind: 'success'; channel: string; idToken: string } | { kind: 'unreadable' };

const CHANNEL_SHAPE = /^[a-z][a-z0-9.]{1,31}$/;
const TOKEN_SHAPE = /^[A-Za-z0-9._-]{20,8192}$/;

/** What the app handed back; nothing it sends is ever rendered as markup. */
export function parseNativeResult(raw: unknown): NativeResult {
  if (typeof raw !== 'string') return { kind: 'unreadable' };
  const text = raw.trim();
  if (text.startsWith('Failure')) return { kind: 'failure', message: text.slice(0, 500) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unreadable' };
  }
  const { channel, idToken } = (value ?? {}) as { channel?: unknown; idToken?: unknown };
  if (typeof channel !== 'string' || !CHANNEL_SHAPE.test(channel) || typeof idToken !== 'string' || !TOKEN_SHAPE.test(idToken))
    return { kind: 'unreadable' };
  return { kind: 'success', channel, idToken };
}

/** The list text the bridge gives, as a set of lower-case provider names. */
export function providerSet(list: unknown): ReadonlySet<string> {
  if (typeof list !== 'string') return new Set();
  return new Set(
    list
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

interface BridgeWindow {
  MAppNative?: { socialLoginProviders?: () => unknown; socialLogin?: (provider: string) => void };
  MAppNativeProviders?: unknown;
  webkit?: { messageHandlers?: { socialLogin?: { postMessage: (message: unknown) => void } } };
}

/** The providers the current app signs in natively (none outside the app or without a bridge). */
export function bridgeProviders(win: BridgeWindow): ReadonlySet<string> {
  try {
    if (typeof win.MAppNative?.socialLogin === 'function') return providerSet(win.MAppNative.socialLoginProviders?.());
    if (win.webkit?.messageHandlers?.socialLogin) return providerSet(win.MAppNativeProviders);
  } catch {
    // a bridge that throws supports nothing
  }
  return new Set();
}

/** Asks the app to sign in with `provider`; false when there is no bridge to ask. */
export function askBridge(win: BridgeWindow, provider: NativeProvider): boolean {
  if (typeof win.MAppNative?.socialLogin === 'function') {
    win.MAppNative.socialLogin(provider);
    return true;
  }
  const handler = win.webkit?.messageHandlers?.socialLogin;
  if (handler) {
    handler.postMessage({ provider });
    return true;
  }
  return false;
}
