/**
 * The console once signed in: the header (pages, merchant switcher, operator, sign out) and the
 * page of the address. The merchant is in the address (`?merchant=`), so a link names what it shows.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import type { OpsOperator } from '@m/shared/ops';
import type { OpsClient } from '../api/ops-client';
import { messageOf } from '../api/ops-client';
import { LoadFailed, Loading } from '../ui/load-states';
import { PageErrorBoundary } from '../ui/page-error-boundary';
import { useOpsLoad } from '../ui/use-ops-load';
import { ReleasesPage } from '../releases/releases-page';
import { AuditPage } from '../audit/audit-page';
import { ExperiencePage } from '../experience/experience-page';
import { HealthPage } from '../health/health-page';
import { OpsContext } from './ops-context';
import { ConsoleHeader } from './console-header';
import { coversMerchant } from './permissions';
import { HOME } from './next-path';

export interface SignedInConsoleProps {
  client: OpsClient;
  operator: OpsOperator;
  onSignedOut: () => void;
}

export function SignedInConsole({ client, operator, onSignedOut }: SignedInConsoleProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // After moving to another page, a screen reader or keyboard starts at its content, not at the
  // link just used (a page load would do that; a router does not). Not on the first page.
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const merchants = useOpsLoad(`merchants:${operator.name}`, (signal) => client.merchants(signal));
  // Only the merchants the role covers, even if a server answered more.
  const visible = merchants.status === 'ready' ? merchants.value.filter((merchant) => coversMerchant(operator, merchant.code)) : [];
  const asked = searchParams.get('merchant');
  const merchant = visible.find((candidate) => candidate.code === asked) ?? visible[0] ?? null;

  const signOut = () => {
    setSignOutError(null);
    client.signOut().then(onSignedOut, (error: unknown) => setSignOutError(messageOf(error)));
  };

  let body;
  if (merchants.status === 'loading') body = <Loading label="Loading your merchants…" />;
  else if (merchants.status === 'failed') body = <LoadFailed what="Your merchants" error={merchants.error} onRetry={merchants.retry} />;
  else if (!merchant) body = <p className="notice">No merchant is assigned to you yet. Ask a release manager for access.</p>;
  else
    body = (
      <OpsContext.Provider value={{ client, operator, merchants: visible, merchant }}>
        {/* Keyed by merchant: another merchant starts each page afresh (its forms, its last result). */}
        <Routes key={merchant.code}>
          <Route path="/releases" element={<ReleasesPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/experience" element={<ExperiencePage />} />
          <Route path="/health" element={<HealthPage />} />
          <Route path="*" element={<Navigate to={HOME} replace />} />
        </Routes>
      </OpsContext.Provider>
    );

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ConsoleHeader
        operator={operator}
        merchants={visible}
        merchant={merchant}
        onMerchant={(code) => setSearchParams({ merchant: code })}
        onSignOut={signOut}
      />
      <main id="main" className="ops-main" tabIndex={-1} ref={main}>
        {signOutError && (
          <p className="notice notice--bad" role="alert">
            Could not sign out: {signOutError}
          </p>
        )}
        <PageErrorBoundary resetKey={`${location.pathname}${location.search}`}>{body}</PageErrorBoundary>
      </main>
    </>
  );
}
