/**
 * The cashier through the real routes (in process): the seeded history, deposits through the
 * stand-in provider and its signed callback, withdrawals decided by the stand-in back office,
 * and every bad input answering its error while changing nothing.
 */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { sign } from '../cashier/callback-signature';
import { REFUSAL_REASON, WithdrawalBackOffice } from '../cashier/withdrawal-back-office';
import { WRITE_LIMITS } from '../../security/write-limits';
import { CONSENT } from '../../../test/support/consent';

let t: TestApp;
beforeAll(async () => {
  // The back office runs only when a test asks (runOnce), so "pending" stays pending meanwhile.
  t = await createTestApp({ withdrawDelayMs: null });
});
afterAll(() => t.close());

type Envelope = { success: boolean; errorCode?: string; message?: string; value?: any };
const json = (response: { json(): unknown }) => response.json() as Envelope;
let serial = 0;
const requestId = () => `req-${Date.now().toString(36)}-${(serial += 1)}`;

async function signIn(username: string, password = 'secret123', host = 'demo.localhost'): Promise<string> {
  const response = await t.call('login', { body: { type: 'username', username, password }, host });
  expect(response.statusCode).toBe(200);
  return json(response).value.token as string;
}

/** A fresh demo member with `balance` minor units and, when asked, a mobile number. */
async function memberWith(balance: number, mobile?: string): Promise<{ token: string; id: number }> {
  const username = `wl${Math.random().toString(36).slice(2, 10)}`;
  const registered = await t.call('register', { body: { ...CONSENT, username, password: 'secret123' } });
  expect(registered.statusCode).toBe(200);
  const id = json(registered).value.id as number;
  if (balance > 0)
    t.ctx.wallet.post({ merchant: 'demo', memberId: id, type: 'adjustment', amount: balance, opKey: `test:${id}`, now: t.ctx.clock() });
  if (mobile)
    t.ctx.db
      .prepare("UPDATE members SET mobile = ?, country_dialing_code = '63', mobile_num = ? WHERE id = ?")
      .run(`63${mobile}`, mobile, id);
  return { token: json(registered).value.token as string, id };
}

const balanceOf = async (token: string) => json(await t.call('walletBalance', { token })).value;
const orderCount = (id: number) => t.ctx.db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ?').pluck().get(id);
const deposit = (token: string, body: Record<string, unknown>) =>
  t.call('depositOrder', { token, body: { requestId: requestId(), ...body } });

/** Signed as the stand-in provider signs: with the secret the demo made for itself. */
const demoSecret = () => {
  const demo = t.ctx.catalog.get('demo');
  if (!demo.ok) throw new Error(demo.message);
  return t.ctx.callbackSecrets.secretFor(demo.data)!;
};

async function callback(body: Record<string, unknown>, secret = demoSecret()) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/wps/cashier/callback/standin',
    headers: { host: 'demo.localhost', 'content-type': 'application/json', 'x-signature': sign(raw, secret) },
    payload: raw,
  });
}

describe('the seeded wallet', () => {
  it("player1's balance is unchanged by the ledger and its history has 30+ entries of every type ending there", async () => {
    const token = await signIn('player1');
    expect(json(await t.call('memberInfo', { token })).value.balance).toBe(1234.5);
    expect(await balanceOf(token)).toEqual({ currency: 'PHP', decimals: 2, balance: 1234.5, held: 0, turnoverRemaining: 0 });
    for (const type of ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'reward', 'adjustment']) {
      const page = json(await t.call('walletTransactions', { token, query: { type, limit: '100' } })).value;
      expect(page.items.length).toBeGreaterThanOrEqual(type === 'adjustment' ? 31 : 30);
      expect(page.items.every((item: { type: string }) => item.type === type)).toBe(true);
    }
    const newest = json(await t.call('walletTransactions', { token, query: { limit: '1' } })).value.items[0];
    expect(newest.balanceAfter).toBe(1234.5);
    const bets = json(await t.call('betRecords', { token, query: { limit: '100' } })).value.items as { vendor: string }[];
    expect(bets.length).toBeGreaterThanOrEqual(30);
    expect(new Set(bets.map((bet) => bet.vendor)).size).toBeGreaterThanOrEqual(4);
  });

  it('a member with an active bonus owes turnover, and a withdrawal says how much', async () => {
    const token = await signIn('bonus1');
    expect(await balanceOf(token)).toMatchObject({ balance: 2000, turnoverRemaining: 15000 });
  });
});

describe('history pages', () => {
  it("names things, not codes, in the reader's language: bonuses, games, vendors, accounts", async () => {
    const token = await signIn('player1');
    const thai = { Language: 'TH' };
    const details = async (type: string) =>
      json(await t.call('walletTransactions', { token, headers: thai, query: { type, limit: '100' } })).value.items.map(
        (item: { detail: string }) => item.detail,
      ) as string[];
    expect(new Set(await details('bonus'))).toEqual(new Set(['โบนัสฝากซ้ำ']));
    expect(new Set(await details('reward'))).toEqual(new Set(['ศูนย์รางวัล']));
    expect(await details('adjustment')).toContain('ยอดยกมา');
    expect(new Set(await details('withdrawal'))).toEqual(new Set(['GCash ****0001']));
    const bets = await details('bet');
    expect(bets).toContain('เสือนำโชค');
    expect(bets).not.toContain('Fortune Tiger');
    const records = json(await t.call('betRecords', { token, headers: thai, query: { limit: '100' } })).value.items as {
      vendor: string;
      vendorName: string;
      gameCode: string;
      gameName: string;
    }[];
    expect(records.find((record) => record.vendor === 'PG')?.vendorName).toBe('PG Soft');
    expect(records.find((record) => record.vendor === 'LOTT')?.vendorName).toBe('Demo Lottery');
    expect(records.find((record) => record.gameCode === 'fortune-tiger')?.gameName).toBe('เสือนำโชค');
    // The same history in English.
    expect(json(await t.call('walletTransactions', { token, query: { type: 'bonus', limit: '1' } })).value.items[0].detail).toBe(
      'Reload bonus',
    );
  });

  it("names a game the merchant has since dropped as its round recorded it, in the reader's language", async () => {
    const { token, id } = await memberWith(1000);
    const now = t.ctx.clock();
    // A round of a game no longer in games.json: its stake's ledger entry kept the names by language.
    t.ctx.wallet.post({
      merchant: 'demo',
      memberId: id,
      type: 'bet',
      amount: -100,
      opKey: 'round:gone-1:bet',
      detail: JSON.stringify({ EN: 'Lucky Old Reels', TH: 'วงล้อเก่านำโชค' }),
      now,
    });
    t.ctx.db
      .prepare(
        "INSERT INTO bet_records (merchant, round_id, member_id, vendor, game_code, game_name, stake, win, created_at) VALUES ('demo', 'gone-1', ?, 'PG', 'lucky-old-reels', 'Lucky Old Reels', 100, 0, ?)",
      )
      .run(id, now);
    const names = async (headers: Record<string, string>) =>
      (json(await t.call('betRecords', { token, headers, query: { limit: '10' } })).value.items as { gameName: string }[]).map(
        (record) => record.gameName,
      );
    expect(await names({ Language: 'TH' })).toEqual(['วงล้อเก่านำโชค']);
    expect(await names({})).toEqual(['Lucky Old Reels']);
  });

  it('pages by cursor without repeating or skipping an entry, newest first', async () => {
    const token = await signIn('player1');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string; createdAt: string }[]; nextCursor: string | null } = json(
        await t.call('walletTransactions', { token, query: { limit: '37', ...(cursor ? { cursor } : {}) } }),
      ).value;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = json(await t.call('walletTransactions', { token, query: { limit: '100' } })).value;
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(200);
    expect(seen.slice(0, 100)).toEqual(all.items.map((item: { id: string }) => item.id));
  });

  it("filters by an inclusive day range in the player's time zone", async () => {
    const { token, id } = await memberWith(0);
    // 23:30 UTC on 1 Nov is 07:30 on 2 Nov at UTC+8.
    const at = Date.UTC(2026, 10, 1, 23, 30);
    t.ctx.wallet.post({ merchant: 'demo', memberId: id, type: 'adjustment', amount: 500, opKey: `tz:${id}`, now: at });
    const on = (day: string, tz: string) =>
      t.call('walletTransactions', { token, query: { from: day, to: day, tz } }).then((r) => json(r).value.items.length);
    expect(await on('2026-11-01', '0')).toBe(1);
    expect(await on('2026-11-02', '0')).toBe(0);
    expect(await on('2026-11-02', '480')).toBe(1);
    expect(await on('2026-11-01', '480')).toBe(0);
  });
});

describe('deposits', () => {
  it('refuses each bad amount, channel and bonus with its own message, and makes no order', async () => {
    const { token, id } = await memberWith(0);
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ channel: 'GCASH', amount: '100.005' }, 'amount_decimals', 'at most 2 decimal places'],
      [{ channel: 'GCASH', amount: '99.99' }, 'amount_below_min', '₱100.00'],
      [{ channel: 'GCASH', amount: '50000.01' }, 'amount_above_max', '₱50,000.00'],
      [{ channel: 'USDT', amount: '499' }, 'amount_below_min', '₱500.00'],
      [{ channel: 'BANK', amount: '1000' }, 'channel_unavailable', null],
      [{ channel: 'NOPE', amount: '1000' }, 'channel_unavailable', null],
      [{ channel: 'GCASH', amount: '1000', bonusId: '999' }, 'bonus_not_available', null],
      [{ channel: 'GCASH', amount: '150', bonusId: '110' }, 'bonus_not_available', null],
    ];
    for (const [body, code, text] of cases) {
      const answer = json(await deposit(token, body));
      expect([body, answer.errorCode]).toEqual([body, code]);
      if (text) expect(answer.message).toContain(text);
    }
    expect(orderCount(id)).toBe(0);
    expect(t.ctx.moneyEvents.claim('demo', id, t.ctx.clock())).toEqual([]);
  });

  it('a double tap makes one order, and the tracker gets depositSubmit and firstDeposit once', async () => {
    const { token, id } = await memberWith(0);
    const body = { channel: 'GCASH', amount: '500', requestId: requestId() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('depositOrder', { token, body })));
    const orderIds = new Set(answers.map((answer) => json(answer).value.orderId));
    expect(orderIds.size).toBe(1);
    expect(orderCount(id)).toBe(1);
    expect(t.ctx.moneyEvents.claim('demo', id, t.ctx.clock()).map((event) => event.event)).toEqual(['depositSubmit', 'firstDeposit']);
  });

  it('through the stand-in provider: approve credits the deposit and its bonus once, with the bonus turnover', async () => {
    const { token, id } = await memberWith(0);
    const order = json(await deposit(token, { channel: 'MAYA', amount: '1000.50', bonusId: '110' })).value;
    expect(order).toMatchObject({ status: 'pending', amount: 1000.5, bonus: 1000.5, currency: 'PHP' });
    const page = await t.app.inject({ method: 'GET', url: order.paymentUrl, headers: { host: 'demo.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Demo only: no real money.');
    expect(page.body).toContain('₱1,000.50');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/__emulators/payment/pay/demo/approve`,
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${order.orderId}`,
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/m/member/deposit?order=${order.orderId}&cashier=return`);
    expect(await balanceOf(token)).toMatchObject({ balance: 2001, turnoverRemaining: 20010 });
    expect(json(await t.call('depositOrderStatus', { token, query: { orderId: order.orderId } })).value.status).toBe('completed');
    const events = t.ctx.moneyEvents.claim('demo', id, t.ctx.clock()).map((event) => event.event);
    expect(events).toEqual(['depositSubmit', 'firstDeposit', 'deposit', 'firstDepositArrival']);
    // Approving again (a second tap, a replay of the page) credits nothing more.
    await t.app.inject({
      method: 'POST',
      url: `/__emulators/payment/pay/demo/approve`,
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${order.orderId}`,
    });
    expect((await balanceOf(token)).balance).toBe(2001);
    const types = json(await t.call('walletTransactions', { token })).value.items.map((item: { type: string }) => item.type);
    expect(types).toEqual(['bonus', 'deposit']);
    const [bonusEntry, depositEntry] = json(await t.call('walletTransactions', { token })).value.items;
    expect([bonusEntry.detail, depositEntry.detail]).toEqual(['First deposit 100%', 'Maya']);
    // Read on a Thai page, the bonus is named in Thai (issue 37), as the active bonus is.
    const thai = json(await t.call('walletTransactions', { token, headers: { Language: 'TH' } })).value.items;
    expect(thai[0].detail).toBe('ฝากครั้งแรก 100%');
    const active = json(await t.call('activeBonuses', { token, headers: { Language: 'TH' } })).value.items;
    expect(active.map((bonus: { title: string }) => bonus.title)).toEqual(['ฝากครั้งแรก 100%']);
  });

  it('the first-deposit bonus is paid once per member: two deposits, also two orders paid one after the other', async () => {
    const { token } = await memberWith(0);
    const approve = (orderId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/__emulators/payment/pay/demo/approve`,
        headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `order=${orderId}`,
      });
    const offered = async () =>
      json(await t.call('depositSettings', { token })).value.bonuses.map((bonus: { promotionId: string }) => bonus.promotionId);
    expect(await offered()).toEqual(['110']);
    // Both orders made before either is paid: each shows the bonus it asked for.
    const first = json(await deposit(token, { channel: 'GCASH', amount: '200', bonusId: '110' })).value;
    const second = json(await deposit(token, { channel: 'GCASH', amount: '200', bonusId: '110' })).value;
    expect([first.bonus, second.bonus]).toEqual([200, 200]);
    await approve(first.orderId);
    await approve(second.orderId);
    expect(await balanceOf(token)).toMatchObject({ balance: 600, turnoverRemaining: 4000 });
    const types = json(await t.call('walletTransactions', { token })).value.items.map((item: { type: string }) => item.type);
    expect(types.sort()).toEqual(['bonus', 'deposit', 'deposit']);
    expect(json(await t.call('depositOrderStatus', { token, query: { orderId: second.orderId } })).value).toMatchObject({
      status: 'completed',
      bonus: 0,
    });
    // After a credited deposit the bonus is neither offered nor accepted.
    expect(await offered()).toEqual([]);
    const third = await deposit(token, { channel: 'GCASH', amount: '200', bonusId: '110' });
    expect(json(third).errorCode).toBe('bonus_not_available');
  });

  it('refuses a forged callback (401) and a replayed one, and credits nothing', async () => {
    const { token, id } = await memberWith(0);
    const order = json(await deposit(token, { channel: 'GCASH', amount: '200' })).value;
    const notice = {
      notificationId: `notice-${id}-1`,
      merchant: 'demo',
      orderId: order.orderId,
      status: 'PAID',
      amountMinor: 20000,
      timestamp: t.ctx.clock(),
    };
    expect((await callback(notice, 'not-the-merchants-secret')).statusCode).toBe(401);
    expect((await callback({ ...notice, amountMinor: 2_000_000 })).statusCode).toBe(400);
    expect((await callback({ ...notice, timestamp: t.ctx.clock() - 3_600_000 })).statusCode).toBe(401);
    expect((await balanceOf(token)).balance).toBe(0);
    expect((await callback(notice)).statusCode).toBe(200);
    expect((await callback(notice)).statusCode).toBe(409);
    expect((await callback({ ...notice, notificationId: `notice-${id}-2` })).statusCode).toBe(409);
    expect((await balanceOf(token)).balance).toBe(200);
  });

  it('cancel marks the order cancelled; a page closed half way leaves it pending in the history', async () => {
    const { token } = await memberWith(0);
    const left = json(await deposit(token, { channel: 'GCASH', amount: '300' })).value;
    const cancelled = json(await deposit(token, { channel: 'GCASH', amount: '400' })).value;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/__emulators/payment/pay/demo/cancel`,
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${cancelled.orderId}`,
    });
    expect(answer.headers.location).toBe(`/m/member/deposit?order=${cancelled.orderId}&cashier=return`);
    const items = json(await t.call('walletTransactions', { token })).value.items;
    expect(items.map((item: { status: string; amount: number }) => [item.status, item.amount])).toEqual([
      ['cancelled', 400],
      ['pending', 300],
    ]);
    // Named, not coded (issue 37): GCash, never GCASH.
    expect(items.map((item: { detail: string }) => item.detail)).toEqual(['GCash', 'GCash']);
    expect(left).toMatchObject({ status: 'pending', channel: 'GCASH', channelName: 'GCash' });
    expect(left.status).toBe('pending');
    expect((await balanceOf(token)).balance).toBe(0);
  });

  it("answers only the member's own order", async () => {
    const owner = await memberWith(0);
    const other = await memberWith(0);
    const order = json(await deposit(owner.token, { channel: 'GCASH', amount: '300' })).value;
    expect(json(await t.call('depositOrderStatus', { token: other.token, query: { orderId: order.orderId } })).errorCode).toBe(
      'order_not_found',
    );
  });
});

describe('withdrawals', () => {
  async function bound(balance: number, mobile: string) {
    const member = await memberWith(balance, mobile);
    expect(json(await t.call('smsMember', { token: member.token, body: { purpose: 'BIND_WITHDRAW_ACCOUNT' } })).value).toMatchObject({
      sent: true,
      mobileNum: `******${mobile.slice(-4)}`,
    });
    const code = t.ctx.verification.outbox(`63${mobile}`, 1)[0]!.code!;
    const account = json(
      await t.call('withdrawAccountBind', {
        token: member.token,
        body: { type: 'ewallet', provider: 'GCASH', holderName: 'Juan Cruz', accountNo: '09171112222', smsCode: code },
      }),
    ).value;
    expect(account).toMatchObject({ provider: 'GCASH', accountNo: '*******2222' });
    return { ...member, accountId: account.id as number };
  }

  it('a member without a mobile cannot get a binding code', async () => {
    const { token } = await memberWith(0);
    expect(json(await t.call('smsMember', { token, body: { purpose: 'BIND_WITHDRAW_ACCOUNT' } })).errorCode).toBe('mobile_required');
  });

  it('a wrong code binds nothing', async () => {
    const { token, id } = await memberWith(0, '9175550100');
    await t.call('smsMember', { token, body: { purpose: 'BIND_WITHDRAW_ACCOUNT' } });
    const answer = json(
      await t.call('withdrawAccountBind', {
        token,
        body: { type: 'ewallet', provider: 'GCASH', holderName: 'Juan Cruz', accountNo: '09171112222', smsCode: '000000' },
      }),
    );
    expect(answer.errorCode).toBe('sms_code_invalid');
    expect(t.ctx.cashier.accounts('demo', id)).toEqual([]);
  });

  it('refuses each bad withdrawal and holds nothing', async () => {
    const { token, id, accountId } = await bound(50_000, '9175550101');
    const cases: [Record<string, unknown>, string][] = [
      [{ accountId: 99999, amount: '300' }, 'withdraw_account_invalid'],
      [{ accountId, amount: '300.001' }, 'amount_decimals'],
      [{ accountId, amount: '199.99' }, 'amount_below_min'],
      [{ accountId, amount: '100000.01' }, 'amount_above_max'],
      [{ accountId, amount: '500.01' }, 'balance_short'],
    ];
    for (const [body, code] of cases) {
      const answer = json(await t.call('withdraw', { token, body: { requestId: requestId(), ...body } }));
      expect([body, answer.errorCode]).toEqual([body, code]);
    }
    expect(await balanceOf(token)).toMatchObject({ balance: 500, held: 0 });
    expect(t.ctx.cashier.withdrawalsSince('demo', id, 0)).toBe(0);
  });

  it('refuses a withdrawal before the bonus turnover is met, saying how much is left', async () => {
    const { token, id, accountId } = await bound(50_000, '9175550102');
    t.ctx.wallet.post({
      merchant: 'demo',
      memberId: id,
      type: 'bonus',
      amount: 100,
      opKey: `bonus:${id}`,
      turnover: 123_456,
      now: t.ctx.clock(),
    });
    const answer = json(await t.call('withdraw', { token, body: { requestId: requestId(), accountId, amount: '300' } }));
    expect(answer.errorCode).toBe('turnover_not_met');
    expect(answer.message).toContain('₱1,234.56');
  });

  it('holds the amount while pending; the back office approves it, or refuses an amount ending in 99 and releases the hold', async () => {
    const { token, id, accountId } = await bound(100_000, '9175550103');
    const body = { requestId: requestId(), accountId, amount: '300' };
    const [first, second] = await Promise.all([t.call('withdraw', { token, body }), t.call('withdraw', { token, body })]);
    expect(json(first).value.withdrawalId).toBe(json(second).value.withdrawalId);
    expect(json(first).value).toMatchObject({ status: 'pending', amount: 300 });
    const refused = json(await t.call('withdraw', { token, body: { requestId: requestId(), accountId, amount: '200.99' } })).value;
    expect(await balanceOf(token)).toMatchObject({ balance: 499.01, held: 500.99 });
    const pending = json(await t.call('walletTransactions', { token, query: { type: 'withdrawal' } })).value.items;
    expect(pending.map((item: { status: string; balanceAfter: number | null }) => [item.status, item.balanceAfter])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    expect(t.ctx.moneyEvents.claim('demo', id, t.ctx.clock()).map((event) => event.event)).toEqual(['withdraw', 'withdraw']);

    let now = t.ctx.clock();
    const office = new WithdrawalBackOffice(t.ctx.cashier, () => now, 2_000, t.ctx.log);
    expect(office.runOnce()).toBe(0);
    now += 2_001;
    expect(office.runOnce()).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(token)).toMatchObject({ balance: 700, held: 0 });
    expect(t.ctx.cashier.withdrawal(refused.withdrawalId)).toMatchObject({ status: 'refused', reason: REFUSAL_REASON });
    const after = json(await t.call('walletTransactions', { token, query: { type: 'withdrawal' } })).value.items;
    expect(after.map((item: { status: string; amount: number }) => [item.status, item.amount])).toEqual([
      ['completed', 200.99],
      ['refused', -200.99],
      ['completed', -300],
    ]);
    // The hold and its release name their withdrawal, the hold says why it was refused (issue 37).
    expect(after[0]).toMatchObject({ withdrawalId: refused.withdrawalId, reason: REFUSAL_REASON });
    expect(after[1]).toMatchObject({ withdrawalId: refused.withdrawalId, reason: REFUSAL_REASON });
    expect(after[2]).toMatchObject({ withdrawalId: first.json().value.withdrawalId, reason: null });
    expect(t.ctx.wallet.account('demo', id).balance).toBe(t.ctx.wallet.entrySum('demo', id));
  });

  it("refuses a withdrawal beyond the merchant's daily number, and withdrawAccountInfo counts down", async () => {
    const { token, accountId } = await bound(500_000, '9175550105');
    const remaining = async () => json(await t.call('withdrawAccountInfo', { token })).value.remainingTimes;
    expect(await remaining()).toBe(5);
    for (let i = 0; i < 5; i += 1)
      expect(json(await t.call('withdraw', { token, body: { requestId: requestId(), accountId, amount: '200' } })).success).toBe(true);
    expect(await remaining()).toBe(0);
    expect(json(await t.call('withdraw', { token, body: { requestId: requestId(), accountId, amount: '200' } })).errorCode).toBe(
      'withdraw_times_exceeded',
    );
    expect(await balanceOf(token)).toMatchObject({ balance: 4000, held: 1000 });
  });

  it('two back offices on one database decide each withdrawal once', async () => {
    const { token, accountId } = await bound(100_000, '9175550104');
    for (let i = 0; i < 4; i += 1)
      expect((await t.call('withdraw', { token, body: { requestId: requestId(), accountId, amount: '200.99' } })).statusCode).toBe(200);
    const later = () => t.ctx.clock() + 10_000;
    const offices = [0, 1].map(() => new WithdrawalBackOffice(t.ctx.cashier, later, 0, t.ctx.log));
    const decided = offices[0]!.runOnce() + offices[1]!.runOnce();
    expect(decided).toBeGreaterThanOrEqual(4);
    // Four refusals, each released once: the whole balance is back.
    expect(await balanceOf(token)).toMatchObject({ balance: 1000, held: 0 });
  });
});

describe('the cashier limit per member', () => {
  it("answers TOO_MANY_REQUEST beyond the member's cap on money calls, and makes no order", async () => {
    const limited = await createTestApp({
      withdrawDelayMs: null,
      writeLimits: { ...WRITE_LIMITS, cashier: { perMember: { max: 2, windowSeconds: 60 } } },
    });
    try {
      const registered = json(await limited.call('register', { body: { ...CONSENT, username: 'limited1', password: 'secret123' } })).value;
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 3; i += 1)
        codes.push(
          json(
            await limited.call('depositOrder', {
              token: registered.token,
              body: { channel: 'GCASH', amount: '100', requestId: requestId() },
            }),
          ).errorCode,
        );
      expect(codes).toEqual([undefined, undefined, 'TOO_MANY_REQUEST']);
      expect(limited.ctx.db.prepare('SELECT COUNT(*) FROM deposit_orders').pluck().get()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
