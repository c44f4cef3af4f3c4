/**
 * mf-pwa's page-wide work (update check and refresh dialog, push sync, app-upgrade popup) runs on
 * every route, not only where an mf-pwa widget is shown: one slot outside the routes. It gets the
 * current route so the refresh dialog can wait while a game runs.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { useAppNavigate } from '../routes/use-app-navigate';

export function PwaServicesSlot() {
  const location = useLocation();
  const navigate = useAppNavigate();
  const props = useMemo(
    () => ({ basePath: '/m', route: location.pathname, params: {}, search: location.search.replace(/^\?/, ''), navigate }),
    [location.pathname, location.search, navigate],
  );
  return <RemoteSlot remote="mf-pwa" module="./PwaServices" props={props} variant="widget" />;
}
