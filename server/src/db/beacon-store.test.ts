import { openDatabase } from './database';
import { BeaconStore } from './beacon-store';

const DAY = 24 * 60 * 60 * 1000;
const rum = (ip: string, now: number) => ({
  merchant: 'demo',
  route: '/m/home',
  device: 'phone',
  shell: '1.0.0',
  remotes: { 'mf-games': '1.0.0' },
  metrics: { lcp: 1200 },
  ip,
  now,
});

describe('collect beacons cannot grow the database without bound', () => {
  it('drops a caller over its share per minute, not the other callers, and takes it again a minute later', () => {
    const store = new BeaconStore(openDatabase(':memory:'), {
      rum: { perCallerPerMinute: 3, maxRows: 1000 },
      events: { perCallerPerMinute: 2, maxRows: 1000 },
    });
    const t = 1_000_000;
    const burst = Array.from({ length: 10 }, (_, i) => store.addRum(rum('198.51.100.1', t + i)));
    expect(burst.filter((id) => id !== null)).toHaveLength(3);
    expect(store.addRum(rum('198.51.100.2', t + 20))).not.toBeNull();
    expect(store.addRum(rum('198.51.100.1', t + 61_000))).not.toBeNull();
    expect([
      store.addEvent('demo', null, '198.51.100.1', { event: 'login' }, t),
      store.addEvent('demo', null, '198.51.100.1', { event: 'login' }, t),
      store.addEvent('demo', null, '198.51.100.1', { event: 'login' }, t),
    ]).toEqual([expect.any(Number), expect.any(Number), null]);
  });

  it('keeps at most the row cap, the newest rows, whoever sends them', () => {
    const store = new BeaconStore(openDatabase(':memory:'), {
      rum: { perCallerPerMinute: 1000, maxRows: 50 },
      events: { perCallerPerMinute: 1000, maxRows: 50 },
    });
    for (let i = 0; i < 500; i++) store.addRum(rum(`203.0.113.${i % 250}`, 1_000_000 + i));
    expect(store.count('rum_beacons')).toBeLessThanOrEqual(50);
    const kept = store.rum().map((row) => row.received_at);
    expect(Math.max(...kept)).toBe(1_000_499);
  });

  it('forgets beacons older than 30 days', () => {
    const store = new BeaconStore(openDatabase(':memory:'));
    store.addRum(rum('192.0.2.1', 1_000_000));
    store.addEvent('demo', null, '192.0.2.1', { event: 'login' }, 1_000_000);
    store.addRum(rum('192.0.2.1', 1_000_000 + 31 * DAY));
    store.addEvent('demo', null, '192.0.2.1', { event: 'login' }, 1_000_000 + 31 * DAY);
    expect(store.rum().map((row) => row.received_at)).toEqual([1_000_000 + 31 * DAY]);
    expect(store.count('collect_events')).toBe(1);
  });
});
