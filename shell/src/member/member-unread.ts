/**
 * The member's unread customer-service count, as mf-member publishes it ('member.unread.changed'),
 * for the badge on "Me" in the bottom navigation; 0 as soon as the session ends.
 */
import { BehaviorSubject } from 'rxjs';
import { bus } from '@m/shared';

export const memberUnread$ = new BehaviorSubject<number>(0);

export function startMemberUnread(): void {
  bus.on('member.unread.changed').subscribe(({ count }) => memberUnread$.next(Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0));
  bus.on('session.changed').subscribe(({ session }) => {
    if (!session) memberUnread$.next(0);
  });
}
