/**
 * Developer labels (a bundle's name and version at the foot of a page, a chat desk's provider
 * code, the account type) are for operators and support, not players (issue 27). They show only
 * in a tab opened with `?debug=1`, for the rest of that tab's session, across navigation
 * (`?debug=0` ends it). Operators still read the versions off `data-version` and
 * `data-remote-version` attributes, which stay.
 *
 * The server draws public pages without the labels: it cannot know the tab's session. Hydration
 * reads the same (`useDebugMode` answers false while React hydrates, like useHydrated), and the
 * labels appear in the render after it, so the server's HTML and the first browser render match.
 */
import { useSyncExternalStore } from 'react';
import { safeSession, type SafeStorage } from '../util/safe-storage';

const DEBUG_KEY = 'm_debug';

/** Called by the shell before the first render: `?debug=1` starts the tab's debug session, `?debug=0` ends it. */
export function rememberDebugFlag(search: string, storage: SafeStorage = safeSession): void {
  const value = new URLSearchParams(search).get('debug');
  if (value === '1' || value === 'true') storage.set(DEBUG_KEY, '1');
  else if (value === '0' || value === 'false') storage.remove(DEBUG_KEY);
}

export function debugMode(storage: SafeStorage = safeSession): boolean {
  return storage.get(DEBUG_KEY) === '1';
}

const never = () => () => undefined;

/** Whether to show developer labels: false on the server and while hydrating, then the tab's flag. */
export function useDebugMode(): boolean {
  return useSyncExternalStore(
    never,
    () => debugMode(),
    () => false,
  );
}
