import { lobbyPath, readLobbyParams } from './lobby-params';

describe("the member lobby's address", () => {
  it('reads a category, an order and a provider the catalogue knows', () => {
    expect(readLobbyParams('?category=RNG&sort=new&provider=PG', ['RNG', 'LIVE'], ['PG', 'JILI'])).toEqual({
      category: 'RNG',
      order: 'new',
      provider: 'PG',
    });
  });

  it('drops what the catalogue does not know: the lobby shows, never a blank page', () => {
    expect(readLobbyParams('?category=NOPE&sort=x&provider=%3Cb%3E', ['RNG'], ['PG'])).toEqual({
      category: null,
      order: 'popular',
      provider: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(lobbyPath({ category: null, order: 'az', provider: 'PG' })).toBe('/game');
    expect(lobbyPath({ category: 'RNG', order: 'popular', provider: null })).toBe('/game?category=RNG');
    expect(lobbyPath({ category: 'RNG', order: 'az', provider: 'PG' })).toBe('/game?category=RNG&sort=az&provider=PG');
  });
});
