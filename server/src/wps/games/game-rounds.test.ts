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

type Envelope = { value?: any; errorCode?: string };
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
  it('in the site game view the page leaves the way back to the view; its script may post the round (issue 37)', async () => {
    const { token } = await member(0);
    const { url } = await launch(token);
    const inView = await t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost', 'sec-fetch-dest': 'iframe' } });
    expect(inView.statusCode).toBe(200);
    expect(inView.body).not.toContain('data-testid="game-back"');
    expect(inView.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(inView.headers.vary).toContain('Sec-Fetch-Dest');
    const alone = await get(url);
    expect(alone.body).toContain('data-testid="game-back"');
    expect(alone.body).toContain('href="/m/rng"');
  });

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

  it('draws 2, 3 or 5 times the stake on 3 × returnPercent rounds of 1,000, nothing otherwise', () => {
    expect(drawWin(1000, 96, (max) => (max === 1000 ? 287 : 2))).toBe(5000);
    expect(drawWin(1000, 96, (max) => (max === 1000 ? 288 : 0))).toBe(0);
    expect(() => drawWin(1000, 100)).toThrow(/below 100/);
  });

  it('returns exactly the stated 96 % over every outcome, and less than 100 % over 1,000 rounds', () => {
    let expected = 0;
    for (let draw = 0; draw < 1000; draw += 1)
      for (let pick = 0; pick < 3; pick += 1) {
        const answers = [draw, pick];
        expected += drawWin(10, 96, () => answers.shift()!);
      }
    expect(expected / (1000 * 3 * 10)).toBeCloseTo(0.96, 10);
    // 1,000 rounds of 10 with a fixed seed (mulberry32): deterministic, never flaky.
    let seed = 35;
    const random = (max: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * max);
    };
    let paid = 0;
    for (let round = 0; round < 1000; round += 1) paid += drawWin(10, 96, random);
    expect(paid).toBeLessThan(10_000);
  });

  it('plays at most roundsPerMinute rounds per launch, and says so on the page', async () => {
    const { token, id } = await member(10_000_000);
    const { url, ticket } = await launch(token);
    expect((await get(url)).body).toContain('Return to player: 96% of stakes on average.');
    const answers = [];
    for (let n = 0; n < 31; n += 1) answers.push(await post({ ticket, round: `pace-round-${id}-${n}`, stake: '10', lang: 'EN' }));
    expect(answers.slice(0, 30).every((answer) => answer.headers.location?.includes('result='))).toBe(true);
    expect(answers[30]!.headers.location).toContain('slow=1');
    expect((await get(answers[30]!.headers.location as string)).body).toContain('Too many rounds in a minute.');
    expect(json(await t.call('betRecords', { token, query: { limit: '100' } })).value.items).toHaveLength(30);
  });

  it('a merchant without stand-in games (as in production) launches none', async () => {
    const production = await createTestApp({ emulators: false });
    try {
      expect(production.ctx.catalog.get('demo')).toMatchObject({ ok: true, data: { integrations: { testMode: false } } });
      const trial = await production.call('gameTrialLaunch', { query: { gameId: 'fortune-tiger', nodeId: 'pg-2', platform: 'html5' } });
      expect([trial.statusCode, json(trial).errorCode]).toEqual([503, 'game_maintenance']);
    } finally {
      await production.close();
    }
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
