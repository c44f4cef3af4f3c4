/** Contract: game launch and trial launch, and the demo game pages they point to. */
import { motifPaths } from '../../src/wps/games/art/motifs';
import { rejection, startContractServer, type ContractServer, type TestClient } from './contract-server';
import { CONSENT } from '../support/consent';

let server: ContractServer;
let player: TestClient;
beforeAll(async () => {
  server = await startContractServer();
  player = server.client('demo');
  player.token = (await player.call('register', { body: { ...CONSENT, username: 'gamer1', password: 'secret123' } })).token;
});
afterAll(() => server.close());

/** Game URLs name the host the player used (demo.localhost); here every host is this loopback server. */
const page = (url: string) => {
  const { pathname, search, host } = new URL(url, 'http://demo.localhost');
  return fetch(`${server.baseURL}${pathname}${search}`, { headers: { 'X-Forwarded-Host': host } }).then(async (response) => ({
    status: response.status,
    html: await response.text(),
    type: response.headers.get('content-type'),
  }));
};

describe('games', () => {
  it('opens the lottery lobby for a lobby code, and its lotteries open the betting view', async () => {
    const { gameUrl } = await player.call('launchGame', {
      body: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'Normal',
        lottoGameCode: 'game_list',
        lottoView: 'lobby',
        device: 'MOBILE',
        backUrl: '/m/game',
        hasLobby: true,
        language: 'EN',
        title: 'Lottery',
        labelName: 'DEMO_NEW',
      },
    });
    expect(gameUrl).toMatch(/^http:\/\/demo\.localhost\/wps\/static\/games\/lotto-lobby\?ticket=[\w-]+&lang=EN$/);
    const lobby = await page(gameUrl);
    expect(lobby).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(lobby.html).toContain('Ho Chi Minh lottery');
    const betLink = /href="(\/wps\/static\/games\/lotto-bet\?[^"]+)"/.exec(lobby.html)?.[1]?.replace(/&amp;/g, '&');
    expect((await page(betLink as string)).status).toBe(200);
  });

  it('opens the betting view for another lottery code, and a vendor game for a vendor', async () => {
    const bet = await player.call('launchGame', { body: { launchMode: 'LOTT', lottoGameCode: 'VN_HCM', backUrl: '/m/game' } });
    expect(bet.gameUrl).toContain('/lotto-bet?');
    expect((await page(bet.gameUrl)).html).toContain('Pick 3 numbers');
    const vendor = await player.call('launchGame', {
      body: { vendor: 'PG', gameCode: 'fortune-tiger', hasLobby: false, backUrl: '/m/rng' },
    });
    expect(vendor.gameUrl).toContain('/vendor?');
    expect((await page(vendor.gameUrl)).html).toContain('Fortune Tiger');
  });

  it('needs a session to launch, and the lottery page answers 401 once the player logged out', async () => {
    expect(
      await rejection(server.client('demo').call('launchGame', { body: { launchMode: 'LOTT', lottoGameCode: 'game_list' } })),
    ).toMatchObject({ kind: 'session-expired', status: 401 });
    const leaving = server.client('demo');
    leaving.token = (await leaving.call('login', { body: { type: 'username', username: 'gamer1', password: 'secret123' } })).token;
    const { gameUrl } = await leaving.call('launchGame', { body: { launchMode: 'LOTT', lottoGameCode: 'game_list' } });
    expect((await page(gameUrl)).status).toBe(200);
    await leaving.call('logout');
    expect((await page(gameUrl)).status).toBe(401);
    expect((await page(gameUrl.replace(/ticket=[\w-]+/, 'ticket=forged'))).status).toBe(401);
  });

  it('refuses unknown games and vendors under maintenance', async () => {
    expect(await rejection(player.call('launchGame', { body: { vendor: 'PG', gameCode: 'no-such-game' } }))).toMatchObject({
      errorCode: 'game_not_found',
      status: 404,
    });
    server.editMerchant('demo', 'games.json', (file) => {
      const pg = (file.vendors as { allVendors: { vendor: string; maintenance: boolean }[] }).allVendors.find((v) => v.vendor === 'PG');
      if (pg) pg.maintenance = true;
    });
    expect(await rejection(player.call('launchGame', { body: { vendor: 'PG', gameCode: 'mahjong-ways' } }))).toMatchObject({
      errorCode: 'game_maintenance',
    });
    server.editMerchant('demo', 'games.json', (file) => {
      const pg = (file.vendors as { allVendors: { vendor: string; maintenance: boolean }[] }).allVendors.find((v) => v.vendor === 'PG');
      if (pg) pg.maintenance = false;
    });
  });

  it('launches a free trial for a guest, only for games that offer one', async () => {
    const guest = server.client('demo', { language: 'PT-BR' });
    const { gameUrl } = await guest.call('gameTrialLaunch', { query: { gameId: 'fortune-tiger', nodeId: 'pg-2', platform: 'html5' } });
    const trial = await page(gameUrl);
    expect(trial.status).toBe(200);
    expect(trial.html).toContain('Tigre da Fortuna');
    expect(trial.html).toContain('Teste grátis');
    // A trial ticket cannot open a lottery.
    expect((await page(gameUrl.replace('/vendor?', '/lotto-lobby?'))).status).toBe(401);
    expect(await rejection(guest.call('gameTrialLaunch', { query: { gameId: 'VN_HCM' } }))).toMatchObject({
      errorCode: 'trial_not_available',
    });
  });

  it('finds games by part of their name in the player language, and explains nothing found with an empty list', async () => {
    const en = await server.client('demo').call('gameSearch', { query: { q: 'tiger' } });
    expect(en.games.map((g) => g.code)).toContain('fortune-tiger');
    const cn = await server.client('demo', { language: 'CN' }).call('gameSearch', { query: { q: '虎生' } });
    expect(cn.games).toEqual([
      expect.objectContaining({ code: 'fortune-tiger', name: '虎虎生财', imageUrl: '/wps/static/game-thumbs/PG/fortune-tiger.svg' }),
    ]);
    await expect(server.client('demo').call('gameSearch', { query: { q: 'zzzz-nothing' } })).resolves.toEqual({ games: [], total: 0 });
    expect(await rejection(server.client('demo').call('gameSearch', { query: { q: '' } }))).toMatchObject({ errorCode: 'invalid_request' });
  });

  it('keeps favourites per member, across sessions, and refuses unknown games', async () => {
    await player.call('gameFavouriteAdd', { body: { vendor: 'PG', gameCode: 'mahjong-ways' } });
    const both = await player.call('gameFavouriteAdd', { body: { vendor: 'EVO', gameCode: 'evo-baccarat' } });
    expect(both.map((g) => g.code)).toEqual(['evo-baccarat', 'mahjong-ways']);
    const other = server.client('demo');
    other.token = (await other.call('login', { body: { type: 'username', username: 'gamer1', password: 'secret123' } })).token;
    expect((await other.call('gameFavourites')).map((g) => g.code)).toEqual(['evo-baccarat', 'mahjong-ways']);
    expect((await other.call('gameFavouriteRemove', { query: { vendor: 'PG', gameCode: 'mahjong-ways' } })).map((g) => g.code)).toEqual([
      'evo-baccarat',
    ]);
    expect(await rejection(player.call('gameFavouriteAdd', { body: { vendor: 'PG', gameCode: 'nope' } }))).toMatchObject({
      errorCode: 'game_not_found',
    });
    expect(await rejection(server.client('demo').call('gameFavourites'))).toMatchObject({ kind: 'session-expired' });
  });

  it("remembers what the member played, and ranks the week's most launched games as hot", async () => {
    const recentPlayer = server.client('demo');
    recentPlayer.token = (await recentPlayer.call('register', { body: { ...CONSENT, username: 'gamer2', password: 'secret123' } })).token;
    await expect(recentPlayer.call('gameRecent')).resolves.toEqual([]);
    for (const gameCode of ['fortune-tiger', 'mahjong-ways', 'fortune-tiger'])
      await recentPlayer.call('launchGame', { body: { vendor: 'PG', gameCode } });
    expect((await recentPlayer.call('gameRecent')).map((g) => g.code)).toEqual(['fortune-tiger', 'mahjong-ways']);
    const hot = await server.client('demo').call('gameHot');
    expect(hot[0]?.code).toBe('fortune-tiger');
    expect(hot.length).toBeGreaterThan(3);
  });

  it('draws key art for every game: the tiger for Fortune Tiger, with its vendor mark', async () => {
    const response = await fetch(`${server.baseURL}/wps/static/game-thumbs/PG/fortune-tiger.svg`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain(motifPaths('tiger-head')[0]);
    expect(svg).toContain('>PG</text>');
    const vendors = await server.client('lotus').call('gameVendors');
    expect(vendors.allVendors.find((vendor) => vendor.vendor === 'JILI')?.logoUrl).toBe('/wps/static/vendor-marks/JILI.svg');
    const mark = await fetch(`${server.baseURL}/wps/static/vendor-marks/JILI.svg`);
    expect(mark.headers.get('content-type')).toContain('image/svg+xml');
    expect(await mark.text()).toMatch(/^<svg[^>]*aria-hidden="true">/);
    expect((await fetch(`${server.baseURL}/wps/static/vendor-marks/..%2F.svg`)).status).toBe(404);
    expect((await fetch(`${server.baseURL}/wps/static/game-thumbs/PG/..%2F.svg`)).status).toBe(404);
  });
});
