import { openDatabase } from './database';
import { CashierStore } from './cashier-store';
import { MemberStore } from './member-store';
import { WalletStore } from './wallet-store';
import { walletHistory } from './wallet-history';

describe('wallet history', () => {
  it('lists deposits made in the same millisecond newest first, page after page', () => {
    const db = openDatabase(':memory:');
    const member = new MemberStore(db).insert({
      merchant: 'demo',
      username: 'Same',
      passwordHash: 'x',
      passwordIsDefault: false,
      now: 1,
    });
    if (!member.ok) throw new Error('the member was not made');
    const memberId = member.id;
    const cashier = new CashierStore(db, new WalletStore(db));
    const amounts = [100, 200, 300, 400, 500, 600];
    for (const [i, amount] of amounts.entries()) {
      cashier.createDepositOrder({
        merchant: 'demo',
        member_id: memberId,
        request_id: `r${i}`,
        channel: 'GCASH',
        amount,
        bonus: 0,
        bonus_promotion_id: null,
        turnover_multiplier: 0,
        created_at: 5_000,
      });
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = walletHistory(db, { merchant: 'demo', memberId, limit: 4, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((row) => row.amount));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...amounts].reverse());
    db.close();
  });
});
