import { createHash } from 'node:crypto';
import { CONTRACT } from '../contract';

/** A Geetest v3 answer as the widget gives it: 32-character challenge and validate, validate|jordan. */
function v3Answer(challenge: string) {
  const validate = createHash('md5').update(challenge).digest('hex');
  return { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: `${validate}|jordan` };
}

describe('captcha answers are at most 50 characters a field (SPEC 9)', () => {
  const login = CONTRACT.login.body;
  const base = { type: 'username', username: 'player1', password: 'secret123' };

  it("accepts Geetest v3's own answers, online (32) and offline (34 characters)", () => {
    expect(login.safeParse({ ...base, ...v3Answer('0123456789abcdef0123456789abcdef') }).success).toBe(true);
    expect(login.safeParse({ ...base, ...v3Answer('0123456789abcdef0123456789abcdefxy') }).success).toBe(true);
    expect(login.safeParse({ ...base, geetestChallenge: 'c'.repeat(50) }).success).toBe(true);
  });

  it('refuses a challenge, validate or seccode of 51 characters, naming the field', () => {
    for (const field of ['geetestChallenge', 'geetestValidate', 'geetestSeccode']) {
      const parsed = login.safeParse({ ...base, ...v3Answer('0123456789abcdef0123456789abcdef'), [field]: 'x'.repeat(51) });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    }
  });

  it('holds for the registration and SMS requests too', () => {
    const long = { geetestValidate: 'x'.repeat(51) };
    expect(
      CONTRACT.smsNoLogin.body
        .safeParse({ countryDialingCode: '66', mobileNum: '812345678', smsTemplate: 'REGISTER', ...long })
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['geetestValidate']);
  });
});
