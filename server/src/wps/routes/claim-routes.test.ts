/**
 * Claimable promotions through the real routes (issue 26): a member who qualifies claims a
 * promotion once (a second claim, even two at once, credits nothing more), one who does not
 * qualify is refused until their deposits reach the promotion's minimum, and the claimed bonus
 * is listed with its turnover left, worn down by stakes.
 */
import { playRound } from '../../db/wallet-store';
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { CONSENT } from '../../../test/support/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Envelope = { success: boolean; errorCode?: string; value?: any };
const json = (response: { json(): unknown }) => response.json() as Envelope;

async function member(): Promise<{ token: string; id: number }> {
  const username = `cl${Math.random().toString(36).slice(2, 10)}`;
  const registered = json(await t.call('register', { body: { ...CONSENT, username, password: 'secret123' } })).value;
  return { token: registered.token, id: registered.id };
}
const offers = async (token: string) =>
  json(await t.call('promotionClaims', { token })).value.items as { promotionId: string; status: string }[];
const claim = (token: string, promotionId: string) => t.call('promotionClaim', { token, body: { promotionId } });

describe('claiming a promotion', () => {
  it('credits the bonus and its turnover once, however often it is claimed', async () => {
    const { token, id } = await member();
    expect((await offers(token)).map((offer) => [offer.promotionId, offer.status])).toEqual([
      ['106', 'claimable'],
      ['109', 'not_qualified'],
    ]);
    const [first, second] = (await Promise.all([claim(token, '106'), claim(token, '106')])).map((response) => json(response).value);
    expect([first, second].filter((answer) => !answer.repeated)).toHaveLength(1);
    expect(first).toMatchObject({ balance: 50, turnoverRemaining: 250, promotion: { status: 'claimed', bonus: 50, turnover: 250 } });
    expect(json(await claim(token, '106')).value).toMatchObject({ repeated: true, balance: 50 });
    expect(t.ctx.wallet.account('demo', id)).toEqual({ balance: 5_000, turnoverRequired: 25_000 });
    expect((await offers(token))[0]!.status).toBe('claimed');
    const history = json(await t.call('walletTransactions', { token, query: { type: 'bonus' } })).value.items;
    expect(history).toMatchObject([{ type: 'bonus', amount: 50, detail: 'Weekend slots bonus' }]);
  });

  it('refuses a member who has not deposited enough since the promotion began, and an unknown or expired promotion', async () => {
    const { token, id } = await member();
    expect(json(await claim(token, '109')).errorCode).toBe('promotion_not_qualified');
    expect(json(await claim(token, '104')).errorCode).toBe('promotion_not_claimable');
    expect(json(await claim(token, '105')).errorCode).toBe('promotion_not_claimable');
    expect(t.ctx.wallet.account('demo', id).balance).toBe(0);
    t.ctx.wallet.post({ merchant: 'demo', memberId: id, type: 'deposit', amount: 499_999, opKey: `cl-dep-${id}`, now: t.ctx.clock() });
    expect(json(await claim(token, '109')).errorCode).toBe('promotion_not_qualified');
    t.ctx.wallet.post({ merchant: 'demo', memberId: id, type: 'deposit', amount: 1, opKey: `cl-dep2-${id}`, now: t.ctx.clock() });
    expect((await offers(token))[1]).toMatchObject({ promotionId: '109', status: 'claimable', deposited: 5000, minDeposits: 5000 });
    expect(json(await claim(token, '109')).value).toMatchObject({ balance: 5300, turnoverRemaining: 3000, repeated: false });
  });
});

describe('active bonuses', () => {
  it('lists each bonus with its turnover left; stakes pay off the oldest first, and a met bonus leaves the list', async () => {
    const { token, id } = await member();
    t.ctx.wallet.post({
      merchant: 'demo',
      memberId: id,
      type: 'deposit',
      amount: 500_000,
      opKey: `ab-dep-${id}`,
      now: t.ctx.clock() - 1000,
    });
    await claim(token, '106');
    await claim(token, '109');
    const bonuses = async () => json(await t.call('activeBonuses', { token })).value.items as { title: string; remaining: number }[];
    expect((await bonuses()).map((bonus) => [bonus.title, bonus.remaining])).toEqual([
      ['VIP monthly bonus', 3000],
      ['Weekend slots bonus', 250],
    ]);
    const play = (round: string, stake: number) =>
      playRound(t.ctx.db, t.ctx.wallet, {
        merchant: 'demo',
        memberId: id,
        roundId: `${id}-${round}`,
        vendor: 'PG',
        gameCode: 'fortune-tiger',
        gameName: 'Fortune Tiger',
        stake,
        win: 0,
        now: t.ctx.clock(),
      });
    play('a', 20_000);
    expect((await bonuses()).map((bonus) => [bonus.title, bonus.remaining])).toEqual([
      ['VIP monthly bonus', 3000],
      ['Weekend slots bonus', 50],
    ]);
    play('b', 10_000);
    expect((await bonuses()).map((bonus) => [bonus.title, bonus.remaining])).toEqual([['VIP monthly bonus', 2950]]);
  });

  it("shows bonus1's seeded deposit bonus with its turnover not yet met", async () => {
    const token = json(await t.call('login', { body: { type: 'username', username: 'bonus1', password: 'secret123' } })).value.token;
    const items = json(await t.call('activeBonuses', { token })).value.items;
    const balance = json(await t.call('walletBalance', { token })).value;
    expect(items).toHaveLength(1);
    expect(items[0].remaining).toBe(balance.turnoverRemaining);
    expect(items[0].remaining).toBeGreaterThan(0);
  });
});
