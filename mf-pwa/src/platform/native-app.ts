/**
 * Whether the page runs inside the operator's native app, and which version of it.
 *
 * The app opens the site with `inApp` in the query (SPEC section 2), which the page keeps for the
 * rest of the tab's life (the shell's navigation may drop it), and identifies itself in the user
 * agent as `MApp/<version>`; `appVersion` in the query also names the version. The rules are
 * @m/shared's (contract/installed-app.ts), the same for mf-auth, mf-games and the server; mf-pwa
 * is the one that keeps the launch's answer for the tab.
 */
import { IN_APP_STORAGE_KEY, inAppParamOn, nativeAppUserAgentVersion, storedInApp } from '@m/shared';
import { parseVersion, type Version } from './version';

export { IN_APP_STORAGE_KEY };

export interface NativeApp {
  inApp: boolean;
  version: Version | null;
}

export function detectNativeApp(search: string, userAgent: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): NativeApp {
  const params = new URLSearchParams(search);
  let raw: string | null = null;
  try {
    raw = storage?.getItem(IN_APP_STORAGE_KEY) ?? null;
  } catch {
    raw = null; // storage disabled: only this visit counts
  }
  const stored = storedInApp(raw);
  const ua = nativeAppUserAgentVersion(userAgent);
  const queryVersion = params.get('appVersion');
  const fromQuery = params.has('inApp') ? inAppParamOn(params.get('inApp')) : null;
  const inApp = ua !== null || (fromQuery ?? stored?.inApp === true);
  const versionText = ua ?? queryVersion ?? (fromQuery === null ? (stored?.version ?? null) : null);
  if (fromQuery !== null || queryVersion !== null) {
    try {
      storage?.setItem(IN_APP_STORAGE_KEY, JSON.stringify({ inApp, version: versionText }));
    } catch {
      // storage full or disabled: detection still works for this page
    }
  }
  return { inApp, version: inApp ? parseVersion(versionText) : null };
}
