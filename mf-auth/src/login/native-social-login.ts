/**
 * Social sign-in through the native app's bridge (SPEC 8, see platform/native/native-social.ts):
 * the button asks the app, the app calls `window.nativeSocialLoginCallback(result)` back; a
 * `Failure…` result is shown in an alert as the app wrote it, a Firebase identity signs in like
 * a web social sign-in (type firebase), anything else is a plain "did not finish" message.
 */
import { i18n, showNotice, tracking } from '@m/shared';
import { currentEnvironment, isNativeApp } from '../platform/device/run-mode';
import {
  askBridge,
  bridgeProviders,
  NATIVE_CALLBACK_NAME,
  parseNativeResult,
  type NativeContext,
  type NativeProvider,
} from '../platform/native/native-social';
import { login, type LoginOutcome } from './login-service';

type CallbackWindow = Window & Record<typeof NATIVE_CALLBACK_NAME, ((result: unknown) => void) | undefined>;

/** Where this page runs, for the social buttons. */
export function nativeContext(): NativeContext {
  const env = currentEnvironment(tracking.isInApp());
  const inApp = isNativeApp(env);
  return { inApp, android: /Android/i.test(env.userAgent), providers: inApp ? bridgeProviders(window as never) : new Set() };
}

/** What the page does with the app's answer. */
export async function receiveNativeResult(raw: unknown): Promise<LoginOutcome | null> {
  const t = i18n.getFixedT(null, 'auth');
  const result = parseNativeResult(raw);
  if (result.kind === 'failure') {
    await showNotice({ message: result.message });
    return { status: 'failed', message: result.message };
  }
  if (result.kind === 'unreadable') {
    const message = t('native_login_failed');
    await showNotice({ message });
    return { status: 'failed', message };
  }
  const outcome = await login({ kind: 'firebase', channel: result.channel, idToken: result.idToken });
  if (outcome.status === 'failed') await showNotice({ message: outcome.message });
  return outcome;
}

/**
 * The global the app calls; set once, kept for the page's life (the app may answer after a
 * dialog closed). It returns at once: the app's web view call must not wait for the alert.
 */
export function installNativeCallback(win: Window = window): void {
  const target = win as CallbackWindow;
  if (typeof target[NATIVE_CALLBACK_NAME] === 'function') return;
  target[NATIVE_CALLBACK_NAME] = (result: unknown) => {
    void receiveNativeResult(result);
  };
}

/** Starts the app's sign-in for `provider`; false when the app has no bridge to take it. */
export function startNativeSocial(provider: NativeProvider): boolean {
  installNativeCallback();
  return askBridge(window as never, provider);
}
