import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './database';
import { memberIn } from '../../test/support/test-member';
import { CashierStore } from './cashier-store';
import { WalletStore } from './wallet-store';

describe('CashierStore on one file from two instances', () => {
  let dir: string;
  let a: Database;
  let b: Database;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-'));
    a = openDatabase(path.join(dir, 'wps.sqlite'));
    b = openDatabase(path.join(dir, 'wps.sqlite'));
  });
  afterEach(() => {
    a.close();
    b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('each pending withdrawal is claimed by one back office, and a refusal releases its hold once', () => {
    const id = memberIn(a, 'carol');
    const [walletA, walletB] = [new WalletStore(a), new WalletStore(b)];
    const [first, second] = [new CashierStore(a, walletA), new CashierStore(b, walletB)];
    walletA.post({ merchant: 'demo', memberId: id, type: 'deposit', amount: 10_000, opKey: 'funds', now: 1 });
    const account = first.bindAccount({
      merchant: 'demo',
      memberId: id,
      type: 'bank',
      provider: 'BDO',
      holderName: 'Carol',
      accountNo: '1234567890',
      now: 1,
    });
    for (let i = 0; i < 4; i += 1)
      expect(
        first.requestWithdrawal({
          merchant: 'demo',
          memberId: id,
          requestId: `w-${i}`,
          accountId: account.id,
          amount: 1_000,
          detail: 'BDO',
          now: 2,
        }).ok,
      ).toBe(true);
    const claimed = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      for (const store of [first, second]) {
        const row = store.claimPendingWithdrawal(`worker-${round}`, 10, 10, 1_000);
        if (row) {
          expect(claimed.has(row.id)).toBe(false);
          claimed.add(row.id);
        }
      }
    }
    expect(claimed.size).toBe(4);
    const [one] = [...claimed];
    expect(first.decideWithdrawal({ id: one!, approve: false, reason: 'no', now: 20 })).toBe(true);
    expect(second.decideWithdrawal({ id: one!, approve: true, reason: null, now: 21 })).toBe(false);
    expect(walletB.account('demo', id).balance).toBe(7_000);
    expect(walletB.held('demo', id)).toBe(3_000);
    expect(walletA.entrySum('demo', id)).toBe(7_000);
  });
});
