import { sessionStore } from '@m/shared';
import { adoptQueryToken, readTokenFromQuery } from './query-token';

function at(url: string): { location: Location; history: History } {
  window.history.replaceState(null, '', url);
  return { location: window.location, history: window.history };
}

const never = () => Promise.reject(new Error('must not ask'));

describe('a token handed in the query', () => {
  beforeEach(() => sessionStore.clear({ clearStorage: true }));

  it('is read and leaves the address bar at once', () => {
    const { location, history } = at('/m/member/home?token=abcdefgh12345678&cid=9#top');
    expect(readTokenFromQuery(location, history)).toBe('abcdefgh12345678');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/member/home?cid=9#top');
  });

  it('accepts "tokens" as well, and removes both names', () => {
    const { location, history } = at('/m/game?tokens=zyxwvuts87654321&token=');
    expect(readTokenFromQuery(location, history)).toBe('zyxwvuts87654321');
    expect(window.location.search).toBe('');
  });

  it('ignores a malformed token but still removes it from the address bar', () => {
    const { location, history } = at('/m/home?token=%3Cscript%3E');
    expect(readTokenFromQuery(location, history)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('is read from the fragment a fast-domain jump puts it in, and leaves it too', () => {
    const { location, history } = at('/m/index.html?gclid=g1#token=abcdefgh12345678');
    expect(readTokenFromQuery(location, history)).toBe('abcdefgh12345678');
    expect(window.location.search + window.location.hash).toBe('?gclid=g1');
  });

  it('leaves a URL without a token alone', () => {
    const { location, history } = at('/m/home?cid=1');
    expect(readTokenFromQuery(location, history)).toBeNull();
    expect(window.location.search).toBe('?cid=1');
  });

  it('becomes the session of a guest without asking', async () => {
    await expect(adoptQueryToken('abcdefgh12345678', 'demo', never)).resolves.toBe('adopted');
    expect(sessionStore.token).toBe('abcdefgh12345678');
  });

  it('never replaces a signed-in player session without the player saying yes', async () => {
    sessionStore.set({ id: '1', token: 'mine-0000000000', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false });
    const asked: string[] = [];
    await expect(adoptQueryToken('attacker-token-123', 'demo', async () => (asked.push('switch?'), false))).resolves.toBe('kept-current');
    expect(sessionStore.token).toBe('mine-0000000000');
    await expect(adoptQueryToken('attacker-token-123', 'demo', async () => true)).resolves.toBe('adopted');
    expect(sessionStore.token).toBe('attacker-token-123');
    expect(asked).toEqual(['switch?']);
  });

  it('does not ask when the link carries the session already held', async () => {
    sessionStore.set({ id: '1', token: 'mine-0000000000', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false });
    await expect(adoptQueryToken('mine-0000000000', 'demo', never)).resolves.toBe('same');
  });
});
