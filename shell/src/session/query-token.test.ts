import { AUTH_TOKEN_MAX_AGE_S, sessionStore } from '@m/shared';
import { adoptQueryToken, readTokenFromQuery, type HandOverChecks } from './query-token';

function at(url: string): { location: Location; history: History } {
  window.history.replaceState(null, '', url);
  return { location: window.location, history: window.history };
}

const never = () => Promise.reject(new Error('must not ask'));

/** The checks of a hand-over, each answering as given; `asked` records the questions put to the player. */
function checks(
  answers: { trusted?: boolean; account?: string | null; shown?: string; arrival?: boolean; switch?: boolean },
  asked: string[] = [],
): HandOverChecks {
  return {
    confirmSwitch: async () => (asked.push('switch?'), answers.switch ?? never()),
    trusted: async () => answers.trusted ?? false,
    accountOf: async () => {
      const account = answers.account === undefined ? 'attacker1' : answers.account;
      return account === null ? null : { userName: account, ...(answers.shown ? { displayName: answers.shown } : {}) };
    },
    confirmArrival: async (userName) => (asked.push(`continue as ${userName}?`), answers.arrival ?? never()),
  };
}

describe('a token handed in the query', () => {
  beforeEach(() => sessionStore.clear({ clearStorage: true }));

  it('is read and leaves the address bar at once', () => {
    const { location, history } = at('/m/member/home?token=abcdefgh12345678&cid=9#top');
    expect(readTokenFromQuery(location, history).token).toBe('abcdefgh12345678');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/member/home?cid=9#top');
  });

  it('accepts "tokens" as well, and removes both names', () => {
    const { location, history } = at('/m/game?tokens=zyxwvuts87654321&token=');
    expect(readTokenFromQuery(location, history).token).toBe('zyxwvuts87654321');
    expect(window.location.search).toBe('');
  });

  it('ignores a malformed token but still removes it from the address bar', () => {
    const { location, history } = at('/m/home?token=%3Cscript%3E');
    expect(readTokenFromQuery(location, history).token).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('is read from the fragment a fast-domain jump puts it in, and leaves it too, with its time', () => {
    const now = 1_800_000_000_000;
    const { location, history } = at(`/m/login?gclid=g1#token=abcdefgh12345678&at=${now - 5_000}&ho=exp.nonce.sig`);
    // With the signed hand-over beside it (issue 35), which leaves the address bar too.
    expect(readTokenFromQuery(location, history, now)).toEqual({ token: 'abcdefgh12345678', expired: false, handOver: 'exp.nonce.sig' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/login?gclid=g1');
  });

  it('takes a jump token for 300 s (sessionTime 5 minutes), not after, nor without a time', () => {
    expect(AUTH_TOKEN_MAX_AGE_S).toBe(300);
    const now = 1_800_000_000_000;
    const read = (hash: string) => {
      const { location, history } = at(`/m/index.html#${hash}`);
      const result = readTokenFromQuery(location, history, now);
      // Taken or not, it leaves the address bar.
      expect(window.location.hash).toBe('');
      return result;
    };
    expect(read(`token=abcdefgh12345678&at=${now - 300_000}`)).toEqual({ token: 'abcdefgh12345678', expired: false, handOver: null });
    expect(read(`token=abcdefgh12345678&at=${now - 300_001}&ho=x`)).toEqual({ token: null, expired: true, handOver: null });
    expect(read('token=abcdefgh12345678')).toEqual({ token: null, expired: true, handOver: null });
    expect(read('token=abcdefgh12345678&at=soon')).toEqual({ token: null, expired: true, handOver: null });
    // Written "in the future" by more than a minute: not a jump this phone made.
    expect(read(`token=abcdefgh12345678&at=${now + 120_000}`)).toEqual({ token: null, expired: true, handOver: null });
  });

  it("the native app's query token has no time limit here (its session is the server's to end)", () => {
    const { location, history } = at('/m/home?token=abcdefgh12345678');
    expect(readTokenFromQuery(location, history, 0)).toEqual({ token: 'abcdefgh12345678', expired: false, handOver: null });
  });

  it('leaves a URL without a token alone', () => {
    const { location, history } = at('/m/home?cid=1');
    expect(readTokenFromQuery(location, history).token).toBeNull();
    expect(window.location.search).toBe('?cid=1');
  });

  it("becomes a guest's session without asking when the merchant handed it over (its app, the jump's signed hand-over)", async () => {
    const asked: string[] = [];
    await expect(adoptQueryToken('abcdefgh12345678', 'demo', checks({ trusted: true }, asked), 'exp.nonce.sig')).resolves.toBe('adopted');
    expect(sessionStore.token).toBe('abcdefgh12345678');
    expect(asked).toEqual([]);
  });

  it('never signs a guest in silently from any other link: the account is named and the guest confirms (login CSRF)', async () => {
    const asked: string[] = [];
    await expect(adoptQueryToken('attacker-token-123', 'demo', checks({ arrival: false }, asked))).resolves.toBe('declined');
    expect(sessionStore.token).toBeNull();
    await expect(adoptQueryToken('attacker-token-123', 'demo', checks({ arrival: true }, asked))).resolves.toBe('adopted');
    expect(sessionStore.token).toBe('attacker-token-123');
    expect(sessionStore.current?.userName).toBe('attacker1');
    expect(asked).toEqual(['continue as attacker1?', 'continue as attacker1?']);
  });

  it("names a mobile player's account by their masked number, not the account name generated for them (issue 37)", async () => {
    const asked: string[] = [];
    const answers = { account: 'm66834233935', shown: '+66 *****3935', arrival: true };
    await expect(adoptQueryToken('mobile-token-1234', 'lotus', checks(answers, asked))).resolves.toBe('adopted');
    expect(asked).toEqual(['continue as +66 *****3935?']);
    expect(sessionStore.current).toMatchObject({ userName: 'm66834233935', displayName: '+66 *****3935' });
  });

  it('does not ask about, nor keep, a token that is no session', async () => {
    const asked: string[] = [];
    await expect(adoptQueryToken('expired-token-123', 'demo', checks({ account: null }, asked))).resolves.toBe('invalid');
    expect(sessionStore.token).toBeNull();
    expect(asked).toEqual([]);
  });

  it('never replaces a signed-in player session without the player saying yes', async () => {
    sessionStore.set({ id: '1', token: 'mine-0000000000', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false });
    const asked: string[] = [];
    await expect(adoptQueryToken('attacker-token-123', 'demo', checks({ switch: false, trusted: true }, asked))).resolves.toBe(
      'kept-current',
    );
    expect(sessionStore.token).toBe('mine-0000000000');
    await expect(adoptQueryToken('attacker-token-123', 'demo', checks({ switch: true }))).resolves.toBe('adopted');
    expect(sessionStore.token).toBe('attacker-token-123');
    expect(asked).toEqual(['switch?']);
  });

  it('does not ask when the link carries the session already held', async () => {
    sessionStore.set({ id: '1', token: 'mine-0000000000', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false });
    await expect(adoptQueryToken('mine-0000000000', 'demo', checks({}))).resolves.toBe('same');
  });
});
