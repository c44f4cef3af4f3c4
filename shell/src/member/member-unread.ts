/**
 * What the badge on "Me" in the bottom navigation counts: the member's unread customer-service
 * messages ('member.unread.changed') and unread inbox messages ('member.inbox.changed', issue 26),
 * as mf-member publishes them; 0 as soon as the session ends.
 */
import { BehaviorSubject } from 'rxjs';
import { bus } from '@m/shared';

export const memberUnread$ = new BehaviorSubject<number>(0);

const counted = (count: number) => (Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0);

export function startMemberUnread(): void {
  let chat = 0;
  let inbox = 0;
  const show = () => memberUnread$.next(chat + inbox);
  bus.on('member.unread.changed').subscribe(({ count }) => {
    chat = counted(count);
    show();
  });
  bus.on('member.inbox.changed').subscribe(({ count }) => {
    inbox = counted(count);
    show();
  });
  bus.on('session.changed').subscribe(({ session }) => {
    if (session) return;
    chat = 0;
    inbox = 0;
    show();
  });
}
