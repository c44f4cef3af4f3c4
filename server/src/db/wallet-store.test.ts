import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Database } from './database';
import { MIGRATIONS } from './migrations';
import { MemberStore } from './member-store';
import { memberIn } from '../../test/support/test-member';
import { playRound, WalletStore } from './wallet-store';

const credit = (memberId: number, amount: number, opKey: string) => ({
  merchant: 'demo',
  memberId,
  type: 'deposit' as const,
  amount,
  opKey,
  now: 1,
});
const debit = (memberId: number, amount: number, opKey: string) => ({ ...credit(memberId, -amount, opKey), type: 'bet' as const });

describe('WalletStore', () => {
  let db: Database;
  let wallet: WalletStore;
  let id: number;
  beforeEach(() => {
    db = openDatabase(':memory:');
    wallet = new WalletStore(db);
    id = memberIn(db, 'alice');
  });

  it('credits once per operation key: a repeated callback answers the first entry and changes nothing', () => {
    const first = wallet.post(credit(id, 10_000, 'cb:1'));
    const again = wallet.post(credit(id, 10_000, 'cb:1'));
    expect(first).toMatchObject({ ok: true, repeated: false });
    expect(again).toMatchObject({ ok: true, repeated: true });
    expect(again.ok && first.ok && again.entry.id).toBe(first.ok && first.entry.id);
    expect(wallet.account('demo', id).balance).toBe(10_000);
  });

  it('refuses a debit beyond the balance and writes no entry', () => {
    wallet.post(credit(id, 500, 'c'));
    expect(wallet.post(debit(id, 501, 'd'))).toEqual({ ok: false, reason: 'balance_short', balance: 500 });
    expect(wallet.account('demo', id).balance).toBe(500);
    expect(wallet.entryByKey('demo', 'd')).toBeUndefined();
  });

  it('keeps the cached balance equal to the sum of the entries through any mix of postings', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 300; i += 1) {
      const amount = (next() % 2000) - 900;
      wallet.post({ ...credit(id, amount, `op:${next() % 250}`), type: amount >= 0 ? 'win' : 'bet' });
      expect(wallet.account('demo', id).balance).toBe(wallet.entrySum('demo', id));
    }
    expect(wallet.account('demo', id).balance).toBeGreaterThanOrEqual(0);
  });

  it('50 concurrent debits against a balance for 10: exactly 10 succeed and the balance ends at 0', async () => {
    wallet.post(credit(id, 1_000, 'funds'));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => Promise.resolve().then(() => wallet.post(debit(id, 100, `bet:${i}`)))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(wallet.account('demo', id).balance).toBe(0);
    expect(wallet.entrySum('demo', id)).toBe(0);
  });

  it('a round debits the stake, credits the win, reduces the turnover and records the bet once', () => {
    wallet.post({ ...credit(id, 1_000, 'bonus'), type: 'bonus', turnover: 5_000 });
    const round = {
      merchant: 'demo',
      memberId: id,
      roundId: 'r1',
      vendor: 'PG',
      gameCode: 'mw',
      gameName: 'Mahjong Ways',
      stake: 300,
      win: 500,
      now: 2,
    };
    expect(playRound(db, wallet, round)).toEqual({ ok: true, balance: 1_200, repeated: false });
    expect(playRound(db, wallet, round)).toEqual({ ok: true, balance: 1_200, repeated: true });
    expect(wallet.account('demo', id)).toEqual({ balance: 1_200, turnoverRequired: 4_700 });
    expect(db.prepare('SELECT COUNT(*) FROM bet_records').pluck().get()).toBe(1);
    expect(playRound(db, wallet, { ...round, roundId: 'r2', stake: 5_000 })).toMatchObject({ ok: false, reason: 'balance_short' });
    expect(db.prepare('SELECT COUNT(*) FROM bet_records').pluck().get()).toBe(1);
  });
});

describe('WalletStore on one file from two connections (two server instances)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('50 debits spread over both connections: exactly 10 of 100 each succeed, never below zero', async () => {
    const file = path.join(dir, 'wps.sqlite');
    const a = openDatabase(file);
    const b = openDatabase(file);
    try {
      const id = memberIn(a, 'bob');
      const stores = [new WalletStore(a), new WalletStore(b)];
      stores[0]!.post(credit(id, 1_000, 'funds'));
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => Promise.resolve().then(() => stores[i % 2]!.post(debit(id, 100, `bet:${i}`)))),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(10);
      expect(stores[1]!.account('demo', id).balance).toBe(0);
      expect(stores[0]!.entrySum('demo', id)).toBe(0);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('the ledger migration', () => {
  it("turns a database's old member balances into opening entries: the demo balances stay as they were", () => {
    const db = openDatabase(
      ':memory:',
      MIGRATIONS.filter((migration) => migration.version < 17),
    );
    const members = new MemberStore(db);
    const created = members.insert({
      merchant: 'demo',
      username: 'old',
      passwordHash: 'h',
      passwordIsDefault: false,
      balance: 1234.5,
      now: 5,
    });
    const broke = members.insert({ merchant: 'demo', username: 'broke', passwordHash: 'h', passwordIsDefault: false, now: 5 });
    if (!created.ok || !broke.ok) throw new Error('insert failed');
    migrate(db, MIGRATIONS);
    const wallet = new WalletStore(db);
    expect(wallet.account('demo', created.id)).toEqual({ balance: 123_450, turnoverRequired: 0 });
    expect(wallet.entrySum('demo', created.id)).toBe(123_450);
    expect(wallet.entryByKey('demo', `opening:${created.id}`)).toMatchObject({ type: 'adjustment', amount: 123_450, created_at: 5 });
    expect(wallet.account('demo', broke.id).balance).toBe(0);
  });
});
