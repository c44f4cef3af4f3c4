import { ERROR_CODES, type ErrorCode, type ServerErrorCode } from '@m/shared/contract';
import { MESSAGE_LANGUAGES, messageFor } from './messages';

const serverCodes = (Object.keys(ERROR_CODES) as ErrorCode[]).filter(
  (code): code is ServerErrorCode => ERROR_CODES[code].origin === 'server',
);
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('server messages', () => {
  it.each(MESSAGE_LANGUAGES.filter((language) => language !== 'EN'))(
    '%s has every code translated, with the placeholders EN has',
    (language) => {
      for (const code of serverCodes) {
        const text = messageFor(code, language);
        const en = messageFor(code, 'EN');
        expect(placeholders(text)).toEqual(placeholders(en));
        // Texts that are only a placeholder or a brand name may match; sentences must not.
        if (en.length > 12) expect(text).not.toBe(en);
      }
    },
  );

  it('never answers a raw code', () => {
    for (const language of MESSAGE_LANGUAGES) for (const code of serverCodes) expect(messageFor(code, language)).not.toContain(code);
  });

  it('answers in the player language, falls back to EN, and fills the placeholders', () => {
    expect(messageFor('login.cred.err', 'TH')).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(messageFor('login.cred.err', 'JA')).toBe('Wrong username or password.');
    expect(messageFor('password_invalid', 'EN', { minLength: 8, maxLength: 20 })).toBe(
      'The password must be 8 to 20 characters and meet the site rules.',
    );
  });
});
