import { openDatabase, type Database } from './database';
import { CashierStore } from './cashier-store';
import { MemberStore } from './member-store';
import { WalletStore } from './wallet-store';
import { betHistory, walletHistory } from './wallet-history';

/** A member of demo, by name: the rows below belong to someone. */
function memberOf(db: Database, username: string): number {
  const member = new MemberStore(db).insert({ merchant: 'demo', username, passwordHash: 'x', passwordIsDefault: false, now: 1 });
  if (!member.ok) throw new Error('the member was not made');
  return member.id;
}

describe('wallet history', () => {
  it('lists deposits made in the same millisecond newest first, page after page', () => {
    const db = openDatabase(':memory:');
    const memberId = memberOf(db, 'Same');
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

  it('lists rounds played in the same millisecond newest first, page after page', () => {
    const db = openDatabase(':memory:');
    const memberId = memberOf(db, 'Rounds');
    // Round ids are random: their alphabetical order is not the order they were played in.
    const roundIds = ['q7', 'b2', 'z9', 'a1', 'm5'];
    const insert = db.prepare(
      "INSERT INTO bet_records (merchant, round_id, member_id, vendor, game_code, game_name, stake, win, created_at) VALUES ('demo', ?, ?, 'V', 'G', 'Game', ?, 0, 7000)",
    );
    roundIds.forEach((roundId, i) => insert.run(roundId, memberId, (i + 1) * 100));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = betHistory(db, { merchant: 'demo', memberId, limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((row) => row.round_id));
      expect(page.items.every((row) => !('seq' in row))).toBe(true);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...roundIds].reverse());
    db.close();
  });
});
