/** A forgotten password reset through the phone, then the login with it (issue 26). */
import { api, ApiError, sessionStore, systemConfig, type LoginAnswer } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { resetPassword, resetPasswordByUserName } from './reset-password-service';

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

/** The server's refusal of a wrong code. */
const codeRefused = (endpoint: 'resetPasswordSms' | 'resetPasswordByUserName', path: string) =>
  new ApiError({ kind: 'server', endpoint, path, status: 400, errorCode: 'sms_code_invalid', message: 'The code is not right.' });

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
    jest.spyOn(api, 'call').mockRejectedValue(codeRefused('resetPasswordSms', '/wps/member/password/reset'));
    await expect(resetPassword(phone, { kind: 'sms', smsCode: '000000' }, 'brandnew1')).resolves.toEqual({
      status: 'reset-failed',
      message: 'The code is not right.',
    });
    expect(sessionStore.current).toBeNull();
  });
});

describe('a forgotten password by user name', () => {
  it('is reset with the code sent to the bound mobile, then the player is signed in under the account name', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(
        async (name) => (name === 'resetPasswordByUserName' ? { reset: true, userName: 'Forgetful3' } : signedIn) as never,
      );
    await expect(resetPasswordByUserName(' forgetful3 ', ' 123456 ', 'brandnew3')).resolves.toMatchObject({ status: 'signed-in' });
    expect(call.mock.calls[0]).toEqual([
      'resetPasswordByUserName',
      { body: { userName: 'forgetful3', smsCode: '123456', newPassword: 'brandnew3', confirmPassword: 'brandnew3' } },
    ]);
    expect(call.mock.calls[1]![0]).toBe('login');
    expect(call.mock.calls[1]![1]).toMatchObject({ body: expect.objectContaining({ username: 'Forgetful3', password: 'brandnew3' }) });
  });

  it('signs nobody in when the code (or the name) is refused', async () => {
    jest.spyOn(api, 'call').mockRejectedValue(codeRefused('resetPasswordByUserName', '/wps/member/password/resetByUserName'));
    await expect(resetPasswordByUserName('nobody', '000000', 'brandnew1')).resolves.toEqual({
      status: 'reset-failed',
      message: 'The code is not right.',
    });
    expect(sessionStore.current).toBeNull();
  });
});
