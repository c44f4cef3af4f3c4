/** The rules of responsible gaming, as the player meets them: limits and breaks over time. */
import { openDatabase } from '../../db/database';
import { LimitsStore, type DepositLimit } from '../../db/limits-store';
import { WpsError } from '../http/wps-error';
import { assertMayPlay, breakEnd, changeLimit, limitRefusal, nextBreak, RAISE_DELAY_MS } from './responsible-gaming';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 26, 12);
const none: DepositLimit = { period: 'day', amount: null, pending: null };

const code = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as WpsError).errorCode;
  }
  return 'allowed';
};

describe('changing a deposit limit', () => {
  it('a first limit and a lower one take effect at once, and drop a waiting raise', () => {
    const first = changeLimit(none, 50_000, NOW);
    expect(first).toEqual({ period: 'day', amount: 50_000, pending: null });
    const raised = changeLimit(first, 80_000, NOW);
    expect(raised.pending).toEqual({ amount: 80_000, at: NOW + RAISE_DELAY_MS });
    expect(changeLimit(raised, 20_000, NOW + HOUR)).toEqual({ period: 'day', amount: 20_000, pending: null });
  });

  it('a raise or a removal waits 24 hours; asking again does not restart the wait', () => {
    const limit: DepositLimit = { period: 'week', amount: 10_000, pending: null };
    const raised = changeLimit(limit, 30_000, NOW);
    expect(raised.amount).toBe(10_000);
    expect(changeLimit(raised, 30_000, NOW + 5 * HOUR).pending).toEqual({ amount: 30_000, at: NOW + 24 * HOUR });
    expect(changeLimit(limit, null, NOW)).toEqual({ period: 'week', amount: 10_000, pending: { amount: null, at: NOW + 24 * HOUR } });
  });
});

describe('the store over time', () => {
  let db: ReturnType<typeof openDatabase>;
  let store: LimitsStore;
  let memberId: number;
  beforeEach(() => {
    db = openDatabase(':memory:');
    store = new LimitsStore(db);
    memberId = Number(
      db
        .prepare(
          "INSERT INTO members (merchant, username, display_name, password_hash, password_changed_at, created_at) VALUES ('demo', 'a', 'a', 'x', 0, 0)",
        )
        .run().lastInsertRowid,
    );
  });
  const order = (amount: number, at: number, status = 'completed') =>
    db
      .prepare(
        "INSERT INTO deposit_orders (id, merchant, member_id, request_id, channel, amount, status, created_at) VALUES (?, 'demo', ?, ?, 'GCASH', ?, ?, ?)",
      )
      .run(`D${at}${amount}${status}`, memberId, `r${at}${amount}${status}`, amount, status, at);
  const set = (period: 'day' | 'week' | 'month', amount: number | null, at: number) => {
    const current = store.limits('demo', memberId, at).find((limit) => limit.period === period)!;
    store.saveLimit('demo', memberId, changeLimit(current, amount, at), at);
  };

  it('a raise is in force 24 hours after it was asked, not before', () => {
    set('day', 10_000, NOW);
    set('day', 50_000, NOW);
    expect(store.limits('demo', memberId, NOW + 23 * HOUR)[0]!.amount).toBe(10_000);
    expect(store.limits('demo', memberId, NOW + 24 * HOUR)[0]).toEqual({ period: 'day', amount: 50_000, pending: null });
  });

  it('sums the last 24 hours, 7 days and 30 days: pending orders count, cancelled and failed do not', () => {
    order(3_000, NOW - 2 * HOUR);
    order(2_000, NOW - HOUR, 'pending');
    order(9_000, NOW - HOUR, 'cancelled');
    order(9_000, NOW - HOUR, 'failed');
    order(4_000, NOW - 3 * DAY);
    order(8_000, NOW - 20 * DAY);
    order(7_000, NOW - 31 * DAY);
    set('day', 6_000, NOW);
    set('week', 10_000, NOW);
    set('month', 30_000, NOW);
    // Day: 5 000 used. Week: 9 000. Month: 17 000.
    expect(limitRefusal(store, 'demo', memberId, 1_000, NOW)).toBeNull();
    expect(limitRefusal(store, 'demo', memberId, 1_001, NOW)).toEqual({ period: 'day', limit: 6_000, remaining: 1_000 });
    set('day', 100_000, NOW); // a raise: still 6 000 today
    expect(limitRefusal(store, 'demo', memberId, 1_001, NOW)?.period).toBe('day');
    expect(limitRefusal(store, 'demo', memberId, 1_001, NOW + DAY)).toEqual({ period: 'week', limit: 10_000, remaining: 1_000 });
    set('week', 5_000, NOW);
    expect(limitRefusal(store, 'demo', memberId, 1, NOW + DAY)).toEqual({ period: 'week', limit: 5_000, remaining: 0 });
    set('week', 1_000_000, NOW);
    set('month', 17_500, NOW);
    expect(limitRefusal(store, 'demo', memberId, 600, NOW + DAY)).toEqual({ period: 'month', limit: 17_500, remaining: 500 });
  });

  it('a break refuses play until it ends, cannot be shortened, and a self-exclusion outranks a cooling-off', () => {
    expect(code(() => assertMayPlay(store, 'demo', memberId, NOW))).toBe('allowed');
    store.saveBreak('demo', memberId, nextBreak(undefined, 'cooling_off', breakEnd('cooling_off', 2, NOW), NOW));
    expect(code(() => assertMayPlay(store, 'demo', memberId, NOW + 2 * DAY - 1))).toBe('cooling_off_active');
    expect(code(() => assertMayPlay(store, 'demo', memberId, NOW + 2 * DAY))).toBe('allowed');
    const active = store.activeBreak('demo', memberId, NOW)!;
    expect(code(() => nextBreak(active, 'cooling_off', breakEnd('cooling_off', 1, NOW), NOW))).toBe('play_break_shorter');
    const excluded = nextBreak(active, 'self_exclusion', breakEnd('self_exclusion', 6, NOW), NOW);
    expect(new Date(excluded.ends_at).toISOString()).toBe('2027-05-26T12:00:00.000Z');
    store.saveBreak('demo', memberId, excluded);
    expect(code(() => assertMayPlay(store, 'demo', memberId, NOW + 100 * DAY))).toBe('self_excluded');
    const now = NOW + DAY;
    expect(code(() => nextBreak(store.activeBreak('demo', memberId, now), 'cooling_off', breakEnd('cooling_off', 42, now), now))).toBe(
      'play_break_shorter',
    );
  });

  it('a cooling-off is 1 day to 6 weeks, a self-exclusion 6 months or more', () => {
    expect(code(() => breakEnd('cooling_off', 0, NOW))).toBe('invalid_request');
    expect(breakEnd('cooling_off', 1, NOW)).toBe(NOW + DAY);
    expect(breakEnd('cooling_off', 42, NOW)).toBe(NOW + 42 * DAY);
    expect(code(() => breakEnd('cooling_off', 43, NOW))).toBe('invalid_request');
    expect(code(() => breakEnd('self_exclusion', 5, NOW))).toBe('invalid_request');
    expect(new Date(breakEnd('self_exclusion', 12, NOW)).toISOString()).toBe('2027-11-26T12:00:00.000Z');
  });
});
