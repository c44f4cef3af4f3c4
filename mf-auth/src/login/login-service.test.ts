/**
 * The login flow against a mocked API (SPEC 4, 8): session and remembered login on success,
 * the error catalogue on failure.
 */
import {
  api,
  ApiError,
  AUTO_LOGIN_STORAGE_KEY,
  bus,
  overlays$,
  REMEMBERED_LOGIN_STORAGE_KEY,
  sessionStore,
  systemConfig,
  type EventCatalogue,
  type LoginAnswer,
  geetest,
} from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { login, verifyTwoFactor } from './login-service';

function serverError(errorCode: string, value?: unknown): ApiError {
  return new ApiError({
    kind: 'server',
    endpoint: 'login',
    path: '/wps/session/login',
    status: 400,
    errorCode,
    message: `server says ${errorCode}`,
    value,
  });
}

const navigations: EventCatalogue['nav.navigate'][] = [];
let sub: { unsubscribe(): void };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.clear();
  navigations.length = 0;
  sub = bus.on('nav.navigate').subscribe((n) => navigations.push(n));
  systemConfig.next({
    status: statusFixture({
      whitelabel: { MOBILEAUTOLOGIN3: true, PWDEXPFORCECHANGE3: true, AUTOREGISTER3: true, FIREBASECREATEACC3: true },
    }),
    country: null,
  });
});

afterEach(() => {
  sub.unsubscribe();
  jest.restoreAllMocks();
});

/** A login answer as the contract types it (LoginAnswer), with the fields a test cares about. */
function answer(fields: Partial<LoginAnswer>): LoginAnswer {
  return {
    token: 'tok',
    firstTimeLogin: false,
    passwordExpired: false,
    defaultPassword: false,
    id: 1,
    userName: 'player',
    customerType: 0,
    merchantCode: 'demo',
    ...fields,
  };
}

describe('login (SPEC 4)', () => {
  it('takes the session, and clears the remembered login when the player did not ask to be remembered', async () => {
    localStorage.setItem(
      REMEMBERED_LOGIN_STORAGE_KEY,
      JSON.stringify({ type: 'username', username: 'old', password: null, merchant: 'demo' }),
    );
    jest.spyOn(api, 'call').mockResolvedValue(answer({ token: 'tok-1', id: 7, userName: 'player1', customerType: 1 }));
    const tracked: EventCatalogue['track.event'][] = [];
    const trackSub = bus.on('track.event').subscribe((t) => tracked.push(t));
    const outcome = await login({ kind: 'username', username: 'player1', password: 'pw' }, { remember: false });
    trackSub.unsubscribe();
    expect(outcome).toEqual({ status: 'signed-in', destination: '/home' });
    // The ad channels hear of the login with the member (SPEC 9).
    expect(tracked).toEqual([{ event: 'login', payload: { customerId: '7', customerName: 'player1', content: { method: 'username' } } }]);
    expect(sessionStore.current).toMatchObject({ token: 'tok-1', id: '7', userName: 'player1', type: 1, merchantCode: 'demo' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_STORAGE_KEY)).toBeNull();
    expect(navigations).toEqual([{ to: '/home', replace: true }]);
  });

  it("calls a mobile player by the server's name for them on a later SMS login, not the generated account (issue 37)", async () => {
    jest
      .spyOn(api, 'call')
      .mockResolvedValue(answer({ token: 'tok-sms', userName: 'm66834233935', displayName: '+66 *****3935', merchantCode: 'lotus' }));
    await login({ kind: 'sms', countryDialingCode: '66', mobileNum: '834233935', smsCode: '123456' });
    expect(sessionStore.current).toMatchObject({ userName: 'm66834233935', displayName: '+66 *****3935' });
  });

  it('keeps no display name when it is the account name itself', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(answer({ userName: 'player1', displayName: 'player1' }));
    await login({ kind: 'username', username: 'player1', password: 'pw' });
    expect(sessionStore.current).not.toHaveProperty('displayName');
  });

  it('sends the login with the Device header only where the page runs as an app', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue(answer({ token: 't' }));
    await login({ kind: 'username', username: 'p', password: 'pw' });
    const [name, options] = call.mock.calls[0]!;
    expect(name).toBe('login');
    expect(options?.headers).toEqual({});
    expect(options?.body).toMatchObject({ type: 'username', username: 'p', password: 'pw', merchant: 'demo' });
    expect((options?.body as { loginDeviceId: string } | undefined)?.loginDeviceId).toHaveLength(36);
  });

  it.each(['login.cred.err', 'not.exists.user'])('forgets the remembered login on %s and shows the server message', async (code) => {
    localStorage.setItem(
      REMEMBERED_LOGIN_STORAGE_KEY,
      JSON.stringify({ type: 'username', username: 'p', password: 'v1.x.y', merchant: 'demo' }),
    );
    jest.spyOn(api, 'call').mockRejectedValue(serverError(code));
    const outcome = await login({ kind: 'username', username: 'p', password: 'pw' });
    expect(outcome).toMatchObject({ status: 'failed', message: `server says ${code}`, errorCode: code });
    expect(localStorage.getItem(REMEMBERED_LOGIN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.current).toBeNull();
  });

  it('runs the captcha and sends the login again when the server asks for one (many failures on the account, issue 35)', async () => {
    const fields = { geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 'v|jordan' };
    const verify = jest.spyOn(geetest, 'verify').mockResolvedValue(fields);
    jest.spyOn(geetest, 'reset').mockImplementation(() => undefined);
    const call = jest
      .spyOn(api, 'call')
      .mockRejectedValueOnce(serverError('login_captcha_required', { captcha: '3' }))
      .mockResolvedValueOnce(answer({ token: 'after-captcha' }));
    const outcome = await login({ kind: 'username', username: 'p', password: 'pw' });
    expect(outcome).toMatchObject({ status: 'signed-in' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[0]![1]?.body).not.toHaveProperty('geetestChallenge');
    expect(call.mock.calls[1]![1]?.body).toMatchObject(fields);
    expect(sessionStore.current?.token).toBe('after-captcha');
  });

  it('turns auto-login off on token_ip_different', async () => {
    jest.spyOn(api, 'call').mockRejectedValue(serverError('token_ip_different'));
    await login({ kind: 'username', username: 'p', password: 'pw' });
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('0');
  });

  it('asks for the second step on login_verify_required, and its success runs the post-login steps', async () => {
    const call = jest.spyOn(api, 'call').mockRejectedValueOnce(serverError('login_verify_required', { email: false, ga: true, sms: true }));
    const outcome = await login({ kind: 'username', username: 'p', password: 'pw' }, { remember: true });
    expect(outcome).toEqual({
      status: 'two-factor',
      step: { username: 'p', password: 'pw', remember: true, methods: { email: false, ga: true, sms: true } },
    });
    expect(sessionStore.current).toBeNull();

    call.mockResolvedValueOnce(answer({ token: 'tok-2', userName: 'p', defaultPassword: true }));
    if (outcome.status !== 'two-factor') throw new Error('two-factor expected');
    const done = await verifyTwoFactor(outcome.step, 'sms', ' 123456 ');
    expect(call.mock.calls[1]).toEqual(['loginVerification', { body: { username: 'p', code: '123456', method: 'sms' } }]);
    expect(done).toEqual({ status: 'signed-in', destination: '/changePsw' });
    expect(sessionStore.token).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_STORAGE_KEY) ?? '{}')).toMatchObject({ type: 'username', username: 'p' });
  });

  it('registers a social identity automatically on bind_customer_required when the flags allow it', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockRejectedValueOnce(serverError('bind_customer_required'))
      .mockResolvedValueOnce({ ...answer({ token: 'tok-3', id: 9, userName: 'gplayer' }), customerId: 9, customerName: 'gplayer' });
    const outcome = await login({ kind: 'firebase', channel: 'google', idToken: 'ID' });
    expect(call.mock.calls[1]![0]).toBe('registerSocial');
    expect(call.mock.calls[1]![1]?.body).toMatchObject({ firebaseIdToken: 'ID', firebaseChannel: 'google', registerMethod: 'H5' });
    expect(outcome).toMatchObject({ status: 'signed-in' });
    expect(sessionStore.current).toMatchObject({ token: 'tok-3', id: '9', userName: 'gplayer', firstTimeLogin: true });
  });

  it('lets the player choose "login existing account" or "register new" when manual SSO registration is on', async () => {
    systemConfig.next({
      status: statusFixture({ whitelabel: { AUTOREGISTER3: true, FIREBASECREATEACC3: true, SSOMANUALREG3: true } }),
      country: null,
    });
    jest.spyOn(api, 'call').mockRejectedValue(serverError('bind_customer_required'));
    const asked: EventCatalogue['auth.dialog.open'][] = [];
    const dialogs = bus.on('auth.dialog.open').subscribe((r) => asked.push(r));
    const answer = overlays$.subscribe((list) => {
      const confirm = list.find((o) => o.kind === 'confirm');
      if (confirm && confirm.kind === 'confirm') confirm.resolve(false); // "register new"
    });
    const outcome = await login({ kind: 'firebase', channel: 'facebook', idToken: 'ID' });
    answer.unsubscribe();
    dialogs.unsubscribe();
    expect(outcome).toEqual({ status: 'handed-over' });
    expect(asked).toEqual([expect.objectContaining({ dialog: 'register' })]);
  });
});
