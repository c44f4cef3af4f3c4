/**
 * Loads the tracker and the performance reporter once the route's remote areas have settled and the page is idle, as the
 * PWA services do (shell/src/pwa/pwa-services-slot.tsx): the ad networks never compete with the
 * first view. Placed after the routes, so their areas have started loading when this runs.
 * The error-code table is fetched at the same moment, so that a later failure is shown at once
 * (errors/error-presenter.ts fetches it itself for a failure before then).
 */
import { useEffect } from 'react';
import { afterLoadWhenIdle, loadErrorCodeTable } from '@m/shared';
import { whenNoSlotLoading } from '../federation/slot-activity';
import { loadTracker } from './start-tracking';
import { loadRum, markFirstScreen } from '../rum/start-rum';

export function TrackerLoader() {
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelWait = whenNoSlotLoading(() => {
      // The landing route's areas have settled: that is the first screen (SPEC 9 `fs`).
      markFirstScreen();
      cancelIdle = afterLoadWhenIdle(() => {
        loadTracker();
        loadRum();
        loadErrorCodeTable().catch(() => undefined); // offline: the presenter tries again when it needs it
      });
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, []);
  return null;
}
