import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@m/shared';
import { RouteView } from '../routes/route-view';
import { AppLayout } from '../layout/app-layout';
import { OverlayHost } from '../layout/overlay-host';
import { NavigationBridge } from '../routes/navigation-bridge';
import { PwaServicesSlot } from '../pwa/pwa-services-slot';
import { MemberServicesSlot } from '../member/member-services-slot';
import { SystemGate } from '../system-pages/system-gate';
import { PageMetaSync } from '../seo/page-meta-sync';
import { TrackingQueryKeeper } from '../tracking/tracking-query-keeper';
import { AuthDialogHost } from '../auth/auth-dialog-host';
import { ViewContentTracker } from '../tracking/view-content-tracker';
import { TrackerLoader } from '../tracking/tracker-loader';

export function App() {
  return (
    <BrowserRouter basename="/m">
      <AppFrame />
    </BrowserRouter>
  );
}

/**
 * Everything inside the router: the browser puts it in a BrowserRouter, the server renderer
 * (shell/src/server) in a StaticRouter, so both draw the same tree and the browser hydrates it.
 */
export function AppFrame() {
  return (
    <>
      {/* Maintenance, access denied, domain not available, status failure: a system page instead of the site. */}
      <SystemGate>
        <NavigationBridge />
        <TrackingQueryKeeper />
        <ViewContentTracker />
        <PageMetaSync />
        <AppLayout>
          <Routes>
            {ROUTES.map((def) =>
              def.path === '' ? (
                <Route key="index" index element={<RouteView def={def} />} />
              ) : (
                <Route key={def.path} path={def.path} element={<RouteView def={def} />} />
              ),
            )}
            {/* SPEC section 2: unknown paths fall back to /m/home. */}
            <Route path="*" element={<Navigate to="/home" replace />} />
          </Routes>
        </AppLayout>
        <PwaServicesSlot />
        <TrackerLoader />
        <MemberServicesSlot />
        <AuthDialogHost />
      </SystemGate>
      <OverlayHost />
    </>
  );
}
