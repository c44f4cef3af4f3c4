import { readMayaArrivalQuery } from './maya-arrival-query';

function page(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const location = { href: url.href, pathname: url.pathname } as Location;
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, next: string) => replaced.push(next),
  } as unknown as History;
  return { location, history, replaced };
}

describe('an arrival from the Maya wallet, at start-up', () => {
  it('takes the session id and env out of the address, keeping the rest', () => {
    const { location, history, replaced } = page('http://demo.localhost/m/home?sessionId=AbC123xyz&env=sandbox&affiliateCode=aff1#top');
    expect(readMayaArrivalQuery(location, history)).toEqual({ sessionId: 'AbC123xyz', env: 'sandbox' });
    expect(replaced).toEqual(['/m/home?affiliateCode=aff1#top']);
  });

  it('hands over even a malformed id (mf-auth tells the player), but never leaves it in the address', () => {
    const { location, history, replaced } = page('http://demo.localhost/m/home?sessionId=%3Cx%3E');
    expect(readMayaArrivalQuery(location, history)).toEqual({ sessionId: '<x>', env: null });
    expect(replaced).toEqual(['/m/home']);
  });

  it('is not read without a session id, nor on the game launch page', () => {
    const plain = page('http://demo.localhost/m/home?env=sandbox');
    expect(readMayaArrivalQuery(plain.location, plain.history)).toBeNull();
    expect(plain.replaced).toEqual([]);
    const game = page('http://demo.localhost/m/launchGame?sessionId=AbC123xyz');
    expect(readMayaArrivalQuery(game.location, game.history)).toBeNull();
    expect(game.replaced).toEqual([]);
  });
});
