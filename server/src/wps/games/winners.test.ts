/**
 * The home's winners (GET /wps/game/winners): a merchant's latest big wins, newest first, only
 * its own, the player masked, the game in the caller's language; a win below the threshold is no
 * news; a new win shows once the brief cache has passed.
 */
import { CONSENT } from '../../../test/support/consent';
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { playRound } from '../../db/wallet-store';
import { storedText } from '../localize';
import { maskUsername, WINNERS_MIN_WIN, WINNERS_TTL_MS, type Winners } from './winners';

let t: TestApp;
let now = Date.UTC(2026, 10, 26, 12);
beforeAll(async () => {
  t = await createTestApp({ withdrawDelayMs: null, clock: () => now });
});
afterAll(() => t.close());

async function winners(host = 'demo.localhost', language = 'EN'): Promise<Winners> {
  const response = await t.call('gameWinners', { host, headers: { language } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { value: Winners }).value;
}

async function memberOf(username: string): Promise<number> {
  const answer = (await t.call('register', { body: { ...CONSENT, username, password: 'secret123' } })).json() as { value: { id: number } };
  t.ctx.wallet.post({ merchant: 'demo', memberId: answer.value.id, type: 'deposit', amount: 10_000_000, opKey: `fund:${username}`, now });
  return answer.value.id;
}

describe('maskUsername', () => {
  it('keeps the first and last character only', () => {
    expect(maskUsername('alice9')).toBe('a***9');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('ก้อง99')).toBe('ก้***9');
  });
});

describe('GET /wps/game/winners', () => {
  it("gives a guest the merchant's seeded big wins, newest first, with no username", async () => {
    const demo = await winners();
    expect(demo.currency).toEqual({ currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' });
    expect(demo.wins.length).toBeGreaterThanOrEqual(6);
    expect(demo.wins[0]).toMatchObject({ player: 'm***8', vendor: 'PG', gameCode: 'fortune-tiger', game: 'Fortune Tiger', amount: 12400 });
    const times = demo.wins.map((win) => Date.parse(win.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(demo.wins.every((win) => win.amount >= WINNERS_MIN_WIN && /^.\*\*\*.?$/u.test(win.player))).toBe(true);
    const text = JSON.stringify(demo);
    for (const username of ['maria88', 'jun_lucky', 'kingkong7', 'player1']) expect(text).not.toContain(username);
  });

  it("keeps each merchant's wins to itself, in the player's language", async () => {
    const lotus = await winners('lotus.localhost', 'TH');
    expect(lotus.currency.currencySymbol).toBe('฿');
    expect(lotus.wins[0]).toMatchObject({ player: 's***9', gameCode: 'super-ace', game: 'ซูเปอร์เอซ', amount: 12400 });
    const demoGames = new Set((await winners()).wins.map((win) => win.gameCode));
    expect(lotus.wins.some((win) => demoGames.has(win.gameCode))).toBe(false);
  });

  it('shows a real round above the threshold once the cache has passed, never one below it', async () => {
    const id = await memberOf('winnerx42');
    const round = (roundId: string, win: number) =>
      playRound(t.ctx.db, t.ctx.wallet, {
        merchant: 'demo',
        memberId: id,
        roundId,
        vendor: 'PG',
        gameCode: 'mahjong-ways',
        gameName: 'Mahjong Ways',
        stake: 10_000,
        win,
        now,
      });
    await winners(); // fills the cache
    now += 1000;
    round('small-win-1', (WINNERS_MIN_WIN - 1) * 100);
    round('big-win-1', 3000 * 100);
    expect((await winners()).wins.some((win) => win.player === 'w***2')).toBe(false);
    now += WINNERS_TTL_MS;
    const [latest, next] = (await winners('demo.localhost', 'PT-BR')).wins;
    expect(latest).toMatchObject({ player: 'w***2', game: 'Caminhos do Mahjong', amount: 3000 });
    expect(next?.player).not.toBe('w***2');
    expect((await winners('lotus.localhost')).wins.some((win) => win.player === 'w***2')).toBe(false);
  });

  it("reads an older win in the reader's language, also one on a game the merchant no longer lists", async () => {
    const id = await memberOf('oldwinner7');
    playRound(t.ctx.db, t.ctx.wallet, {
      merchant: 'demo',
      memberId: id,
      roundId: 'retired-game-win',
      vendor: 'PG',
      gameCode: 'temple-of-old',
      gameName: 'Temple of Old',
      detail: storedText({ EN: 'Temple of Old', TH: 'วิหารโบราณ', VI: 'Đền Cổ' }),
      stake: 10_000,
      win: 5000 * 100,
      now: now + 1,
    });
    now += WINNERS_TTL_MS + 1;
    const entry = (language: string) =>
      winners('demo.localhost', language).then((answer) => answer.wins.find((win) => win.player === 'o***7'));
    expect(await entry('TH')).toMatchObject({ gameCode: 'temple-of-old', game: 'วิหารโบราณ', amount: 5000 });
    expect((await entry('VI'))?.game).toBe('Đền Cổ');
    // A language the round did not record: English, never the raw language map.
    expect((await entry('AR'))?.game).toBe('Temple of Old');
  });
});
