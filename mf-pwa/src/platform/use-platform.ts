/**
 * The platform for what a view draws (issue 36): while React hydrates the server's HTML, the
 * phone as the server saw it (a plain browser tab: no installed app, no native app flag kept in
 * the session); right after, the real one. Reading the real one on the first render drew another
 * page than the server's inside the native app or an installed app (React error 418, the area drawn
 * again). A view drawn in the browser alone gets the real one at once.
 */
import { useMemo } from 'react';
import { useHydrated } from '@m/shared';
import { readPlatform, serverDrawnPlatform, type Platform } from './platform';

export function usePlatform(): Platform {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? readPlatform() : serverDrawnPlatform()), [hydrated]);
}
