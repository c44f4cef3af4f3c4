/**
 * Deposits and withdrawals happen at the operator's cashier, outside this site. The backend
 * keeps what the cashier reported; the tracker claims the member's new reports and publishes
 * them as tracked events (docs/tracking.md, "Cashier events"): when the page was opened by the
 * cashier's return URL (`?cashier=return`), when a player signs in, and when the page becomes
 * visible again (the player coming back from the cashier's tab). Not on every page load: a
 * background call with a stale session would log the player out before they did anything.
 */

/** The query parameter the operator's cashier puts in its return URL. */
export const CASHIER_RETURN_PARAM = 'cashier';

export function isCashierReturn(search: string): boolean {
  return new URLSearchParams(search).get(CASHIER_RETURN_PARAM) === 'return';
}
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
  /** The page was opened by the cashier's return URL: claim at once. */
  claimNow: boolean;
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
  if (deps.claimNow) check();
  return deps.onOccasion(check);
}
