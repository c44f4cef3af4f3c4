/**
 * Whether the page runs as an app, decided one way for the server and every bundle (issue 35,
 * item 6; it was decided three times, with different answers):
 * - the operator's native app names itself in its web view's user agent, `MApp/<version>` (a
 *   link cannot set it; the server trusts only this), and opens the site with `inApp` in the
 *   query, which the page keeps for the tab under `m_inApp` (the shell's navigation may drop it);
 * - the home-screen app is the manifest's display mode (standalone, fullscreen or minimal-ui: an
 *   installed app whatever its chrome) or Safari's own flag for a web clip (`navigator.standalone`).
 * Pure: the browser's parts are passed in.
 */

/** The native app's user-agent marker, with its version. */
export const NATIVE_APP_UA = /\bMApp\/(\d+(?:\.\d+)*)/;
/** Where a tab keeps what the native app's launch said (`{ inApp, version }`). */
export const IN_APP_STORAGE_KEY = 'm_inApp';
/** The display modes of an installed web app. */
export const APP_DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui'] as const;

export function isNativeAppUserAgent(userAgent: string | null | undefined): boolean {
  return NATIVE_APP_UA.test(userAgent ?? '');
}

/** The native app's version from its user agent ("2.5.0"), or null. */
export function nativeAppUserAgentVersion(userAgent: string | null | undefined): string | null {
  return NATIVE_APP_UA.exec(userAgent ?? '')?.[1] ?? null;
}

/** `inApp=0`, `false`, `no`, `off` turn it off; any other value (or none: `?inApp`) on. */
export function inAppParamOn(value: string | null): boolean {
  return value !== null && !/^(?:0|false|no|off)$/i.test(value.trim());
}

/** The `inApp` the tab keeps, from its stored JSON; a broken entry counts as none. */
export function storedInApp(raw: string | null | undefined): { inApp: boolean; version: string | null } | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { inApp?: unknown; version?: unknown };
    return { inApp: stored.inApp === true, version: typeof stored.version === 'string' ? stored.version : null };
  } catch {
    return null;
  }
}

/** Inside the native app: its user agent, else this visit's `inApp`, else what the tab kept. */
export function isInNativeApp(input: { userAgent: string; search: string; stored: string | null | undefined }): boolean {
  if (isNativeAppUserAgent(input.userAgent)) return true;
  const params = new URLSearchParams(input.search);
  return params.has('inApp') ? inAppParamOn(params.get('inApp')) : storedInApp(input.stored)?.inApp === true;
}

export interface DisplayModeWindow {
  matchMedia?: (query: string) => { matches: boolean };
  navigator: { standalone?: boolean };
}

/** The page runs as a home-screen app (any installed display mode, or an iOS web clip). */
export function isHomeScreenApp(win: DisplayModeWindow): boolean {
  if (win.navigator.standalone === true) return true;
  const query = win.matchMedia?.bind(win);
  if (!query) return false;
  try {
    return APP_DISPLAY_MODES.some((mode) => query(`(display-mode: ${mode})`).matches);
  } catch {
    return false; // a broken matchMedia (old web views) means a plain browser tab
  }
}
