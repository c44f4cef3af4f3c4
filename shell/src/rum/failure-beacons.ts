/**
 * A remote's failures on a player's page (could not load, timed out, refused, threw while
 * mounting) go to the operator's backend beside the performance beacon (`collect`), tagged with
 * the remote's version: the operator console counts them per version (issue 39), so a canary that
 * breaks shows up as more than a slower line. Loaded with the RUM reporter (after the first view):
 * the failures before it are read from the shell's own list (diagnostics.ts), later ones from the
 * bus. At most MAX_PER_PAGE per page view, so a broken page cannot flood the beacon.
 */
import { api, bus, type EventCatalogue, type RemoteFailureRecord } from '@m/shared';
import { routeOf } from './rum-beacon';

export const MAX_PER_PAGE = 10;

type Failure = EventCatalogue['remote.failed'];

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

/** Reports `earlier` now and every later failure; returns the unsubscribe. */
export function reportRemoteFailures(
  merchant: string,
  earlier: readonly Failure[],
  win: Pick<Window, 'location'> = window,
  send: (body: { merchant: string; value: RemoteFailureRecord }) => Promise<unknown> = (body) => api.call('collect', { body }),
): () => void {
  let sent = 0;
  const report = (failure: Failure) => {
    if (sent >= MAX_PER_PAGE) return;
    sent += 1;
    void send({ merchant, value: failureRecord(failure, win.location.pathname, Date.now()) }).catch(() => undefined);
  };
  for (const failure of earlier) report(failure);
  const subscription = bus.on('remote.failed').subscribe(report);
  return () => subscription.unsubscribe();
}
