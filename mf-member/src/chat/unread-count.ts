/**
 * The member's unread customer-service messages (CBS_unreadCount): asked when the session token
 * becomes non-empty, every UNREAD_POLL_MS while signed in and when the page comes back into view;
 * 0 the moment the session ends. Each new count goes to `publish` (the bus, for the shell's "Me").
 */
import { BehaviorSubject, UNREAD_POLL_MS, type Observable, type Subscription } from '@m/shared';

export interface UnreadDeps {
  token$: Observable<string | null>;
  fetch(): Promise<{ count: number }>;
  publish(count: number): void;
  every(run: () => void, ms: number): () => void;
  onVisible(run: () => void): () => void;
}

/** The latest count, for the member centre's chat entry. */
export const unreadCount$ = new BehaviorSubject<number>(0);

export function startUnreadCount(deps: UnreadDeps): Subscription {
  let stop = () => {};
  let round = 0;
  const set = (count: number) => {
    if (count === unreadCount$.value) return;
    unreadCount$.next(count);
    deps.publish(count);
  };
  const subscription = deps.token$.subscribe((token) => {
    stop();
    round += 1;
    if (!token) {
      stop = () => {};
      set(0);
      return;
    }
    const mine = round;
    const ask = () => {
      deps.fetch().then(
        (answer) => mine === round && set(Math.max(0, Math.trunc(answer.count))),
        () => {
          // a failed poll keeps the last count; the next one tries again
        },
      );
    };
    ask();
    const stopTimer = deps.every(ask, UNREAD_POLL_MS);
    const stopVisible = deps.onVisible(ask);
    stop = () => {
      stopTimer();
      stopVisible();
    };
  });
  subscription.add(() => stop());
  return subscription;
}
