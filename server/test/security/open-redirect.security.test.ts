/**
 * Open redirects, wherever a URL comes from: redirectUrl/backUrl in a link (the front end's
 * safeAppPath), the Back link of a launched game (the server's safeBackUrl), a banner's link in
 * an operator file (isSafeBannerLink), and the game launch call end to end.
 */
import { safeAppPath } from '@m/shared/contract';
import { safeBackUrl } from '../../src/wps/games/game-pages';
import { isSafeBannerLink } from '../../src/merchants/banner-link';
import { bannersSchema } from '../../src/merchants/content-schema';
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { OPEN_REDIRECT_PAYLOADS } from './hostile-urls';

const ORIGIN = 'http://demo.localhost';
const policy = {
  origin: ORIGIN,
  basePath: '/m',
  isAllowedRoute: (route: string) => ['home', 'game', 'member/home', 'activity'].includes(route),
};

it('has at least 30 payloads', () => {
  expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
});

describe.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))('%s', (_name, payload) => {
  it('is no redirectUrl target', () => {
    expect(safeAppPath(payload, policy)).toBeNull();
  });

  it('is no Back link of a game page (it goes home instead)', () => {
    expect(safeBackUrl(payload, ORIGIN)).toBe('/m/home');
  });

  // An operator may link a banner to any plain https page elsewhere (it opens as an external
  // link, never as an in-app redirect); every other trick is refused in the file.
  const plainHttps = /^https:\/\/[a-z0-9.-]+(?:[/?#]|$)/i.test(payload);
  it(`is ${plainHttps ? 'an external https banner link, never an in-app one' : 'no banner link an operator file may carry'}`, () => {
    expect(isSafeBannerLink(payload)).toBe(plainHttps);
    if (plainHttps) expect(safeAppPath(payload, policy)).toBeNull();
  });
});

describe('what is still allowed', () => {
  it('keeps the site own pages and plain https banners working', () => {
    expect(safeAppPath('/m/member/home?tab=vip', policy)).toBe('/m/member/home?tab=vip');
    expect(safeBackUrl(`${ORIGIN}/m/game?vendor=PG`, ORIGIN)).toBe('/m/game?vendor=PG');
    expect(isSafeBannerLink('/m/inviteFriends')).toBe(true);
    expect(isSafeBannerLink('https://promo.example.com/summer?x=1')).toBe(true);
  });

  it('refuses a banners.json whose URL banner is hostile, naming the field', () => {
    const parsed = bannersSchema.safeParse({
      banners: [{ id: 1, title: 'x', imageUrl: '/a.svg', linkageType: 'URL', linkage: 'javascript:alert(1)', position: 'home' }],
    });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('linkage');
  });
});

describe('game launch: a hostile backUrl reaches the page only as a link home', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the request, but the launched page Back link stays on the site', async () => {
    const login = await t.call('login', { body: { type: 'username', username: 'vip1', password: 'secret123' }, ip: '10.80.0.1' });
    const token = (login.json() as { value: { token: string } }).value.token;
    for (const backUrl of ['https:evil.example', 'http://demo.localhost@evil.example/m/home', '//evil.example', 'javascript:alert(1)']) {
      const launched = await t.call('launchGame', {
        body: { vendor: 'LOTT', gameCode: 'game_list', backUrl, hasLobby: true },
        token,
        ip: '10.80.0.1',
      });
      expect(launched.statusCode).toBe(200);
      const gameUrl = new URL((launched.json() as { value: { gameUrl: string } }).value.gameUrl);
      const page = await t.app.inject({ url: `${gameUrl.pathname}${gameUrl.search}`, headers: { host: 'demo.localhost' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('href="/m/home" data-testid="game-back"');
      expect(page.body).not.toContain('evil.example');
    }
  });
});
