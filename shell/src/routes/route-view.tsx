/**
 * Renders one route: the guard first, then the shell's home layout or the owning remote's page.
 */
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { sessionStore, useBehavior } from '@m/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { HomePage } from '../home/home-page';
import { useAppNavigate } from './use-app-navigate';
import { decide } from './guard';
import { handOverPending } from '../session/hand-over-pending';
import type { RouteDef } from '@m/shared';

export function RouteView({ def }: { def: RouteDef }) {
  const session = useBehavior(sessionStore.subject);
  const handOver = useBehavior(handOverPending);
  const location = useLocation();
  const routeParams = useParams();
  const navigate = useAppNavigate();
  const decision = decide(def.access, session !== null);
  const page = def.page;

  const props = useMemo(
    () => ({
      basePath: '/m',
      route: `/${def.path}`,
      params: {
        ...(page === 'home' ? {} : page.params),
        ...Object.fromEntries(Object.entries(routeParams).filter((e): e is [string, string] => typeof e[1] === 'string')),
      },
      search: location.search.replace(/^\?/, ''),
      navigate,
    }),
    [def.path, page, routeParams, location.search, navigate],
  );

  if (!decision.allow) {
    // A link's session is still being decided (the visitor may be answering "continue as…?").
    if (handOver) return null;
    return <Navigate to={{ pathname: decision.redirectTo, search: location.search }} replace />;
  }
  if (page === 'home') return <HomePage pageProps={props} />;
  return <RemoteSlot key={`${page.remote}${page.module}`} remote={page.remote} module={page.module} props={props} variant="page" />;
}
