/**
 * The console's pages and its one rule: nothing but the sign-in page without an operator session.
 * The session is asked once at start; any later 401 (expired, signed out elsewhere) comes back
 * here through the client's `onUnauthenticated` and shows the sign-in page, which returns to the
 * page the operator was on.
 */
import { useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { OpsOperator } from '@m/shared/ops';
import { createOpsClient } from '../api/ops-client';
import { SignInPage } from '../sign-in/sign-in-page';
import { LoadFailed, Loading } from '../ui/load-states';
import { useOpsLoad } from '../ui/use-ops-load';
import { SignedInConsole } from './signed-in-console';
import { safeNext } from './next-path';

export function OpsRoutes() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Set by signing in or out, and by a lost session; until then the session check's answer holds.
  const [changed, setChanged] = useState<{ operator: OpsOperator | null } | null>(null);
  const setOperator = (operator: OpsOperator | null) => setChanged({ operator });
  const client = useMemo(() => createOpsClient({ onUnauthenticated: () => setChanged({ operator: null }) }), []);
  const session = useOpsLoad('session', (signal) => client.session(signal));
  // undefined: not known yet (the session is being asked); null: signed out.
  const operator = changed ? changed.operator : session.status === 'ready' ? session.value : undefined;

  if (operator === undefined) {
    if (session.status === 'failed')
      return (
        <main className="sign-in">
          <LoadFailed what="The operator console" error={session.error} onRetry={session.retry} />
        </main>
      );
    return (
      <main className="sign-in">
        <Loading label="Checking your session…" />
      </main>
    );
  }

  if (operator === null) {
    if (location.pathname !== '/sign-in') {
      const next = `${location.pathname}${location.search}`;
      return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
    }
    return (
      <SignInPage
        client={client}
        onSignedIn={(signedIn) => {
          setOperator(signedIn);
          void navigate(safeNext(searchParams.get('next')), { replace: true });
        }}
      />
    );
  }

  return (
    <Routes>
      <Route path="/sign-in" element={<Navigate to={safeNext(searchParams.get('next'))} replace />} />
      <Route
        path="*"
        element={
          <SignedInConsole
            client={client}
            operator={operator}
            // Signed out, the console shows the sign-in page, which comes back to this page.
            onSignedOut={() => setOperator(null)}
          />
        }
      />
    </Routes>
  );
}
