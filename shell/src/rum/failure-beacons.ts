/**
 * A remote's failures on a player's page (could not load, timed out, refused, threw while
 * mounting) go to the operator's backend beside the performance beacon (`collect`), tagged with
 * the remote's version: the operator console counts them per version (issue 39), so a canary that
 * breaks shows up as more than a slower line. Loaded with the RUM reporter (after the first view):
 * the failures before it are read from the shell's own list (diagnostics.ts), later ones from the
 * bus. Hydration mismatches too (reason `hydration`): the shell's root, or a parcel named
 * `<remote>@<version>` (shared/src/ssr/hydration-errors.ts). At most MAX_PER_PAGE per page view,
 * so a broken page cannot flood the beacon.
 */
import { api, bus, watchHydrationErrors, type EventCatalogue, type RemoteFailureRecord } from '@m/shared';
import { routeOf } from './rum-beacon';

export const MAX_PER_PAGE = 10;

/** A `remote.failed` of the bus, or a hydration mismatch (reason `hydration`). */
type Failure = Omit<EventCatalogue['remote.failed'], 'reason'> & { reason: RemoteFailureRecord['reason'] };

export function failureRecord(failure: Failure, pathname: string, at: number): RemoteFailureRecord {
  return {
    kind: 'remote-failure',
    remote: failure.remote.slice(0, 64),
    version: failure.version.slice(0, 64),
    reason: failure.reason,
    route: routeOf(pathname),
    at,
  };
}

/** `shell` or `<remote>@<version>` as a hydration error names it; null for a parcel the shell did not name. */
export function hydrationOrigin(where: string, shellVersion: string): { remote: string; version: string } | null {
  if (where === 'shell') return { remote: 'shell', version: shellVersion };
  const match = /^(mf-[a-z-]+)@(.+)$/.exec(where);
  return match ? { remote: match[1]!, version: match[2]! } : null;
}

export interface FailureReporting {
  merchant: string;
  shellVersion: string;
  /** The remote failures of this page view before the reporter started (diagnostics.ts keeps them). */
  earlier: readonly Failure[];
  win?: Pick<Window, 'location'>;
  send?: (body: { merchant: string; value: RemoteFailureRecord }) => Promise<unknown>;
}

/** Reports the earlier failures now and every later one; returns the unsubscribe. */
export function reportRemoteFailures(options: FailureReporting): () => void {
  const { merchant, shellVersion, earlier, win = window } = options;
  const send = options.send ?? ((body) => api.call('collect', { body }));
  let sent = 0;
  const report = (failure: Failure) => {
    if (sent >= MAX_PER_PAGE) return;
    sent += 1;
    void send({ merchant, value: failureRecord(failure, win.location.pathname, Date.now()) }).catch(() => undefined);
  };
  for (const failure of earlier) report(failure);
  const subscription = bus.on('remote.failed').subscribe(report);
  const stopHydration = watchHydrationErrors((where) => {
    const origin = hydrationOrigin(where, shellVersion);
    if (origin) report({ ...origin, module: '*', reason: 'hydration', message: 'hydration mismatch' });
  });
  return () => {
    subscription.unsubscribe();
    stopHydration();
  };
}
