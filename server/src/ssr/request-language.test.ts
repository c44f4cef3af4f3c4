import { languageCookie, preferredLanguages } from './request-language';

describe('the language the server draws a page in', () => {
  it('reads the language cookie the shell writes, and nothing that is not a language code', () => {
    expect(languageCookie('a=1; m_lang=PT-BR; b=2')).toBe('PT-BR');
    expect(languageCookie('m_lang=<script>')).toBeNull();
    expect(languageCookie(undefined)).toBeNull();
  });

  it('orders Accept-Language by preference and drops refused ones', () => {
    expect(preferredLanguages('th-TH,th;q=0.9,en;q=0.8,fr;q=0')).toEqual(['th-TH', 'th', 'en']);
    expect(preferredLanguages('en;q=0.5, zh-CN')).toEqual(['zh-CN', 'en']);
    expect(preferredLanguages('*, <x>')).toEqual([]);
  });
});
