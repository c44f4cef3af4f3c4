/** Contract: a merchant with STARTGAMEINAPP3 refuses a launch that comes from neither app (issue 27). */
import { rejection, startContractServer, type ContractServer, type TestClient } from './contract-server';
import { CONSENT } from '../support/consent';

let server: ContractServer;
let player: TestClient;
beforeAll(async () => {
  server = await startContractServer();
  server.editMerchant('demo', 'merchant.json', (file) => {
    (file.whitelabel as Record<string, boolean>).STARTGAMEINAPP3 = true;
  });
  player = server.client('demo', { language: 'TH' });
  player.token = (await player.call('register', { body: { ...CONSENT, username: 'apponly1', password: 'secret123' } })).token;
});
afterAll(() => server.close());

describe('app-only games', () => {
  it('refuses a launch from a browser tab with a code and the text in the player language', async () => {
    expect(await rejection(player.call('launchGame', { body: { vendor: 'PG', gameCode: 'mahjong-ways' } }))).toMatchObject({
      status: 403,
      errorCode: 'game_app_only',
      message: 'เริ่มเกมได้เฉพาะในแอปของเราหรือแอปบนหน้าจอหลักเท่านั้น',
    });
    expect(
      await rejection(server.client('demo').call('gameTrialLaunch', { query: { gameId: 'fortune-tiger', nodeId: 'pg-2' } })),
    ).toMatchObject({
      status: 403,
      errorCode: 'game_app_only',
      message: 'Games can only be started in our app or the home-screen app.',
    });
  });

  it('starts the game for the home-screen app, and for the native app only by its user agent (issue 35)', async () => {
    const { gameUrl } = await player.call('launchGame', { body: { vendor: 'PG', gameCode: 'mahjong-ways', appMode: 'homescreen' } });
    expect(gameUrl).toContain('/wps/static/games/vendor?');
    // The native app's mark comes from `?inApp=1`, which any link can carry: alone it opens nothing.
    expect(
      await rejection(player.call('launchGame', { body: { vendor: 'PG', gameCode: 'mahjong-ways', appMode: 'native' } })),
    ).toMatchObject({
      status: 403,
      errorCode: 'game_app_only',
    });
    const trial = await server
      .client('demo')
      .call('gameTrialLaunch', { query: { gameId: 'fortune-tiger', nodeId: 'pg-2', appMode: 'homescreen' } });
    expect(trial.gameCode).toBe('fortune-tiger');
  });

  it('refuses an app mode it does not know', async () => {
    const body = { vendor: 'PG', gameCode: 'mahjong-ways', appMode: 'browser' } as unknown as { vendor: string; gameCode: string };
    expect(await rejection(player.call('launchGame', { body }))).toMatchObject({ errorCode: 'invalid_request' });
  });

  it('lets every launch through when the merchant does not ask for its apps', async () => {
    server.editMerchant('demo', 'merchant.json', (file) => {
      (file.whitelabel as Record<string, boolean>).STARTGAMEINAPP3 = false;
    });
    const { gameCode } = await player.call('launchGame', { body: { vendor: 'PG', gameCode: 'mahjong-ways' } });
    expect(gameCode).toBe('mahjong-ways');
  });
});
