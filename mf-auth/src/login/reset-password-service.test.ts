/** A forgotten password reset through the phone, then the login with it (issue 26). */
import { api, ApiError, sessionStore, systemConfig, type LoginAnswer } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { resetPassword } from './reset-password-service';

const phone = { countryDialingCode: '63', mobileNum: '917 555 0001' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.clear();
  systemConfig.next({ status: statusFixture({ whitelabel: {} }), country: null });
});
afterEach(() => jest.restoreAllMocks());

const signedIn: LoginAnswer = {
  token: 'tok-new',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  id: 9,
  userName: 'forgetful1',
  customerType: 0,
  merchantCode: 'demo',
};

describe('a forgotten password', () => {
  it('is reset with the SMS code, then the player is signed in with the new password under the account name', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(async (name) => (name === 'resetPasswordSms' ? { reset: true, userName: 'forgetful1' } : signedIn) as never);
    const outcome = await resetPassword(phone, { kind: 'sms', smsCode: ' 123456 ' }, 'brandnew1');
    expect(outcome).toMatchObject({ status: 'signed-in' });
    expect(call.mock.calls[0]![0]).toBe('resetPasswordSms');
    expect(call.mock.calls[0]![1]).toMatchObject({
      body: {
        countryDialingCode: '63',
        mobileNum: '9175550001',
        smsCode: '123456',
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      },
    });
    expect(call.mock.calls[1]![0]).toBe('login');
    expect(call.mock.calls[1]![1]).toMatchObject({ body: expect.objectContaining({ username: 'forgetful1' }) });
    expect(sessionStore.current).toMatchObject({ token: 'tok-new', userName: 'forgetful1' });
  });

  it('sends the Firebase token, not a code, where Firebase proved the number', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(async (name) => (name === 'resetPasswordSms' ? { reset: true, userName: 'x' } : signedIn) as never);
    await resetPassword(phone, { kind: 'firebase', firebaseIdToken: 'id-token' }, 'brandnew1');
    const body = (call.mock.calls[0]![1] as { body: Record<string, unknown> }).body;
    expect(body.firebaseIdToken).toBe('id-token');
    expect(body).not.toHaveProperty('smsCode');
  });

  it("says the server's reason and signs nobody in when the code is wrong", async () => {
    jest.spyOn(api, 'call').mockRejectedValue(
      new ApiError({
        kind: 'server',
        endpoint: 'resetPasswordSms',
        path: '/wps/member/password/reset',
        status: 400,
        errorCode: 'sms_code_invalid',
        message: 'The code is not right.',
      }),
    );
    await expect(resetPassword(phone, { kind: 'sms', smsCode: '000000' }, 'brandnew1')).resolves.toEqual({
      status: 'reset-failed',
      message: 'The code is not right.',
    });
    expect(sessionStore.current).toBeNull();
  });
});
