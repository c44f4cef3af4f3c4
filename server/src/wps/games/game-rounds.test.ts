/**
 * Rounds of the built-in vendor page against the wallet: a real launch debits the stake and
 * credits the win once per round, with a bet record; a trial never touches the ledger; a
 * stake above the balance says so on the page and changes nothing.
 */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { drawWin } from './game-rounds';
import { CONSENT } from '../../../test/support/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withdrawDelayMs: null });
});
afterAll(() => t.close());

type Envelope = { value?: any };
const json = (response: { json(): unknown }) => response.json() as Envelope;

async function member(balance: number): Promise<{ token: string; id: number }> {
  const registered = json(
    await t.call('register', { body: { ...CONSENT, username: `gr${Math.random().toString(36).slice(2, 10)}`, password: 'secret123' } }),
  ).value;
  if (balance > 0)
    t.ctx.wallet.post({
      merchant: 'demo',
      memberId: registered.id,
      type: 'deposit',
      amount: balance,
      opKey: `fund:${registered.id}`,
      now: 1,
    });
  return { token: registered.token, id: registered.id };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost' } });
const post = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/static/games/vendor/round',
    headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

async function launch(token: string): Promise<{ url: string; ticket: string }> {
  const answer = json(
    await t.call('launchGame', { token, body: { vendor: 'PG', gameCode: 'fortune-tiger', hasLobby: false, backUrl: '/m/rng' } }),
  );
  const url = pathOf(answer.value.gameUrl);
  return { url, ticket: new URL(url, 'http://x').searchParams.get('ticket')! };
}

describe('rounds on the demo vendor page', () => {
  it('a game opened before a self-exclusion takes no more stakes once it began', async () => {
    const { token, id } = await member(100_000);
    const { url, ticket } = await launch(token);
    const round = /name="round" value="([^"]+)"/.exec((await get(url)).body)![1]!;
    await t.call('playBreakStart', { token, body: { kind: 'self_exclusion', months: 6 } });
    const refused = await post({ ticket, round, stake: '100', lang: 'EN' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('taking a break');
    expect(t.ctx.wallet.account('demo', id).balance).toBe(100_000);
  });

  it('draws 2, 3 or 5 times the stake on 40 of 100, nothing otherwise', () => {
    expect(drawWin(1000, (max) => (max === 100 ? 39 : 2))).toBe(5000);
    expect(drawWin(1000, (max) => (max === 100 ? 40 : 0))).toBe(0);
  });

  it('a real launch shows the balance; a round debits the stake, credits the win and records the bet, once', async () => {
    const { token, id } = await member(100_000);
    const { url, ticket } = await launch(token);
    const page = await get(url);
    expect(page.body).toContain('₱1,000.00');
    const round = /name="round" value="([^"]+)"/.exec(page.body)![1]!;
    const played = await post({ ticket, round, stake: '100', lang: 'EN' });
    expect(played.statusCode).toBe(303);
    expect(played.headers.location).toContain(`result=${round}`);
    await post({ ticket, round, stake: '100', lang: 'EN' });
    const bets = json(await t.call('betRecords', { token })).value.items;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ vendor: 'PG', gameCode: 'fortune-tiger', stake: 100 });
    const balance = json(await t.call('walletBalance', { token })).value.balance;
    expect(balance).toBe(1000 - 100 + bets[0].win);
    expect(t.ctx.wallet.account('demo', id).balance).toBe(t.ctx.wallet.entrySum('demo', id));
    const after = await get(played.headers.location as string);
    expect(after.body).toMatch(/data-testid="round-result">Round \S+: (you won ₱[\d,.]+|no win this time)\./);
  });

  it('a stake above the balance says so on the page and changes nothing', async () => {
    const { token } = await member(5_000);
    const { ticket } = await launch(token);
    const played = await post({ ticket, round: 'round-short-1', stake: '100' });
    expect(played.headers.location).toContain('short=1');
    expect((await get(played.headers.location as string)).body).toContain('Your balance is too low for this stake.');
    expect(json(await t.call('walletBalance', { token })).value.balance).toBe(50);
    expect(json(await t.call('betRecords', { token })).value.items).toEqual([]);
  });

  it('a trial ticket, a session token or a signed-out launch cannot play against the wallet', async () => {
    const { token } = await member(100_000);
    const entries = () => t.ctx.db.prepare('SELECT COUNT(*) FROM wallet_entries').pluck().get();
    const before = entries();
    const trial = json(await t.call('gameTrialLaunch', { query: { gameId: 'fortune-tiger', nodeId: 'pg-2', platform: 'html5' } })).value;
    const trialTicket = new URL(trial.gameUrl).searchParams.get('ticket')!;
    expect((await get(pathOf(trial.gameUrl))).body).not.toContain('name="round"');
    expect((await post({ ticket: trialTicket, round: 'round-trial-1', stake: '10' })).statusCode).toBe(401);
    expect((await post({ ticket: token, round: 'round-token-1', stake: '10' })).statusCode).toBe(401);
    const { ticket } = await launch(token);
    await t.call('logout', { token });
    expect((await post({ ticket, round: 'round-gone-1', stake: '10' })).statusCode).toBe(401);
    expect(entries()).toBe(before);
  });
});
