import { decideAutoLogin, type AutoLoginFacts } from './auto-login-policy';

const record = { type: 'username' as const, username: 'player01', password: 'v1.sealed', merchant: 'demo' };
const allowed: AutoLoginFacts = {
  hasSession: false,
  redirectBlocks: false,
  merchantFlagOn: true,
  storedAutoLogin: '1',
  record,
  merchant: 'demo',
};

describe('auto-login on load (SPEC 4)', () => {
  it('logs in when every condition holds', () => {
    expect(decideAutoLogin(allowed)).toEqual({ go: true, record });
    expect(decideAutoLogin({ ...allowed, storedAutoLogin: null })).toMatchObject({ go: true });
  });

  it.each([
    ['a session exists', { hasSession: true }, 'session'],
    ['the visit has a redirectUrl or backUrl', { redirectBlocks: true }, 'redirect'],
    ['the merchant flag is off', { merchantFlagOn: false }, 'merchant-flag-off'],
    ["the stored autoLogin is '0'", { storedAutoLogin: '0' }, 'turned-off'],
    ['there is no remembered record', { record: null }, 'no-record'],
    ['the record is of another merchant', { record: { ...record, merchant: 'lotus' } }, 'other-merchant'],
    [
      'the record is of the sms type',
      { record: { type: 'sms' as const, mobile: '9171234567', countryDialingCode: '63', merchant: 'demo' } },
      'sms',
    ],
  ])('does not log in when %s', (_name, change, reason) => {
    expect(decideAutoLogin({ ...allowed, ...change })).toEqual({ go: false, reason });
  });
});
