/**
 * Issue 35, member abuses of the game launch: one free member launched 1,721 games in 10 s
 * (+7.2 MB) and set "hot games" for everyone; a launch's `backUrl`/`title` were stored raw; the
 * trial page's Back link could carry `?token=` (login CSRF: the victim tapping Back landed
 * signed in as the attacker); `?inApp=1` in a plain tab opened app-only games.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { WRITE_LIMITS } from '../../src/security/write-limits';
import { GameStore } from '../../src/db/game-store';

type Envelope = { success: boolean; errorCode?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ writeLimits: { ...WRITE_LIMITS, gameLaunch: { perMember: { max: 5, windowSeconds: 60 } } } });
  token = json(await t.call('login', { body: { type: 'username', username: 'player1', password: 'secret123' }, ip: '10.37.0.1' })).value
    ?.token as string;
});
afterAll(() => t.close());

const launch = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('launchGame', {
    body: { vendor: 'PG', gameCode: 'fortune-tiger', ...body },
    token,
    ip: '10.37.0.1',
    ...(headers ? { headers } : {}),
  });

async function pageOf(gameUrl: string, host = 'demo.localhost'): Promise<string> {
  const url = new URL(gameUrl);
  return (await t.app.inject({ url: url.pathname + url.search, headers: { host } })).body;
}

it('never puts a session in the trial page’s Back link, from the launch or from a hand-made page address', async () => {
  const launched = await t.call('gameTrialLaunch', {
    query: { gameId: 'fortune-tiger', backUrl: '/m/deposit?token=ATTACKER-SESSION&tab=1#token=X' },
    ip: '10.37.1.1',
  });
  expect(launched.statusCode).toBe(200);
  const gameUrl = json(launched).value?.gameUrl as string;
  expect(gameUrl).not.toMatch(/ATTACKER|token%3D|sessionId/i);
  const page = await pageOf(gameUrl);
  expect(page).toContain('href="/m/deposit?tab=1"');
  expect(page).not.toContain('ATTACKER');

  // The page address itself, made by hand with the session in `back`.
  const url = new URL(gameUrl);
  url.searchParams.set('back', '/m/deposit?sessionId=MAYA-SESSION&token=ATTACKER-SESSION');
  const forged = await pageOf(url.href);
  expect(forged).toContain('href="/m/deposit"');
  expect(forged).not.toMatch(/ATTACKER|MAYA-SESSION/);
});

it('stores the way back as a same-site path without a session and the title as short plain text', async () => {
  const launched = await launch({ backUrl: 'https://evil.example/steal?token=X', title: `\u202Eevil\u0000 ${'x'.repeat(100)}` });
  expect(launched.statusCode).toBe(200);
  const params = JSON.parse(t.ctx.db.prepare('SELECT params FROM game_tickets ORDER BY rowid DESC LIMIT 1').pluck().get() as string) as {
    backUrl?: string;
    title?: string;
  };
  expect(params.backUrl).toBe('/m/home');
  expect(params.title).toBe(`evil ${'x'.repeat(55)}`);
  await launch({ backUrl: '/m/games?token=MINE&tab=slots' });
  const second = JSON.parse(t.ctx.db.prepare('SELECT params FROM game_tickets ORDER BY rowid DESC LIMIT 1').pluck().get() as string) as {
    backUrl?: string;
  };
  expect(second.backUrl).toBe('/m/games?tab=slots');
});

it('caps each member’s launches, and counts a member once per game and day in hot games', async () => {
  const store = new GameStore(t.ctx.db);
  const before = store.launchCounts('demo', 0).get('PG/fortune-tiger') ?? 0;
  const rows = t.ctx.db.prepare('SELECT COUNT(*) FROM game_launches').pluck().get() as number;
  const answers: number[] = [];
  for (let i = 0; i < 8; i += 1) answers.push((await launch({})).statusCode);
  // Two launches were spent by the test above: three more fit the cap of five a minute.
  expect(answers.filter((status) => status === 200)).toHaveLength(3);
  expect(answers.slice(3)).toEqual([429, 429, 429, 429, 429]);
  expect(store.launchCounts('demo', 0).get('PG/fortune-tiger') ?? 0).toBe(before);
  expect(t.ctx.db.prepare('SELECT COUNT(*) FROM game_launches').pluck().get()).toBe(rows);
});

it('opens an app-only game only in the native app (its user agent) or the home-screen app, never for `?inApp=1` in a tab', async () => {
  t.editMerchant('demo', 'merchant.json', (merchant) => {
    (merchant.whitelabel as Record<string, unknown>).STARTGAMEINAPP3 = true;
  });
  const trial = (appMode: string | undefined, userAgent: string) =>
    t.call('gameTrialLaunch', {
      query: { gameId: 'fortune-tiger', ...(appMode ? { appMode } : {}) },
      ip: '10.37.2.1',
      headers: { 'user-agent': userAgent },
    });
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari/537.36';
  expect(json(await trial('native', phone)).errorCode).toBe('game_app_only');
  expect(json(await trial(undefined, phone)).errorCode).toBe('game_app_only');
  expect((await trial(undefined, `${phone} MApp/2.5.0`)).statusCode).toBe(200);
  expect((await trial('homescreen', phone)).statusCode).toBe(200);
});
