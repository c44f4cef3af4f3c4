/**
 * Whether the page runs inside the operator's native app, and which version of it.
 *
 * The app opens the site with `inApp` in the query (SPEC section 2), which the page keeps for the
 * rest of the tab's life (the shell's navigation may drop it), and identifies itself in the user
 * agent as `MApp/<version>`; `appVersion` in the query also names the version.
 */
import { parseVersion, type Version } from './version';

export const IN_APP_STORAGE_KEY = 'm_inApp';
const NATIVE_UA = /\bMApp\/(\d+(?:\.\d+)*)/;

export interface NativeApp {
  inApp: boolean;
  version: Version | null;
}

function truthy(value: string | null): boolean {
  return value !== null && !/^(?:0|false|no|off)$/i.test(value.trim());
}

export function detectNativeApp(search: string, userAgent: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): NativeApp {
  const params = new URLSearchParams(search);
  let stored: { inApp: boolean; version: string | null } | null = null;
  try {
    const raw = storage?.getItem(IN_APP_STORAGE_KEY);
    if (raw) stored = JSON.parse(raw) as { inApp: boolean; version: string | null };
  } catch {
    stored = null; // a broken entry counts as none
  }
  const ua = NATIVE_UA.exec(userAgent)?.[1] ?? null;
  const queryVersion = params.get('appVersion');
  const fromQuery = params.has('inApp') ? truthy(params.get('inApp')) : null;
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
