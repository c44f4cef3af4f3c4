/**
 * Whether the page runs inside the operator's native app or as the home-screen app: STARTGAMEINAPP3
 * lets games start only there (SPEC 4). The native app says so in its user agent (`MApp/<v>`) or
 * with `inApp` in the query, which mf-pwa keeps for the tab under `m_inApp`; the home-screen app
 * by its display mode (standalone or full screen; Safari's `navigator.standalone`). `homescreen`
 * in the URL is a tracking mark, not a display mode: typed into a browser tab it must not start
 * an app-only game (issue 27). Each launch request says which app it comes from (`appMode`) and
 * the server refuses an app-only game without it.
 */
import { IN_APP_STORAGE_KEY, isHomeScreenApp, isInNativeApp, safeSession, type DisplayModeWindow } from '@m/shared';

export interface AppModeInput {
  userAgent: string;
  search: string;
  storedInApp: string | null;
  standaloneDisplay: boolean;
}

/** The rules are @m/shared's (contract/installed-app.ts): the same answer as mf-auth, mf-pwa and the server. */
export function appMode(input: AppModeInput): { inApp: boolean; homeScreen: boolean } {
  const inApp = isInNativeApp({ userAgent: input.userAgent, search: input.search, stored: input.storedInApp });
  return { inApp, homeScreen: input.standaloneDisplay };
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
  const standaloneDisplay = isHomeScreenApp(window as unknown as DisplayModeWindow);
  return appMode({ userAgent: window.navigator.userAgent, search: window.location.search, storedInApp, standaloneDisplay });
}
