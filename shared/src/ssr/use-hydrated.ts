/**
 * False while React draws on the server and while it hydrates that HTML; true from then on, and at
 * once for a view drawn in the browser (issue 23). A form drawn on the server shows at once but
 * can do nothing until its code is in: it stays disabled until then, so that nothing a player
 * types or taps before is lost or sent the browser's way (a native submit).
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
