import { LINE_PENDING_KEY, pkceChallenge, prepareLineLogin } from './line-authorize';
import { checkLineReturn, readLineReturn, takePending, withoutLineParams } from './line-return';

beforeEach(() => sessionStorage.clear());

describe('LINE authorize request (SPEC 4, 7)', () => {
  it('asks for a code with the client id, the home URL, profile openid, state, nonce and PKCE S256', async () => {
    const url = new URL(
      await prepareLineLogin({
        clientId: '1650000000',
        authorizeEndpoint: '/__emulators/line/oauth2/v2.1/authorize',
        purpose: 'login',
        origin: 'http://demo.localhost:8080',
        storage: sessionStorage,
        now: 1000,
      }),
    );
    const pending = JSON.parse(sessionStorage.getItem(LINE_PENDING_KEY)!);
    expect(url.origin + url.pathname).toBe('http://demo.localhost:8080/__emulators/line/oauth2/v2.1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1650000000',
      redirect_uri: 'http://demo.localhost:8080/m/home',
      state: pending.state,
      scope: 'profile openid',
      nonce: pending.nonce,
      code_challenge: await pkceChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    expect(pending.state).toHaveLength(32);
    expect(pending.codeVerifier.length).toBeGreaterThanOrEqual(43);
  });

  it('refuses to start without the merchant LINE settings', async () => {
    await expect(
      prepareLineLogin({ clientId: '', authorizeEndpoint: '/x', purpose: 'login', origin: 'http://x', storage: sessionStorage, now: 0 }),
    ).rejects.toThrow();
  });
});

describe('LINE return (SPEC 4)', () => {
  async function start(now = Date.now()) {
    await prepareLineLogin({
      clientId: 'c',
      authorizeEndpoint: 'https://access.line.me/oauth2/v2.1/authorize',
      purpose: 'login',
      origin: 'http://x',
      storage: sessionStorage,
      now,
    });
    return JSON.parse(sessionStorage.getItem(LINE_PENDING_KEY)!) as { state: string };
  }

  it('accepts the code when the state equals the stored one', async () => {
    const { state } = await start();
    const params = readLineReturn(`?code=abc&state=${state}`)!;
    const check = checkLineReturn(params, takePending(sessionStorage, Date.now()));
    expect(check).toMatchObject({ ok: true, code: 'abc' });
  });

  it('refuses a forged state, and a second use of the right one', async () => {
    const { state } = await start();
    expect(checkLineReturn(readLineReturn('?code=abc&state=forged')!, takePending(sessionStorage, Date.now()))).toEqual({
      ok: false,
      reason: 'state-mismatch',
    });
    expect(checkLineReturn(readLineReturn(`?code=abc&state=${state}`)!, takePending(sessionStorage, Date.now()))).toEqual({
      ok: false,
      reason: 'state-mismatch',
    });
  });

  it('refuses a stale sign-in', async () => {
    const { state } = await start(0);
    expect(checkLineReturn(readLineReturn(`?code=abc&state=${state}`)!, takePending(sessionStorage, 11 * 60 * 1000))).toEqual({
      ok: false,
      reason: 'state-mismatch',
    });
  });

  it('reports a cancelled sign-in', async () => {
    const { state } = await start();
    expect(checkLineReturn(readLineReturn(`?error=access_denied&state=${state}`)!, takePending(sessionStorage, Date.now()))).toEqual({
      ok: false,
      reason: 'denied',
    });
  });

  it('is not a LINE return without state, and leaves other parameters in the address', () => {
    expect(readLineReturn('?code=LOTT01')).toBeNull();
    expect(withoutLineParams('/m/home', '?code=a&state=b&affiliateCode=x', '#top')).toBe('/m/home?affiliateCode=x#top');
    expect(withoutLineParams('/m/home', '?code=a&state=b', '')).toBe('/m/home');
  });
});
