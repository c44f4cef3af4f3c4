/**
 * Responsible gaming through the real routes (issue 26): a deposit limit refuses the deposit
 * above it and a raise waits 24 hours on the server's clock; a break refuses deposits, claims
 * and game launches while sign-in, the balance and withdrawals still work.
 */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { CONSENT } from '../../../test/support/consent';

const HOUR = 3_600_000;
let now = Date.UTC(2026, 10, 26, 12);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, withdrawDelayMs: null });
});
afterAll(() => t.close());

type Envelope = { success: boolean; errorCode?: string; message?: string; value?: any };
const json = (response: { json(): unknown }) => response.json() as Envelope;
let serial = 0;
const requestId = () => `lim-${(serial += 1)}-${Math.random().toString(36).slice(2, 10)}`;

async function member(balance = 0): Promise<{ token: string; id: number; username: string }> {
  const username = `rg${Math.random().toString(36).slice(2, 10)}`;
  const registered = json(await t.call('register', { body: { ...CONSENT, username, password: 'secret123' } })).value;
  if (balance > 0)
    t.ctx.wallet.post({
      merchant: 'demo',
      memberId: registered.id,
      type: 'adjustment',
      amount: balance,
      opKey: `rg:${registered.id}`,
      now,
    });
  return { token: registered.token, id: registered.id, username };
}
/** A day later the session has expired: the member signs in again. */
const signIn = async (username: string) =>
  json(await t.call('login', { body: { type: 'username', username, password: 'secret123' } })).value.token as string;
const deposit = (token: string, amount: string) =>
  t.call('depositOrder', { token, body: { channel: 'GCASH', amount, requestId: requestId() } });
const setLimit = (token: string, period: string, amount: string | null) => t.call('depositLimitSet', { token, body: { period, amount } });
const limitsOf = async (token: string) => json(await t.call('responsibleGaming', { token })).value;

describe('deposit limits', () => {
  it('refuses the deposit above the daily limit, saying what is left, and writes no order', async () => {
    const { token, id } = await member();
    expect(json(await setLimit(token, 'day', '1000')).value.limits[0]).toEqual({ period: 'day', amount: 1000, used: 0, pending: null });
    expect(json(await deposit(token, '600')).success).toBe(true);
    const refused = json(await deposit(token, '500'));
    expect(refused.errorCode).toBe('deposit_limit_exceeded');
    expect(refused.value).toMatchObject({ period: 'day', limit: 1000, remaining: 400 });
    expect(refused.message).toContain('₱400.00');
    expect(t.ctx.db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ?').pluck().get(id)).toBe(1);
    expect(json(await deposit(token, '400')).success).toBe(true);
    expect((await limitsOf(token)).limits[0].used).toBe(1000);
  });

  it('lowers at once and raises after 24 hours on the server clock', async () => {
    const { token: first, username } = await member();
    let token = first;
    await setLimit(token, 'week', '2000');
    const raised = json(await setLimit(token, 'week', '5000')).value.limits[1];
    expect(raised).toMatchObject({ amount: 2000, pending: { amount: 5000, at: new Date(now + 24 * HOUR).toISOString() } });
    expect(json(await deposit(token, '2500')).errorCode).toBe('deposit_limit_exceeded');
    now += 24 * HOUR;
    token = await signIn(username);
    expect((await limitsOf(token)).limits[1]).toMatchObject({ amount: 5000, pending: null });
    expect(json(await deposit(token, '2500')).success).toBe(true);
    expect(json(await setLimit(token, 'week', '2600')).value.limits[1]).toMatchObject({ amount: 2600, used: 2500, pending: null });
    expect(json(await deposit(token, '200')).errorCode).toBe('deposit_limit_exceeded');
  });
});

describe('breaks from play', () => {
  it('self-exclusion refuses a launch, a deposit and a claim, but the member signs in, sees the balance and withdraws', async () => {
    const { token, id, username } = await member(100_000);
    const launch = { vendor: 'PG', gameCode: 'fortune-tiger', hasLobby: false, backUrl: '/m/rng' };
    expect(json(await t.call('launchGame', { token, body: launch })).success).toBe(true);
    const started = json(await t.call('playBreakStart', { token, body: { kind: 'self_exclusion', months: 6 } })).value;
    expect(started.playBreak).toEqual({ kind: 'self_exclusion', endsAt: '2027-05-27T12:00:00.000Z' });

    const refusedLaunch = json(await t.call('launchGame', { token, body: launch }));
    expect(refusedLaunch.errorCode).toBe('self_excluded');
    expect(refusedLaunch.message).toContain('2027-05-27 12:00 UTC');
    expect(json(await deposit(token, '500')).errorCode).toBe('self_excluded');
    const claim = json(await t.call('promotionClaim', { token, body: { promotionId: '106' } }));
    expect(claim.errorCode).toBe('self_excluded');
    expect(t.ctx.wallet.account('demo', id).balance).toBe(100_000);

    const again = json(await t.call('login', { body: { type: 'username', username, password: 'secret123' } }));
    expect(again.success).toBe(true);
    expect(json(await t.call('walletBalance', { token: again.value.token })).value.balance).toBe(1000);
    const account = t.ctx.cashier.bindAccount({
      merchant: 'demo',
      memberId: id,
      type: 'ewallet',
      provider: 'GCASH',
      holderName: 'Juan Cruz',
      accountNo: '09170001111',
      now,
    });
    const withdrawn = json(await t.call('withdraw', { token, body: { requestId: requestId(), accountId: account.id, amount: '300' } }));
    expect(withdrawn.value).toMatchObject({ status: 'pending', amount: 300 });
    // It cannot be shortened into a cooling-off, and is still there long after a cooling-off would end.
    expect(json(await t.call('playBreakStart', { token, body: { kind: 'cooling_off', days: 42 } })).errorCode).toBe('play_break_shorter');
  });

  it('a cooling-off refuses a launch until it ends, then play resumes', async () => {
    const { token: first, username } = await member();
    let token = first;
    await t.call('playBreakStart', { token, body: { kind: 'cooling_off', days: 1 } });
    const launch = { vendor: 'PG', gameCode: 'fortune-tiger', hasLobby: false };
    expect(json(await t.call('launchGame', { token, body: launch })).errorCode).toBe('cooling_off_active');
    expect(json(await t.call('playBreakStart', { token, body: { kind: 'cooling_off', days: 0 } })).errorCode).toBe('invalid_request');
    now += 24 * HOUR;
    token = await signIn(username);
    expect(json(await t.call('launchGame', { token, body: launch })).success).toBe(true);
    expect((await limitsOf(token)).playBreak).toBeNull();
  });
});

describe('the demo members', () => {
  it('limits1 has its three limits, resting1 a cooling-off and excluded1 a self-exclusion', async () => {
    const token = async (username: string) => signIn(username);
    expect((await limitsOf(await token('limits1'))).limits.map((limit: { amount: number }) => limit.amount)).toEqual([1000, 5000, 15000]);
    expect((await limitsOf(await token('resting1'))).playBreak.kind).toBe('cooling_off');
    const excluded = await token('excluded1');
    expect((await limitsOf(excluded)).playBreak.kind).toBe('self_exclusion');
    expect(json(await t.call('launchGame', { token: excluded, body: { vendor: 'PG', gameCode: 'fortune-tiger' } })).errorCode).toBe(
      'self_excluded',
    );
  });
});
