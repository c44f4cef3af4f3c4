import { bannerAction, bannerDisplayAction, urlAction, type LinkContext } from './link-action';

const origin = 'http://demo.localhost:8080';
const guest: LinkContext = { origin, session: null, tokenHosts: ['promo.demo-casino.example'] };
const member: LinkContext = { ...guest, session: { token: 'tok-123', userName: 'player1' } };

describe('banner clicks by linkage type', () => {
  it('P opens the activity page of its id', () => {
    expect(bannerAction({ linkageType: 'P', linkage: '101' }, guest)).toEqual({ kind: 'navigate', to: '/activity?id=101' });
    expect(bannerAction({ linkageType: 'P', linkage: 'a&b' }, guest)).toEqual({ kind: 'navigate', to: '/activity?id=a%26b' });
  });

  it('a URL under /m opens inside the app, query kept', () => {
    expect(bannerAction({ linkageType: 'URL', linkage: '/m/inviteFriends' }, guest)).toEqual({ kind: 'navigate', to: '/inviteFriends' });
    expect(urlAction('/m/activity?id=3#terms', guest)).toEqual({ kind: 'navigate', to: '/activity?id=3#terms' });
    expect(urlAction(`${origin}/m/news`, member)).toEqual({ kind: 'navigate', to: '/news' });
  });

  it('an external URL carries the token and user name only to an allow-listed host', () => {
    const allowed = urlAction('https://promo.demo-casino.example/weekend?x=1', member);
    expect(allowed).toMatchObject({ kind: 'open', target: '_blank' });
    const params = new URL((allowed as { url: string }).url).searchParams;
    expect(params.get('token')).toBe('tok-123');
    expect(params.get('userName')).toBe('player1');
    expect(params.get('x')).toBe('1');

    const other = urlAction('https://partner.example.org/offer', member);
    expect(other).toEqual({ kind: 'open', url: 'https://partner.example.org/offer', target: '_blank' });
    // A look-alike host is not the allow-listed one.
    expect((urlAction('https://promo.demo-casino.example.evil.test/', member) as { url: string }).url).not.toContain('tok-123');
  });

  it('a guest gets no token anywhere, and a token already in a link is never passed on', () => {
    expect(urlAction('https://promo.demo-casino.example/weekend', guest)).toEqual({
      kind: 'open',
      url: 'https://promo.demo-casino.example/weekend',
      target: '_blank',
    });
    expect(urlAction('https://partner.example.org/?token=stolen&userName=x', member)).toEqual({
      kind: 'open',
      url: 'https://partner.example.org/',
      target: '_blank',
    });
  });

  it('ipa, apk and mobileconfig downloads open in the same tab, other links in a new tab', () => {
    expect(urlAction('https://promo.demo-casino.example/app/demo.apk', guest)).toMatchObject({ target: '_self' });
    expect(urlAction('https://cdn.example.org/demo.IPA', guest)).toMatchObject({ target: '_self' });
    expect(urlAction('https://cdn.example.org/profile.mobileconfig', guest)).toMatchObject({ target: '_self' });
    expect(urlAction('https://cdn.example.org/apk-guide.html', guest)).toMatchObject({ target: '_blank' });
  });

  it('refuses script, data and malformed links', () => {
    expect(urlAction('javascript:alert(1)', member)).toEqual({ kind: 'none' });
    expect(urlAction('data:text/html,hi', member)).toEqual({ kind: 'none' });
    expect(urlAction('http://[bad', member)).toEqual({ kind: 'none' });
    expect(urlAction('   ', member)).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'X', linkage: '/m/home' }, member)).toEqual({ kind: 'none' });
  });

  it('a path outside /m on this site is not taken for an app route', () => {
    expect(urlAction('/mall', guest)).toEqual({ kind: 'open', url: `${origin}/mall`, target: '_blank' });
  });

  it('G launches through the games route; lottery and Vietnam lottery need a session', () => {
    expect(bannerAction({ linkageType: 'G', linkage: 'mahjong-ways', vendor: 'PG', gameType: 'RNG' }, guest)).toEqual({
      kind: 'navigate',
      to: '/launchGame?vendor=PG&code=mahjong-ways&backUrl=%2Fm%2Fhome',
    });
    expect(bannerAction({ linkageType: 'G', linkage: 'game_list', vendor: 'LOTT', gameType: 'LOTT' }, guest)).toEqual({
      kind: 'login',
      reason: 'lottery',
    });
    expect(bannerAction({ linkageType: 'G', linkage: 'VN_HCM', vendor: 'LOTT', gameType: 'VNLOTT' }, guest)).toEqual({
      kind: 'login',
      reason: 'lottery',
    });
    expect(bannerAction({ linkageType: 'G', linkage: 'VN_HCM', vendor: 'LOTT', gameType: 'VNLOTT' }, member)).toEqual({
      kind: 'navigate',
      to: '/launchGame?vendor=LOTT&code=VN_HCM&backUrl=%2Fm%2Fhome',
    });
  });
});

describe('the address a banner shows', () => {
  const lottery = { linkageType: 'G', linkage: 'game_list', vendor: 'LOTT', gameType: 'LOTT' };
  const external = { linkageType: 'URL', linkage: 'https://promo.demo-casino.example/week' };

  it('is the lottery itself for a member, and the login page for a guest', () => {
    expect(bannerDisplayAction(lottery, guest, false)).toEqual({ kind: 'login', reason: 'lottery' });
    expect(bannerDisplayAction(lottery, guest, true)).toEqual({
      kind: 'navigate',
      to: '/launchGame?vendor=LOTT&code=game_list&backUrl=%2Fm%2Fhome',
    });
  });

  it('never carries the token, even for a member on an allow-listed host', () => {
    expect(bannerDisplayAction(external, member, true)).toEqual({
      kind: 'open',
      url: 'https://promo.demo-casino.example/week',
      target: '_blank',
    });
  });
});
