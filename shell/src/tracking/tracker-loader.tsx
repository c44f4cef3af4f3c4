/**
 * Loads the tracker once the route's remote areas have settled and the page is idle, as the
 * PWA services do (shell/src/pwa/pwa-services-slot.tsx): the ad networks never compete with the
 * first view. Placed after the routes, so their areas have started loading when this runs.
 */
import { useEffect } from 'react';
import { whenNoSlotLoading } from '../federation/slot-activity';
import { afterLoadWhenIdle } from '../startup/timers';
import { loadTracker } from './start-tracking';

export function TrackerLoader() {
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelWait = whenNoSlotLoading(() => {
      cancelIdle = afterLoadWhenIdle(loadTracker);
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, []);
  return null;
}
