/**
 * Google one-tap (SPEC 4, 9: prompt delayed 500 ms): Google Identity Services' prompt with the
 * merchant's web client id; its credential is a Google ID token. Production only: there is no
 * local version of Google's prompt, so it is not offered with the Auth emulator.
 */
import { ONE_TAP_PROMPT_DELAY_MS, type SystemStatus } from '@m/shared';

const GIS_URL = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
      }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

let script: Promise<void> | null = null;

function loadGis(): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = GIS_URL;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () => {
      script = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(element);
  });
  return script;
}

/** Shows the prompt after the delay; returns a function that cancels it. */
export function startOneTap(status: SystemStatus, onCredential: (googleIdToken: string) => void): () => void {
  const clientId = status.sms.googleWebClientId;
  if (!clientId || status.sms.firebase?.authEmulatorUrl) return () => undefined;
  let cancelled = false;
  const timer = setTimeout(() => {
    loadGis()
      .then(() => {
        const google = (window as unknown as { google?: GoogleIdentity }).google;
        if (cancelled || !google) return;
        google.accounts.id.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          callback: (response) => response.credential && onCredential(response.credential),
        });
        google.accounts.id.prompt();
      })
      .catch(() => undefined);
  }, ONE_TAP_PROMPT_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    (window as unknown as { google?: GoogleIdentity }).google?.accounts.id.cancel();
  };
}
