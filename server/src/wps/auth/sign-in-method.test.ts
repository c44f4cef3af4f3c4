import { signInMethod } from './sign-in-method';

describe('signInMethod', () => {
  it('names each login type the login call carries', () => {
    expect(signInMethod('/wps/session/login', { type: 'username' })).toBe('password');
    expect(signInMethod('/wps/session/login', { type: 'sms' })).toBe('sms');
    expect(signInMethod('/wps/session/login', { type: 'firebase' })).toBe('firebase');
  });

  it('names the second factor, LINE, Maya and a registration by their own calls', () => {
    expect(signInMethod('/wps/session/login/verification', { method: 'ga' })).toBe('two_factor');
    expect(signInMethod('/wps/session/login/line?x=1', {})).toBe('line');
    expect(signInMethod('/wps/session/login/maya', {})).toBe('maya');
    expect(signInMethod('/wps/member/register/mobile', {})).toBe('register');
  });
});
