import { statusFixture } from '../config/testing/status-fixture';
import { captchaNeeded } from './captcha-policy';
import { GEETEST_NOT_WORK } from './captcha-error';

describe('when human verification runs (SPEC 5)', () => {
  it('login: only when the login captcha flag is on, and never for sms, firebase or LINE logins', () => {
    const on = statusFixture({ whitelabel: { GEETEST3: true } });
    expect(captchaNeeded('login', on, 'username')).toBe(true);
    expect(captchaNeeded('login', on, 'sms')).toBe(false);
    expect(captchaNeeded('login', on, 'firebase')).toBe(false);
    expect(captchaNeeded('login', on, 'line')).toBe(false);
    expect(captchaNeeded('login', statusFixture({ whitelabel: { GEETEST3: false } }), 'username')).toBe(false);
  });

  it('sms: only when the sms captcha flag is on, and only with the v4 provider', () => {
    expect(captchaNeeded('sms', statusFixture({ whitelabel: { GEETESTVCODE3: true }, gw: { GEETEST_VERSION: '4' } }))).toBe(true);
    expect(captchaNeeded('sms', statusFixture({ whitelabel: { GEETESTVCODE3: false }, gw: { GEETEST_VERSION: '4' } }))).toBe(false);
    expect(() => captchaNeeded('sms', statusFixture({ whitelabel: { GEETESTVCODE3: true }, gw: { GEETEST_VERSION: '3' } }))).toThrow(
      GEETEST_NOT_WORK,
    );
  });

  it('register: only when the register captcha is enabled', () => {
    expect(captchaNeeded('register', statusFixture({ register: { captcha: { enabled: true } } }))).toBe(true);
    expect(captchaNeeded('register', statusFixture())).toBe(false);
  });
});
