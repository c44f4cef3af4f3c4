import { sessionStore } from '@m/shared';
import { takeTokenFromQuery } from './query-token';

function at(url: string): { location: Location; history: History } {
  window.history.replaceState(null, '', url);
  return { location: window.location, history: window.history };
}

describe('a token handed in the query', () => {
  beforeEach(() => sessionStore.clear({ clearStorage: true }));

  it('becomes the session and leaves the address bar', () => {
    const { location, history } = at('/m/member/home?token=abcdefgh12345678&cid=9#top');
    expect(takeTokenFromQuery(location, history, 'demo')).toBe(true);
    expect(sessionStore.token).toBe('abcdefgh12345678');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/member/home?cid=9#top');
  });

  it('accepts "tokens" as well, and removes both names', () => {
    const { location, history } = at('/m/game?tokens=zyxwvuts87654321&token=');
    expect(takeTokenFromQuery(location, history, 'demo')).toBe(true);
    expect(sessionStore.token).toBe('zyxwvuts87654321');
    expect(window.location.search).toBe('');
  });

  it('ignores a malformed token but still removes it from the address bar', () => {
    const { location, history } = at('/m/home?token=%3Cscript%3E');
    expect(takeTokenFromQuery(location, history, 'demo')).toBe(false);
    expect(sessionStore.token).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('leaves a URL without a token alone', () => {
    const { location, history } = at('/m/home?cid=1');
    expect(takeTokenFromQuery(location, history, 'demo')).toBe(false);
    expect(window.location.search).toBe('?cid=1');
  });
});
