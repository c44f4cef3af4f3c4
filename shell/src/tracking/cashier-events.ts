/**
 * Deposits and withdrawals happen at the operator's cashier, outside this site. The backend
 * keeps what the cashier reported; the tracker claims the member's new reports and publishes
 * them as tracked events (docs/tracking.md, "Cashier events"): when the tracker starts with a
 * session, when a player signs in, and when the page becomes visible again (the player coming
 * back from the cashier's tab or return URL).
 */
import type { AnswerOf, TrackedEvent, TrackPayload } from '@m/shared';

export type ClaimedEvents = AnswerOf<'trackingEvents'>['events'];

/** Money that arrived counts as revenue; a submission or a withdrawal is an amount only. */
const REVENUE: ReadonlySet<TrackedEvent> = new Set<TrackedEvent>(['deposit', 'firstDepositArrival', 'redeposit']);

export function trackedFromClaims(events: ClaimedEvents): { event: TrackedEvent; payload: TrackPayload }[] {
  return events.map(({ event, amount, currency, reference }) => ({
    event,
    payload: { amount, value: amount, currency, ...(REVENUE.has(event) ? { revenue: amount } : {}), content: { reference } },
  }));
}

export interface CashierWatchDeps {
  claim: () => Promise<ClaimedEvents>;
  publish: (message: { event: TrackedEvent; payload: TrackPayload }) => void;
  hasSession: () => boolean;
  /** Calls back on sign-in and on the page becoming visible again; returns the unsubscribe. */
  onOccasion: (check: () => void) => () => void;
}

export function watchCashierEvents(deps: CashierWatchDeps): () => void {
  let busy = false;
  const check = () => {
    if (busy || !deps.hasSession()) return;
    busy = true;
    deps
      .claim()
      .then((events) => trackedFromClaims(events).forEach(deps.publish))
      // Not claimed: the reports wait on the server for the next occasion.
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  };
  check();
  return deps.onOccasion(check);
}
