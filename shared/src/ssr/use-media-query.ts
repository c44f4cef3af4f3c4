/**
 * A CSS media query's answer, followed live, and safe to hydrate (issue 36): the server cannot
 * know a phone's settings, so it draws with `serverValue`; the browser hydrates with that same
 * value (React's `getServerSnapshot`) and draws the real one right after. Reading the setting on
 * the first render instead made the hydrating render differ from the server's HTML (React #418,
 * the page thrown away and drawn again). A view drawn in the browser alone gets the real value at
 * once. Every remote uses this one hook rather than its own copy.
 */
import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  // Old web views have no matchMedia; some answer null for a query they do not know.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query) ?? null;
}

export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = mediaList(query);
      if (!list || typeof list.addEventListener !== 'function') return () => undefined;
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}

/**
 * The player asked for less motion (prefers-reduced-motion). The server and the hydrating render
 * say no; anything that moves must start moving after mounting anyway, so nothing moves before
 * the real answer is in.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
