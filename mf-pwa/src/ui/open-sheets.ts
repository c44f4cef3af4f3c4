import { BehaviorSubject, filter, take, type Subscription } from '@m/shared';

/**
 * How many of mf-pwa's bottom popups are open. Two at once would cover each other (the install
 * prompt arriving over the download popup the player opened): a popup the player did not ask
 * for waits until the others are closed.
 */
export const openSheets$ = new BehaviorSubject<number>(0);

export function sheetOpened(): () => void {
  openSheets$.next(openSheets$.value + 1);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openSheets$.next(Math.max(0, openSheets$.value - 1));
  };
}

/** Runs `then` as soon as no other popup is open (at once when none is). */
export function whenNoSheetOpen(then: () => void): Subscription {
  return openSheets$
    .pipe(
      filter((n) => n === 0),
      take(1),
    )
    .subscribe(then);
}
