import { bus, type SessionInfo } from '@m/shared';
import { memberUnread$, startMemberUnread } from './member-unread';

describe('the badge on "Me"', () => {
  it('counts unread chat and inbox messages together, and nothing once signed out', () => {
    startMemberUnread();
    bus.publish('member.unread.changed', { count: 2 });
    bus.publish('member.inbox.changed', { count: 3 });
    expect(memberUnread$.value).toBe(5);
    bus.publish('member.inbox.changed', { count: 1 });
    expect(memberUnread$.value).toBe(3);
    // A malformed count counts as none.
    bus.publish('member.unread.changed', { count: Number.NaN });
    expect(memberUnread$.value).toBe(1);
    bus.publish('session.changed', { session: null });
    expect(memberUnread$.value).toBe(0);
    bus.publish('session.changed', { session: { token: 't' } as SessionInfo });
    expect(memberUnread$.value).toBe(0);
  });
});
