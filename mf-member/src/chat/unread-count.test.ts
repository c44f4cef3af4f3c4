import { BehaviorSubject } from '@m/shared';
import { startUnreadCount, unreadCount$ } from './unread-count';

function setup(counts: number[]) {
  const token$ = new BehaviorSubject<string | null>(null);
  const published: number[] = [];
  const timers: (() => void)[] = [];
  const visible: (() => void)[] = [];
  let stopped = 0;
  const sub = startUnreadCount({
    token$,
    fetch: () => Promise.resolve({ count: counts.shift() ?? 0 }),
    publish: (count) => published.push(count),
    every: (run) => {
      timers.push(run);
      return () => (stopped += 1);
    },
    onVisible: (run) => {
      visible.push(run);
      return () => {};
    },
  });
  return { token$, published, timers, visible, sub, stoppedCount: () => stopped };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the unread count', () => {
  beforeEach(() => unreadCount$.next(0));

  it('is asked when a token arrives and published when it changes', async () => {
    const s = setup([2, 2, 3]);
    expect(s.published).toEqual([]);
    s.token$.next('T1');
    await flush();
    expect(s.published).toEqual([2]);
    s.timers[0]?.();
    await flush();
    expect(s.published).toEqual([2]);
    s.visible[0]?.();
    await flush();
    expect(s.published).toEqual([2, 3]);
    s.sub.unsubscribe();
  });

  it('drops to 0 and stops polling when the session ends', async () => {
    const s = setup([4]);
    s.token$.next('T1');
    await flush();
    s.token$.next(null);
    expect(s.published).toEqual([4, 0]);
    expect(s.stoppedCount()).toBe(1);
    s.sub.unsubscribe();
  });
});
