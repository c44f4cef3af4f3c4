import { ApiError } from '@m/shared';
import { refusalText, refusedField, typedProof } from './security-rules';

describe('typedProof', () => {
  it('takes any typed password, and a code only once it has the digits of one', () => {
    expect(typedProof('password', '')).toBeNull();
    expect(typedProof('password', ' secret ')).toEqual({ type: 'password', password: ' secret ' });
    expect(typedProof('sms', '12a456')).toBeNull();
    expect(typedProof('ga', ' 123456 ')).toEqual({ type: 'ga', code: '123456' });
  });
});

describe('refusals', () => {
  it("shows the server's text beside the field it names", () => {
    const error = new ApiError({
      kind: 'server',
      endpoint: 'securityTwoFactor',
      path: '/wps/member/security/twoFactor',
      errorCode: 'old_password_err',
      message: 'The current password is wrong.',
      value: { field: 'proof' },
    });
    expect(refusedField(error)).toBe('proof');
    expect(refusalText(error, 'Unknown error')).toBe('The current password is wrong.');
  });

  it('falls back to the catalogue text when nothing came from the server', () => {
    expect(refusedField(new Error('offline'))).toBeNull();
    expect(refusalText(new Error('offline'), 'Unknown error')).toBe('Unknown error');
  });
});
