import { DEFAULT_MOBILE_PASSWORD } from '@m/shared';
import { buildRegistrationBody, type RegistrationContext } from './registration-request';

const context: RegistrationContext = {
  registerMethod: 'H5',
  registerUrl: 'http://demo.localhost/m/register?affiliateCode=a1',
  domain: 'demo.localhost',
  loginDeviceId: '12345678-1234-1234-1234-123456789012',
  isOfficialAppLogin: false,
  referralCode: 'R9',
  affiliateCode: 'a1',
  pixelTrack: null,
  requirePassword: false,
  termsVersion: null,
};

describe('registration request (SPEC 3, 5)', () => {
  it('carries every field of a username registration', () => {
    const body = buildRegistrationBody({ mode: 'username', username: ' player01 ', password: 'secret1' }, context, null);
    expect(body).toEqual({
      registerMethod: 'H5',
      registerUrl: context.registerUrl,
      domain: 'demo.localhost',
      loginDeviceId: context.loginDeviceId,
      isOfficialAppLogin: false,
      referralCode: 'R9',
      affiliateCode: 'a1',
      pixelTrack: null,
      login: true,
      username: 'player01',
      password: 'secret1',
    });
  });

  it('gives a mobile registration without a required password the six-digit placeholder', () => {
    const body = buildRegistrationBody(
      { mode: 'mobile', countryDialingCode: '63', mobileNum: '917 123 4567', password: '' },
      context,
      null,
    );
    expect(body).toMatchObject({ countryDialingCode: '63', mobileNum: '9171234567', password: DEFAULT_MOBILE_PASSWORD });
    expect(DEFAULT_MOBILE_PASSWORD).toMatch(/^\d{6}$/);
  });

  it('keeps an empty password when the merchant requires one (the server refuses it)', () => {
    const body = buildRegistrationBody(
      { mode: 'mobile', countryDialingCode: '63', mobileNum: '9171234567', password: '' },
      { ...context, requirePassword: true },
      null,
    );
    expect(body.password).toBe('');
  });

  it('adds the captcha answer, the pixel ids and a linked identity', () => {
    const body = buildRegistrationBody(
      { mode: 'username', username: 'p', password: 'x' },
      { ...context, pixelTrack: { fbclid: 'F1' }, referralCode: null },
      { geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 'v|jordan' },
      { lineSessionToken: 'L1' },
    );
    expect(body).toMatchObject({
      pixelTrack: { fbclid: 'F1' },
      geetestChallenge: 'c',
      geetestValidate: 'v',
      geetestSeccode: 'v|jordan',
      lineSessionToken: 'L1',
    });
    expect(body).not.toHaveProperty('referralCode');
  });

  it('carries the consent with the terms version the status named, only once the player ticked the box', () => {
    const withTerms = { ...context, termsVersion: '2026-11' };
    const input = { mode: 'username' as const, username: 'player01', password: 'secret1' };
    expect(buildRegistrationBody({ ...input, ageConfirmed: true }, withTerms, null)).toMatchObject({
      termsVersion: '2026-11',
      ageConfirmed: true,
    });
    const unticked = buildRegistrationBody({ ...input, ageConfirmed: false }, withTerms, null);
    expect(unticked).not.toHaveProperty('termsVersion');
    expect(unticked).not.toHaveProperty('ageConfirmed');
    // A merchant without terms: nothing to send.
    expect(buildRegistrationBody({ ...input, ageConfirmed: true }, context, null)).not.toHaveProperty('termsVersion');
  });
});
