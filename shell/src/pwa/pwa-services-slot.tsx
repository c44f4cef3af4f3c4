/**
 * mf-pwa's page-wide work (update check and refresh dialog, push sync, app-upgrade popup) runs on
 * every route, not only where an mf-pwa widget is shown: one slot outside the routes. It gets the
 * current route so the refresh dialog can wait while a game runs.
 *
 * None of that is visible on arrival (the first update check is 1.5 s in, the upgrade popup is
 * for the native app), so it loads once the route's own remote areas have settled and the page
 * is idle: its code is not in any route's first view.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterLoadWhenIdle } from '@m/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { useAppNavigate } from '../routes/use-app-navigate';
import { whenNoSlotLoading } from '../federation/slot-activity';

export function PwaServicesSlot() {
  const location = useLocation();
  const navigate = useAppNavigate();
  const [due, setDue] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelWait = whenNoSlotLoading(() => {
      cancelIdle = afterLoadWhenIdle(() => setDue(true));
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, []);
  const props = useMemo(
    () => ({ basePath: '/m', route: location.pathname, params: {}, search: location.search.replace(/^\?/, ''), navigate }),
    [location.pathname, location.search, navigate],
  );
  if (!due) return null;
  return <RemoteSlot remote="mf-pwa" module="./PwaServices" props={props} variant="widget" />;
}
