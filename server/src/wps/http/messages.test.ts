import { MESSAGE_LANGUAGES, MESSAGES, messageFor } from './messages';

describe('server messages', () => {
  const codes = Object.keys(MESSAGES.EN);
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

  it.each(MESSAGE_LANGUAGES.filter((language) => language !== 'EN'))('%s has every EN message, translated, with the same placeholders', (language) => {
    const catalogue = MESSAGES[language];
    expect(Object.keys(catalogue).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(placeholders(catalogue[code] as string)).toEqual(placeholders(MESSAGES.EN[code] as string));
      // Codes whose text is only a placeholder or a brand name may match; sentences must not.
      if ((MESSAGES.EN[code] as string).length > 12) expect(catalogue[code]).not.toBe(MESSAGES.EN[code]);
    }
  });

  it('answers in the player language, falls back to EN, and fills the placeholders', () => {
    expect(messageFor('login.cred.err', 'TH')).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(messageFor('login.cred.err', 'JA')).toBe('Wrong username or password.');
    expect(messageFor('password_invalid', 'EN', { minLength: 8, maxLength: 20 })).toBe('The password must be 8 to 20 characters and meet the site rules.');
    expect(messageFor('some_new_code', 'EN')).toBe('some_new_code');
  });
});
