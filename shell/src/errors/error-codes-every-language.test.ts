/**
 * No player ever sees a raw error code: every code of the table (ERROR_CODES), answered by the
 * server without a message or with its code as the message, goes through the presenter in each
 * complete language and comes out as that language's text (or as nothing, when SPEC 8 says so).
 */
import fs from 'node:fs';
import path from 'node:path';
import { i18n, i18nextCode, type ErrorCode } from '@m/shared';
import { ERROR_CODES, errorCodeEntry } from '@m/shared/testing';
import { presentationFor, presentedText, type ApiErrorEvent } from './error-presentation';

const COMPLETE_LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'PT-BR', 'AR'];
const LOCALES = path.resolve(__dirname, '../../../shared/src/i18n/locales');
const catalogue = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')) as Record<string, string>;

/**
 * The page's i18n with the language's common catalogue, as the shell loads it; the placeholders
 * are those the server fills in its messages (the reference server always answers with one).
 */
function translator(language: string) {
  i18n.addResourceBundle(i18nextCode(language), 'common', catalogue(language), true, true);
  const t = i18n.getFixedT(i18nextCode(language), 'common');
  return (key: string) =>
    t(key, {
      field: 'username',
      reason: 'too short',
      minLength: 8,
      maxLength: 20,
      minutes: 5,
      min: '₱100.00',
      max: '₱50,000.00',
      decimals: 2,
      remaining: '₱150.00',
      limit: '₱1,000.00',
      until: '2027-05-27 12:00 UTC',
    });
}

const codes = Object.keys(ERROR_CODES) as ErrorCode[];
const context = { https: true, toastMs: 1500, entryOf: errorCodeEntry };

/** The event the API client publishes for a code, as its classification makes it (SPEC 8). */
function eventFor(code: ErrorCode, message?: string): ApiErrorEvent {
  const entry = ERROR_CODES[code];
  const kind = entry.presentation === 'logout' ? 'session-expired' : entry.presentation === 'silent' ? 'rate-limited' : 'server';
  return {
    kind,
    errorCode: code,
    status: kind === 'session-expired' ? 401 : 400,
    path: '/wps/x',
    endpoint: 'login',
    ...(message !== undefined ? { message } : {}),
  };
}

describe.each(COMPLETE_LANGUAGES)('every error code in %s', (language) => {
  const t = translator(language);
  const own = catalogue(language);

  it.each(codes)('%s: its text, never the code', (code) => {
    const entry = ERROR_CODES[code];
    expect(own[entry.messageKey]).toEqual(expect.any(String));
    for (const event of [eventFor(code), eventFor(code, code), { ...eventFor(code), kind: 'server' }]) {
      const shown = presentationFor(event, context);
      const text = presentedText(shown, t);
      if (text === null) {
        // Nothing shown, the shell's own 'please login' notice, or the change-password page.
        expect(['silent', 'logout', 'change-password']).toContain(entry.presentation);
        continue;
      }
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain(code);
      expect(text).not.toBe(entry.messageKey);
      expect(text).not.toMatch(/\{\{\w+\}\}/);
    }
  });
});

describe('the table', () => {
  it('has a text in every complete language for each message key, translated where it is a sentence', () => {
    const en = catalogue('EN');
    for (const language of COMPLETE_LANGUAGES.filter((l) => l !== 'EN')) {
      const own = catalogue(language);
      for (const code of codes) {
        const key = ERROR_CODES[code].messageKey;
        expect({ code, language, text: own[key] }).toEqual({ code, language, text: expect.any(String) });
        if ((en[key] ?? '').length > 12) expect({ code, language, same: own[key] === en[key] }).toEqual({ code, language, same: false });
      }
    }
  });

  it('shows a two-factor or bind-account code that reaches the shell as its dialog text', () => {
    const shown = presentationFor(
      { kind: 'server', errorCode: 'login_verify_required', status: 403, path: '/wps/session/login', endpoint: 'login' },
      context,
    );
    expect(presentedText(shown, translator('TH'))).toBe(catalogue('TH').error_login_verify_required);
  });
});
