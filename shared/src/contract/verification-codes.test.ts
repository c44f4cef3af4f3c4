import { smsCode } from './schemas/fields';
import { CODE_MAX_LENGTH, looksLikeCode, looksLikeSixDigitCode, SENT_CODE_LENGTH } from './verification-codes';

describe('one-time codes, one rule for forms and server', () => {
  it('a form accepts what the server sends and what the contract accepts, nothing else', () => {
    const sent = '0'.repeat(SENT_CODE_LENGTH);
    expect(looksLikeCode(sent)).toBe(true);
    expect(looksLikeCode(` ${sent} `)).toBe(true);
    for (const typed of ['123', '1234', '12345678', '123456789', '12a456', '']) {
      expect(looksLikeCode(typed)).toBe(smsCode.safeParse(typed).success);
    }
    expect(looksLikeCode('9'.repeat(CODE_MAX_LENGTH + 1))).toBe(false);
  });

  it("an authenticator's code is six digits", () => {
    expect(looksLikeSixDigitCode('012345')).toBe(true);
    expect(looksLikeSixDigitCode('12345')).toBe(false);
    expect(looksLikeSixDigitCode('1234567')).toBe(false);
  });
});
