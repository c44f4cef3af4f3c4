/**
 * The member's unread inbox count, for the badge on "Me" and the member centre's inbox link:
 * asked when a session starts and when the page is seen again, set by the inbox page itself
 * when the member reads or deletes, 0 the moment the session ends. Published on the bus
 * ('member.inbox.changed') for the shell.
 */
import { BehaviorSubject, bus, sessionStore } from '@m/shared';
import { fetchInboxUnread } from './inbox-api';

export const inboxUnread$ = new BehaviorSubject<number>(0);

export function setInboxUnread(count: number): void {
  const value = Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0;
  if (value === inboxUnread$.value) return;
  inboxUnread$.next(value);
  bus.publish('member.inbox.changed', { count: value });
}

let started = false;

export function startInboxUnread(): void {
  if (started) return;
  started = true;
  let round = 0;
  const ask = () => {
    if (!sessionStore.token) return;
    const mine = ++round;
    fetchInboxUnread().then(
      (answer) => mine === round && setInboxUnread(answer.count),
      () => undefined,
    );
  };
  sessionStore.token$.subscribe((token) => {
    round += 1;
    if (token) ask();
    else setInboxUnread(0);
  });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && ask());
}
