import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './database';
import { MemberStore } from './member-store';
import { RewardStore } from './reward-store';

const offer = (cost: number, stock: number | null = null) => ({ rewardId: 'spins', cost, stock });

function memberIn(db: Database, username: string): number {
  const created = new MemberStore(db).insert({ merchant: 'demo', username, passwordHash: 'h', passwordIsDefault: false, now: 1 });
  if (!created.ok) throw new Error('insert failed');
  return created.id;
}

describe('RewardStore', () => {
  let db: Database;
  let store: RewardStore;
  let id: number;
  beforeEach(() => {
    db = openDatabase(':memory:');
    store = new RewardStore(db);
    id = memberIn(db, 'alice');
  });

  it('keeps a ledger: every earning and spending is a history line with the balance after it, newest first', () => {
    store.credit({ merchant: 'demo', memberId: id, kind: 'deposit', points: 300, now: 10 });
    store.credit({ merchant: 'demo', memberId: id, kind: 'checkin', points: 10, now: 20 });
    expect(store.exchange({ merchant: 'demo', memberId: id, offer: offer(250), requestId: 'r-00000001', now: 30 }).ok).toBe(true);
    expect(store.account('demo', id)).toEqual({ balance: 60, earned: 310, spent: 250 });
    const { entries, total } = store.history('demo', id, 1, 2);
    expect(total).toBe(3);
    expect(entries.map((entry) => [entry.kind, entry.points, entry.balance_after])).toEqual([
      ['exchange', -250, 60],
      ['checkin', 10, 310],
    ]);
    expect(store.history('demo', id, 2, 2).entries.map((entry) => entry.kind)).toEqual(['deposit']);
  });

  it('refuses an exchange the balance cannot pay, and takes nothing', () => {
    store.credit({ merchant: 'demo', memberId: id, kind: 'bonus', points: 100, now: 1 });
    expect(store.exchange({ merchant: 'demo', memberId: id, offer: offer(101), requestId: 'r-00000002', now: 2 })).toEqual({
      ok: false,
      reason: 'points_short',
      balance: 100,
    });
    expect(store.account('demo', id).balance).toBe(100);
    expect(store.history('demo', id, 1, 10).total).toBe(1);
  });

  it('refuses a reward whose stock is used up, counting every member of the merchant', () => {
    const bob = memberIn(db, 'bob');
    for (const member of [id, bob]) store.credit({ merchant: 'demo', memberId: member, kind: 'bonus', points: 1000, now: 1 });
    expect(store.exchange({ merchant: 'demo', memberId: id, offer: offer(100, 1), requestId: 'r-00000003', now: 2 }).ok).toBe(true);
    expect(store.exchange({ merchant: 'demo', memberId: bob, offer: offer(100, 1), requestId: 'r-00000004', now: 3 })).toEqual({
      ok: false,
      reason: 'out_of_stock',
    });
    expect(store.account('demo', bob).balance).toBe(1000);
  });

  it('answers a repeated request (double tap, retry) with the first exchange, spending once', () => {
    store.credit({ merchant: 'demo', memberId: id, kind: 'bonus', points: 500, now: 1 });
    const first = store.exchange({ merchant: 'demo', memberId: id, offer: offer(200), requestId: 'tap-000001', now: 2 });
    const again = store.exchange({ merchant: 'demo', memberId: id, offer: offer(200), requestId: 'tap-000001', now: 3 });
    expect(first.ok && again.ok && again.repeated && again.exchange.id === first.exchange.id).toBe(true);
    expect(store.account('demo', id).balance).toBe(300);
  });

  it('counts a source reference once, and an expiry never takes the balance below zero', () => {
    expect(store.credit({ merchant: 'demo', memberId: id, kind: 'deposit', points: 50, reference: 'cashier-1', now: 1 })).toBe(true);
    expect(store.credit({ merchant: 'demo', memberId: id, kind: 'deposit', points: 50, reference: 'cashier-1', now: 2 })).toBe(false);
    store.credit({ merchant: 'demo', memberId: id, kind: 'expired', points: -80, now: 3 });
    expect(store.account('demo', id)).toEqual({ balance: 0, earned: 50, spent: 50 });
  });

  it('the schema itself refuses a negative balance (a writer that skipped the checks)', () => {
    store.credit({ merchant: 'demo', memberId: id, kind: 'bonus', points: 10, now: 1 });
    expect(() => db.prepare('UPDATE reward_accounts SET balance = balance - 11 WHERE member_id = ?').run(id)).toThrow(/CHECK constraint/);
  });

  it('two connections to one database file (two server processes) exchanging at once never overspend', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reward-store-'));
    try {
      const file = path.join(dir, 'wps.sqlite');
      const first = openDatabase(file);
      const second = openDatabase(file);
      const member = memberIn(first, 'carol');
      const stores = [new RewardStore(first), new RewardStore(second)];
      stores[0]!.credit({ merchant: 'demo', memberId: member, kind: 'bonus', points: 1000, now: 1 });
      // Alternating writers: each reads through its own connection what the other committed.
      const results = Array.from({ length: 12 }, (_, n) =>
        stores[n % 2]!.exchange({
          merchant: 'demo',
          memberId: member,
          offer: offer(300),
          requestId: `two-${String(n).padStart(6, '0')}`,
          now: 10 + n,
        }),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.filter((result) => !result.ok && result.reason === 'points_short')).toHaveLength(9);
      expect(stores[1]!.account('demo', member)).toEqual({ balance: 100, earned: 1000, spent: 900 });
      first.close();
      second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
