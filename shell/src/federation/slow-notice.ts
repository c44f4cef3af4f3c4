/**
 * SPEC 9 "loading indicators 5-10 s": an area still loading at 5 s says so, the same words in
 * every remote's slot as on the splash (loading_slow); the slot's own bound (the registry's load
 * timeout) then turns it into the fallback with Retry.
 */
import { useEffect, useState } from 'react';
import { LOADING_SLOW_NOTICE_MS } from '@m/shared';

/** True once `loading` has lasted `delayMs`; false again as soon as it stops (or starts over). */
export function useSlowNotice(loading: boolean, delayMs = LOADING_SLOW_NOTICE_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- each loading spell starts without the notice
    setSlow(false);
    if (!loading) return undefined;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading, delayMs]);
  return slow;
}
