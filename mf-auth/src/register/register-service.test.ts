/**
 * The registration flow against a mocked API (SPEC 4, 5): captcha first when enabled and
 * missing, the success steps, and the failure steps.
 */
import {
  api,
  ApiError,
  bus,
  i18n,
  overlays$,
  REMEMBERED_LOGIN_STORAGE_KEY,
  sessionStore,
  systemConfig,
  type EventCatalogue,
  geetest,
} from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { register } from './register-service';
import EN from '../locales/EN.json';

const navigations: EventCatalogue['nav.navigate'][] = [];
const tracked: EventCatalogue['track.event'][] = [];
let subs: { unsubscribe(): void }[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  navigations.length = 0;
  tracked.length = 0;
  subs = [
    bus.on('track.event').subscribe((t) => tracked.push(t)),
    bus.on('nav.navigate').subscribe((n) => navigations.push(n)),
    // The player confirms the success alert at once.
    overlays$.subscribe((list) => list.forEach((o) => o.kind === 'notice' && o.resolve())),
  ];
});

afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  jest.restoreAllMocks();
});

describe('registration (SPEC 4, 5)', () => {
  it('runs the captcha first when the merchant enables it and no answer is at hand', async () => {
    systemConfig.next({ status: statusFixture({ register: { captcha: { enabled: true } } }), country: null });
    const order: string[] = [];
    jest.spyOn(geetest, 'verify').mockImplementation(async () => {
      order.push('captcha');
      return { geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 'v|jordan' };
    });
    const call = jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      order.push(name);
      return name === 'memberInfo' ? { id: 5, account: 'newbie1', type: 0 } : { token: 'tok', customerId: 5, customerName: 'newbie1' };
    }) as never);
    const outcome = await register({ mode: 'username', username: 'newbie1', password: 'Secret-1' });
    expect(order).toEqual(['captcha', 'register', 'memberInfo']);
    expect(call.mock.calls[0]![1]?.body).toMatchObject({
      username: 'newbie1',
      geetestChallenge: 'c',
      geetestSeccode: 'v|jordan',
      login: true,
    });
    expect(outcome).toEqual({ status: 'registered', destination: '/home' });
    expect(sessionStore.current).toMatchObject({ token: 'tok', id: '5', userName: 'newbie1', firstTimeLogin: true });
    expect(navigations).toEqual([{ to: '/home', replace: true }]);
    // The ad channels hear of the attempt, then of the account (SPEC 9).
    expect(tracked).toEqual([
      { event: 'registerSubmit', payload: { content: { method: 'username' } } },
      { event: 'register', payload: { customerId: '5', customerName: 'newbie1', content: { method: 'username' } } },
    ]);
    // Auto-login is on: the new account is remembered.
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_STORAGE_KEY) ?? '{}')).toMatchObject({
      type: 'username',
      username: 'newbie1',
      merchant: 'demo',
    });
  });

  it('sends no captcha when the merchant has it off, and uses the mobile endpoint', async () => {
    systemConfig.next({ status: statusFixture({ register: { requirePassword: false } }), country: null });
    const verify = jest.spyOn(geetest, 'verify');
    const call = jest.spyOn(api, 'call').mockResolvedValue({ token: 'tok', id: 1, userName: 'm639171234567' });
    await register({ mode: 'mobile', countryDialingCode: '63', mobileNum: '9171234567', password: '' });
    expect(verify).not.toHaveBeenCalled();
    expect(call.mock.calls[0]![0]).toBe('registerMobile');
    expect(call.mock.calls[0]![1]?.body).toMatchObject({ countryDialingCode: '63', mobileNum: '9171234567', password: '888888' });
  });

  it('greets a password-less mobile newcomer by the number and takes them to choose a password', async () => {
    systemConfig.next({ status: statusFixture({ register: { requirePassword: false } }), country: null });
    i18n.addResourceBundle('en', 'auth', EN, true, false);
    const notices: string[] = [];
    subs.push(overlays$.subscribe((list) => list.forEach((o) => o.kind === 'notice' && notices.push(String(o.message)))));
    jest
      .spyOn(api, 'call')
      .mockImplementation((async (name: string) =>
        name === 'memberInfo' ? { id: 7, account: 'm66834233935', type: 0 } : { token: 'tok', id: 7, userName: 'm66834233935' }) as never);
    const outcome = await register({ mode: 'mobile', countryDialingCode: '66', mobileNum: '834 233 935', password: '' });
    expect(outcome).toEqual({ status: 'registered', destination: '/changePsw' });
    expect(navigations).toEqual([{ to: '/changePsw', replace: true }]);
    expect(notices.join(' ')).toContain('+66 834233935');
    expect(notices.join(' ')).not.toContain('m66834233935');
    // The header calls them by the number too (issue 37); the account name stays for logging in.
    expect(sessionStore.current).toMatchObject({ userName: 'm66834233935', displayName: '+66 834233935' });
  });

  it('shows the server message and reloads the captcha on failure', async () => {
    systemConfig.next({ status: statusFixture({ register: { captcha: { enabled: true } } }), country: null });
    jest.spyOn(geetest, 'verify').mockResolvedValue({ geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 's' });
    const reset = jest.spyOn(geetest, 'reset');
    jest.spyOn(api, 'call').mockRejectedValue(
      new ApiError({
        kind: 'server',
        endpoint: 'register',
        path: '/wps/member/register',
        errorCode: 'username_exists',
        message: 'That username is taken.',
        value: { field: 'username' },
      }),
    );
    const outcome = await register({ mode: 'username', username: 'taken', password: 'Secret-1' });
    expect(outcome).toEqual({ status: 'failed', message: 'That username is taken.', errorCode: 'username_exists', field: 'username' });
    expect(reset).toHaveBeenCalled();
    expect(sessionStore.current).toBeNull();
  });

  it("shows the catalogue's text, not the client's English fallback, when no server message came", async () => {
    systemConfig.next({ status: statusFixture(), country: null });
    jest.spyOn(api, 'call').mockRejectedValue(
      new ApiError({
        kind: 'timeout',
        endpoint: 'register',
        path: '/wps/member/register',
        message: 'timeout, please retry',
        messageKey: 'timeout_retry_please',
      }),
    );
    const outcome = await register({ mode: 'username', username: 'x1234', password: 'Secret-1' });
    expect(outcome).toMatchObject({ status: 'failed', message: i18n.t('timeout_retry_please', { ns: 'common' }) });
    expect((outcome as { message: string }).message).not.toBe('timeout, please retry');
  });
});
