import {
  acceptLanguage,
  mapLanguageCode,
  matchBrowserLanguage,
  pickInitialLanguage,
  SUPPORTED_LANGUAGES,
  textDirection,
} from './languages';
import { languageFlag } from './flags';

describe('language codes (SPEC sections 5 and 9)', () => {
  it('supports the long list plus RU and AR', () => {
    for (const code of [
      'CN',
      'EN',
      'ES',
      'HI',
      'ID',
      'JA',
      'KM',
      'KO',
      'MY',
      'TA',
      'TH',
      'TW',
      'VI',
      'TY',
      'UR',
      'PT',
      'PT-BR',
      'MS',
      'BN',
      'TR',
      'FR',
      'NE',
      'UR-LA',
      'TE',
      'RU',
      'AR',
    ]) {
      expect(SUPPORTED_LANGUAGES).toContain(code);
    }
    expect(SUPPORTED_LANGUAGES).toHaveLength(26);
  });

  it.each([
    ['ZH', 'CN'],
    ['zh', 'CN'],
    ['TW', 'TW'],
    ['HK', 'TW'],
    ['zh-HK', 'TW'],
    ['zh_TW', 'TW'],
    ['EN-PH', 'TY'],
    ['en_ph', 'TY'],
    ['pt-br', 'PT-BR'],
    ['ur-la', 'UR-LA'],
  ])('maps %s to %s', (raw, expected) => {
    expect(mapLanguageCode(raw)).toBe(expected);
  });

  it('accepts a supported code, mapped', () => {
    expect(acceptLanguage('th')).toBe('TH');
    expect(acceptLanguage('HK')).toBe('TW');
  });

  it('falls back to EN for an unsupported or empty code', () => {
    expect(acceptLanguage('XX')).toBe('EN');
    expect(acceptLanguage('<script>')).toBe('EN');
    expect(acceptLanguage('')).toBe('EN');
    expect(acceptLanguage(null)).toBe('EN');
  });

  it("falls back to the merchant's first language when the merchant does not offer EN", () => {
    expect(acceptLanguage('FR', ['VI', 'TH'])).toBe('VI');
    expect(acceptLanguage('TH', ['VI', 'TH'])).toBe('TH');
  });

  it('matches browser languages by full tag, then by language', () => {
    expect(matchBrowserLanguage(['pt-BR', 'en'])).toBe('PT-BR');
    expect(matchBrowserLanguage(['pt-PT'])).toBe('PT');
    expect(matchBrowserLanguage(['de-DE', 'en-US'])).toBe('EN');
    expect(matchBrowserLanguage(['zh-Hant-HK'])).toBe('TW');
    expect(matchBrowserLanguage(['zh-CN'])).toBe('CN');
    expect(matchBrowserLanguage(['de', 'nl'])).toBeNull();
  });

  it('starts with the stored choice, then the browser, then the default', () => {
    expect(pickInitialLanguage({ stored: 'VI', browser: ['th-TH'] })).toBe('VI');
    expect(pickInitialLanguage({ stored: null, browser: ['th-TH'] })).toBe('TH');
    expect(pickInitialLanguage({ stored: 'XX', browser: ['de'] })).toBe('EN');
    // A stored choice the merchant no longer offers gives way to the browser's language.
    expect(pickInitialLanguage({ stored: 'AR', browser: ['vi'], supported: ['EN', 'VI'] })).toBe('VI');
  });

  it('writes Arabic and Urdu right to left, Roman Urdu left to right', () => {
    expect(textDirection('AR')).toBe('rtl');
    expect(textDirection('UR')).toBe('rtl');
    expect(textDirection('UR-LA')).toBe('ltr');
    expect(textDirection('EN')).toBe('ltr');
  });

  it('has a flag for every supported language', () => {
    for (const code of SUPPORTED_LANGUAGES) expect(languageFlag(code)).not.toBe('');
    expect(languageFlag('PT-BR')).toBe('🇧🇷');
    expect(languageFlag('ZH')).toBe('🇨🇳');
    expect(languageFlag('XX')).toBe('');
  });
});

describe("the merchant's default language", () => {
  it('is the fallback when it is offered', () => {
    expect(acceptLanguage('FR', ['VI', 'TH', 'EN'], 'TH')).toBe('TH');
    expect(pickInitialLanguage({ stored: null, browser: ['de'], supported: ['VI', 'TH', 'EN'], fallback: 'TH' })).toBe('TH');
    // A default the merchant does not offer is ignored.
    expect(acceptLanguage('FR', ['VI', 'EN'], 'JA')).toBe('EN');
  });
});
