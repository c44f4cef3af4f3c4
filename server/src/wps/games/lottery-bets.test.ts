/**
 * The stand-in lottery is real (issue 35): a bet takes the stake from the wallet and appears in
 * the bet records at once; the draw settles it with numbers the player sees, paying a match 115
 * times the stake; a bet without 3 numbers or beyond the balance changes nothing.
 */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { CONSENT } from '../../../test/support/consent';
import { drawNumbers, nextDrawAt, normalisePicks, PAYOUT } from './lottery-draws';

let t: TestApp;
let now = Date.UTC(2026, 10, 27, 6, 1, 0);
beforeAll(async () => {
  t = await createTestApp({ withdrawDelayMs: null, clock: () => now });
});
afterAll(() => t.close());

type Envelope = { value?: any };
const json = (response: { json(): unknown }) => response.json() as Envelope;

async function member(balance: number): Promise<{ token: string; id: number }> {
  const registered = json(
    await t.call('register', { body: { ...CONSENT, username: `lb${Math.random().toString(36).slice(2, 10)}`, password: 'secret123' } }),
  ).value;
  if (balance > 0)
    t.ctx.wallet.post({ merchant: 'demo', memberId: registered.id, type: 'deposit', amount: balance, opKey: `fund:${registered.id}`, now });
  return { token: registered.token, id: registered.id };
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost' } });
const bet = (form: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/static/games/lotto-bet/bet',
    headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

async function openBetting(token: string): Promise<{ ticket: string; page: string }> {
  const answer = json(
    await t.call('launchGame', { token, body: { launchMode: 'LOTT', lottoGameCode: 'VN_HCM', backUrl: '/m/game', language: 'EN' } }),
  );
  const url = new URL(answer.value.gameUrl);
  return { ticket: url.searchParams.get('ticket')!, page: `${url.pathname}${url.search}` };
}

const betIdOf = (html: string) => /name="bet" value="([^"]+)"/.exec(html)![1]!;

describe('the stand-in lottery', () => {
  it('a bet takes the stake and is a bet record at once; the draw settles it with visible numbers', async () => {
    const { token, id } = await member(100_000);
    const { ticket, page } = await openBetting(token);
    const html = (await get(page)).body;
    expect(html).toContain('₱1,000.00');
    const betId = betIdOf(html);
    const form = `ticket=${ticket}&bet=${betId}&game=VN_HCM&stake=50&lang=EN&n7=on&n3=on&n1=on`;
    const placed = await bet(form);
    expect(placed.statusCode).toBe(303);
    // A double submit places it once.
    await bet(form);
    expect(json(await t.call('walletBalance', { token })).value.balance).toBe(950);
    const records = json(await t.call('betRecords', { token })).value.items;
    expect(records).toEqual([
      expect.objectContaining({ vendor: 'LOTT', gameCode: 'VN_HCM', gameName: 'Ho Chi Minh lottery 1-3-7', stake: 50, win: 0 }),
    ]);
    const after = (await get(placed.headers.location as string)).body;
    expect(after).toContain('Bet placed on 1-3-7: ₱50.00 taken from your balance. The draw at 06:05 UTC decides.');
    expect(after).toMatch(/data-state="open">1-3-7 · ₱50.00 · waiting for the draw at 06:05 UTC/);

    // Not yet due: nothing settles; at 06:05 the timer's call draws it.
    expect(t.ctx.lottery.settleDue(now)).toBe(0);
    now = Date.UTC(2026, 10, 27, 6, 5, 0);
    expect(t.ctx.lottery.settleDue(now)).toBe(1);
    const [settled] = t.ctx.lottery.bets('demo', id, 'VN_HCM');
    expect(settled!.drawn).toMatch(/^\d-\d-\d$/);
    const won = settled!.drawn === '1-3-7';
    expect(settled!.win).toBe(won ? 5000 * PAYOUT : 0);
    expect(json(await t.call('walletBalance', { token })).value.balance).toBe(won ? 950 + 50 * PAYOUT : 950);
    expect(json(await t.call('betRecords', { token })).value.items[0].win).toBe(won ? 50 * PAYOUT : 0);
    const shown = (await get(page)).body;
    expect(shown).toContain(`data-state="${won ? 'won' : 'lost'}">1-3-7 · ₱50.00 · drawn ${settled!.drawn}`);
    // Settled once: a second pass changes nothing.
    expect(t.ctx.lottery.settleDue(now + 60_000)).toBe(0);
  });

  it('the demo hook draws the open bets at once (the end-to-end way to a draw)', async () => {
    const { token, id } = await member(10_000);
    const { ticket, page } = await openBetting(token);
    await bet(`ticket=${ticket}&bet=${betIdOf((await get(page)).body)}&game=VN_HCM&stake=10&n0=on&n5=on&n9=on`);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/__emulators/lottery/draw?merchant=demo',
      headers: { host: 'demo.localhost' },
    });
    expect(hook.json()).toEqual({ settled: 1 });
    expect(t.ctx.lottery.bets('demo', id, 'VN_HCM')[0]!.drawn).toMatch(/^\d-\d-\d$/);
  });

  it('a bet without exactly 3 numbers, or beyond the balance, changes nothing and says why', async () => {
    const { token } = await member(500);
    const { ticket, page } = await openBetting(token);
    const two = await bet(`ticket=${ticket}&bet=${betIdOf((await get(page)).body)}&game=VN_HCM&stake=10&n1=on&n2=on`);
    expect((await get(two.headers.location as string)).body).toContain('Pick exactly 3 numbers.');
    const short = await bet(`ticket=${ticket}&bet=${betIdOf((await get(page)).body)}&game=VN_HCM&stake=10&n1=on&n2=on&n3=on&n4=on`);
    expect(short.headers.location).toContain('error=pick3');
    const broke = await bet(`ticket=${ticket}&bet=${betIdOf((await get(page)).body)}&game=VN_HCM&stake=50&n1=on&n2=on&n3=on`);
    expect((await get(broke.headers.location as string)).body).toContain('Your balance is too low for this stake.');
    expect(json(await t.call('walletBalance', { token })).value.balance).toBe(5);
    expect(json(await t.call('betRecords', { token })).value.items).toEqual([]);
  });

  it('a vendor ticket or a session token cannot place a bet', async () => {
    const { token } = await member(100_000);
    const vendor = json(
      await t.call('launchGame', { token, body: { vendor: 'PG', gameCode: 'fortune-tiger', hasLobby: false, backUrl: '/m/rng' } }),
    );
    const vendorTicket = new URL(vendor.value.gameUrl).searchParams.get('ticket')!;
    expect((await bet(`ticket=${vendorTicket}&bet=abcdefgh1&game=VN_HCM&stake=10&n1=on&n2=on&n3=on`)).statusCode).toBe(401);
    expect((await bet(`ticket=${token}&bet=abcdefgh2&game=VN_HCM&stake=10&n1=on&n2=on&n3=on`)).statusCode).toBe(401);
    expect(json(await t.call('walletBalance', { token })).value.balance).toBe(1000);
  });
});

describe('the draw', () => {
  it('draws 3 different numbers 0-9; a match in any order is 1 in 120, so 115x returns below 100 %', () => {
    let seed = 7;
    const random = (max: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % max);
    for (let n = 0; n < 200; n += 1) {
      const numbers = drawNumbers(random).split('-').map(Number);
      expect(new Set(numbers).size).toBe(3);
      expect(numbers.every((value) => value >= 0 && value <= 9)).toBe(true);
    }
    expect(PAYOUT / 120).toBeLessThan(1);
    expect(normalisePicks(['7', '3', '1'])).toBe('1-3-7');
    expect(normalisePicks(['1', '1', '2'])).toBeNull();
    expect(normalisePicks(['1', '2'])).toBeNull();
    expect(normalisePicks(['1', '2', '10'])).toBeNull();
    expect(nextDrawAt(Date.UTC(2026, 0, 1, 6, 4, 59), 5)).toBe(Date.UTC(2026, 0, 1, 6, 5));
    expect(nextDrawAt(Date.UTC(2026, 0, 1, 6, 5), 5)).toBe(Date.UTC(2026, 0, 1, 6, 10));
  });
});
