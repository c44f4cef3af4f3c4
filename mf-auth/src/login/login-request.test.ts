import { DEFAULT_MOBILE_PASSWORD } from '@m/shared';
import { buildLoginBody, loginHeaders, type LoginContext } from '../common/login-request';
import { destinationAfterLogin } from './login-destination';

const context: LoginContext = {
  merchant: 'demo',
  loginDeviceId: '12345678-1234-1234-1234-123456789012',
  isOfficialAppLogin: false,
  device: null,
};

describe('login request (SPEC 3)', () => {
  it('sends a username login with its captcha answer', () => {
    expect(
      buildLoginBody({ kind: 'username', username: ' player01 ', password: 'pw' }, context, {
        geetestChallenge: 'c',
        geetestValidate: 'v',
        geetestSeccode: 'v|jordan',
      }),
    ).toEqual({
      type: 'username',
      username: 'player01',
      password: 'pw',
      merchant: 'demo',
      loginDeviceId: context.loginDeviceId,
      isOfficialAppLogin: false,
      geetestChallenge: 'c',
      geetestValidate: 'v',
      geetestSeccode: 'v|jordan',
    });
  });

  it('sends the merchant SMS login with its code, and Firebase phone sign-in as an sms login with the ID token', () => {
    expect(
      buildLoginBody({ kind: 'sms', countryDialingCode: '63', mobileNum: '917-123-4567', smsCode: '123456' }, context, null),
    ).toMatchObject({ type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', smsCode: '123456' });
    expect(buildLoginBody({ kind: 'firebase-phone', idToken: 'T' }, context, null)).toMatchObject({
      type: 'sms',
      firebaseChannel: 'phone',
      firebaseIdToken: 'T',
    });
  });

  it('sends social sign-in as a firebase login, and LINE with its session token', () => {
    expect(buildLoginBody({ kind: 'firebase', channel: 'google', idToken: 'T' }, context, null)).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: 'T',
    });
    expect(buildLoginBody({ kind: 'line', lineSessionToken: 'L' }, context, null)).toMatchObject({ type: 'line', lineSessionToken: 'L' });
  });

  it('links the identity the player chose to bind', () => {
    expect(
      buildLoginBody({ kind: 'username', username: 'p', password: 'x', binding: { lineSessionToken: 'L' } }, context, null),
    ).toMatchObject({ lineSessionToken: 'L', type: 'username' });
  });

  it('sends the Device header and field only as IPAD, PWA or WEBCLIP', () => {
    expect(loginHeaders(null)).toEqual({});
    expect(loginHeaders('PWA')).toEqual({ Device: 'PWA' });
    expect(buildLoginBody({ kind: 'line', lineSessionToken: 'L' }, { ...context, device: 'WEBCLIP' }, null)).toMatchObject({
      device: 'WEBCLIP',
    });
    expect(buildLoginBody({ kind: 'line', lineSessionToken: 'L' }, context, null)).not.toHaveProperty('device');
  });
});

describe('where a login goes (SPEC 4, 5)', () => {
  const ok = { defaultPassword: false, passwordExpired: false };
  it('goes home, or to the visit redirect target', () => {
    expect(destinationAfterLogin({ kind: 'username', password: 'pw' }, ok, true, null)).toBe('/home');
    expect(destinationAfterLogin({ kind: 'username', password: 'pw' }, ok, true, '/m/activity?id=3')).toBe('/m/activity?id=3');
  });

  it('forces the password change for the default password', () => {
    expect(destinationAfterLogin({ kind: 'username', password: 'pw' }, { ...ok, defaultPassword: true }, false, null)).toBe('/changePsw');
    expect(destinationAfterLogin({ kind: 'username', password: DEFAULT_MOBILE_PASSWORD }, ok, false, '/m/home')).toBe('/changePsw');
  });

  it('forces it for an expired password only when the merchant says so', () => {
    expect(destinationAfterLogin({ kind: 'username', password: 'pw' }, { ...ok, passwordExpired: true }, true, null)).toBe('/changePsw');
    expect(destinationAfterLogin({ kind: 'username', password: 'pw' }, { ...ok, passwordExpired: true }, false, null)).toBe('/home');
  });

  it('never forces it after an sms or firebase login', () => {
    for (const kind of ['sms', 'firebase-phone', 'firebase'] as const) {
      expect(destinationAfterLogin({ kind }, { ...ok, defaultPassword: true, passwordExpired: true }, true, null)).toBe('/home');
    }
  });
});
