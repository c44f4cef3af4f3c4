import { launchBody, launchRoute, launchView, parseLaunchQuery, type LaunchRequest } from './launch-request';
import { appMode, launchAppMode, launchRefusedOutsideApp } from '../platform/app-mode';
import { sameSitePath, toRoute } from '../platform/app-paths';

const context = { language: 'EN', backUrl: '/m/game', title: 'Lottery' };

describe('launch request (SPEC 7)', () => {
  it('sends the lottery fields for a prize mode, with the lobby for a lobby code', () => {
    const request = parseLaunchQuery('prize_mode=Normal&code=game_list&backUrl=%2Fm%2Fgame') as LaunchRequest;
    expect(request.view).toBe('lobby');
    expect(launchBody(request, context)).toEqual({
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
    });
  });

  it('opens the betting view for any other lottery code, and defaults the game language to VI', () => {
    const request = parseLaunchQuery('vendor=LOTT&code=VN_HCM') as LaunchRequest;
    expect(request.view).toBe('bet');
    expect(launchBody(request, { ...context, language: null })).toMatchObject({
      lottoGameCode: 'VN_HCM',
      lottoView: 'bet',
      language: 'VI',
    });
    expect(launchView(true, 'lobby')).toBe('lobby');
  });

  it('uses lottoMode for the traditional SEA play type', () => {
    const body = launchBody(parseLaunchQuery('code=VN_HN&playType=SEA_Tradition') as LaunchRequest, context);
    expect(body).toMatchObject({ lottoMode: 'SEA_Tradition_Mobile', lottoGameCode: 'VN_HN' });
    expect(body).not.toHaveProperty('launchMode');
  });

  it('sends only the vendor fields for another vendor, and refuses a vendor launch without code or with odd values', () => {
    expect(
      launchBody(parseLaunchQuery('vendor=PG&code=fortune-tiger&hasLobby=false') as LaunchRequest, { ...context, backUrl: null }),
    ).toEqual({ vendor: 'PG', gameCode: 'fortune-tiger', hasLobby: false });
    expect(parseLaunchQuery('vendor=PG')).toEqual({ error: 'missing_code' });
    expect(parseLaunchQuery('vendor=PG&code=%3Cscript%3E')).toEqual({ error: 'bad_value' });
    expect(launchRoute({ vendor: 'PG', code: 'fortune-tiger' }, '/m/rng?vendor=PG')).toBe(
      '/launchGame?vendor=PG&code=fortune-tiger&backUrl=%2Fm%2Frng%3Fvendor%3DPG',
    );
  });
});

describe('where a game may go back to', () => {
  const origin = 'https://demo.example';
  it('honours same-site app paths only', () => {
    expect(sameSitePath('/m/rng?vendor=PG', origin)).toBe('/m/rng?vendor=PG');
    expect(sameSitePath('https://demo.example/m/game', origin)).toBe('/m/game');
    expect(sameSitePath('https://evil.example/m/game', origin)).toBeNull();
    expect(sameSitePath('//evil.example/m/game', origin)).toBeNull();
    expect(sameSitePath('javascript:alert(1)', origin)).toBeNull();
    expect(toRoute('/m/rng?vendor=PG')).toBe('/rng?vendor=PG');
  });
});

describe('app-only launches (STARTGAMEINAPP3)', () => {
  const plain = { userAgent: 'Mozilla/5.0 Chrome', search: '', storedInApp: null, standaloneDisplay: false };
  it('refuses a plain browser tab, allows the native app and the home-screen app', () => {
    expect(launchRefusedOutsideApp(true, appMode(plain))).toBe(true);
    expect(launchRefusedOutsideApp(false, appMode(plain))).toBe(false);
    expect(launchRefusedOutsideApp(true, appMode({ ...plain, userAgent: 'Mozilla/5.0 MApp/2.4.40' }))).toBe(false);
    expect(launchRefusedOutsideApp(true, appMode({ ...plain, storedInApp: '{"inApp":true}' }))).toBe(false);
    expect(launchRefusedOutsideApp(true, appMode({ ...plain, standaloneDisplay: true }))).toBe(false);
    expect(launchRefusedOutsideApp(true, appMode({ ...plain, search: 'inApp=0', storedInApp: '{"inApp":true}' }))).toBe(true);
    expect(launchRefusedOutsideApp(true, appMode({ ...plain, storedInApp: '{broken' }))).toBe(true);
  });

  it("takes `homescreen` in a browser tab's address for a tracking mark, not for the home-screen app", () => {
    expect(launchRefusedOutsideApp(true, appMode({ ...plain, search: 'homescreen=1' }))).toBe(true);
    expect(launchAppMode(appMode({ ...plain, search: 'homescreen=1' }))).toBeUndefined();
  });

  it('tells the server which app a launch comes from, and nothing from a browser tab', () => {
    expect(launchAppMode(appMode({ ...plain, userAgent: 'Mozilla/5.0 MApp/2.4.40' }))).toBe('native');
    expect(launchAppMode(appMode({ ...plain, search: 'inApp=1' }))).toBe('native');
    expect(launchAppMode(appMode({ ...plain, standaloneDisplay: true }))).toBe('homescreen');
    const request = parseLaunchQuery('vendor=PG&code=fortune-tiger') as LaunchRequest;
    expect(launchBody(request, { ...context, appMode: 'homescreen' })).toMatchObject({ vendor: 'PG', appMode: 'homescreen' });
    expect(launchBody(request, context)).not.toHaveProperty('appMode');
  });
});
