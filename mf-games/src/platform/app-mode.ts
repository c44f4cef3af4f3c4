/**
 * Whether the page runs inside the operator's native app or as the home-screen app: STARTGAMEINAPP3
 * lets games start only there (SPEC 4). The native app says so in its user agent (`MApp/<v>`) or
 * with `inApp` in the query, which mf-pwa keeps for the tab under `m_inApp`; the home-screen app
 * by its display mode (standalone or full screen; Safari's `navigator.standalone`). `homescreen`
 * in the URL is a tracking mark, not a display mode: typed into a browser tab it must not start
 * an app-only game (issue 27). Each launch request says which app it comes from (`appMode`) and
 * the server refuses an app-only game without it.
 */
import { safeSession } from '@m/shared';

const NATIVE_UA = /\bMApp\/\d/;
const IN_APP_STORAGE_KEY = 'm_inApp';

export interface AppModeInput {
  userAgent: string;
  search: string;
  storedInApp: string | null;
  standaloneDisplay: boolean;
}

const truthy = (value: string | null) => value !== null && !/^(?:0|false|no|off)$/i.test(value.trim());

export function appMode(input: AppModeInput): { inApp: boolean; homeScreen: boolean } {
  const params = new URLSearchParams(input.search);
  let stored = false;
  try {
    stored = input.storedInApp !== null && (JSON.parse(input.storedInApp) as { inApp?: boolean }).inApp === true;
  } catch {
    stored = false;
  }
  const inApp = NATIVE_UA.test(input.userAgent) || (params.has('inApp') ? truthy(params.get('inApp')) : stored);
  const homeScreen = input.standaloneDisplay;
  return { inApp, homeScreen };
}

/** SPEC 4: with STARTGAMEINAPP3 on, a launch outside both apps is refused. */
export function launchRefusedOutsideApp(flagOn: boolean, mode: { inApp: boolean; homeScreen: boolean }): boolean {
  return flagOn && !mode.inApp && !mode.homeScreen;
}

export type LaunchAppMode = 'native' | 'homescreen';

/** What a launch request tells the server about the app it comes from (nothing from a browser tab). */
export function launchAppMode(mode: { inApp: boolean; homeScreen: boolean }): LaunchAppMode | undefined {
  if (mode.inApp) return 'native';
  return mode.homeScreen ? 'homescreen' : undefined;
}

/** The current page's app mode. */
export function currentAppMode(): { inApp: boolean; homeScreen: boolean } {
  const storedInApp = safeSession.get(IN_APP_STORAGE_KEY);
  const nav = window.navigator as Navigator & { standalone?: boolean };
  let standaloneDisplay = nav.standalone === true;
  try {
    standaloneDisplay ||= ['(display-mode: standalone)', '(display-mode: fullscreen)'].some(
      (query) => window.matchMedia?.(query).matches === true,
    );
  } catch {
    // old web views without matchMedia: a plain tab
  }
  return appMode({ userAgent: nav.userAgent, search: window.location.search, storedInApp, standaloneDisplay });
}
