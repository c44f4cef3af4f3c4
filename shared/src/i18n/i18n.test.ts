import { bus } from '../bus/event-bus';
import { changeLanguage, currentLanguage, i18n, initLanguage, setSupportedLanguages } from './i18n';
import { LANGUAGE_STORAGE_KEY } from './language-storage';

describe('the shared i18n instance', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setSupportedLanguages([]);
  });

  it('starts in the stored language and falls back to EN key by key', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ES');
    await initLanguage({ browser: ['th'] });
    expect(currentLanguage()).toBe('ES');
    expect(i18n.t('retry')).toBe('Reintentar');
    // ES is partial: a key it lacks reads in English rather than as the raw key.
    expect(i18n.t('maintenance_msg')).toBe('The site is under maintenance. Please come back later.');
  });

  it('starts in the browser language when nothing is stored', async () => {
    await initLanguage({ browser: ['vi-VN'] });
    expect(currentLanguage()).toBe('VI');
    expect(i18n.t('network_offline')).toBe('Bạn đang ngoại tuyến. Hãy kiểm tra kết nối rồi thử lại.');
  });

  it('a change is applied, stored, mirrored on <html> and announced', async () => {
    await initLanguage({ browser: ['en'] });
    const announced: string[] = [];
    const sub = bus.on('i18n.language.changed').subscribe((e) => announced.push(e.language));
    await changeLanguage('AR');
    sub.unsubscribe();
    expect(currentLanguage()).toBe('AR');
    expect(i18n.t('retry')).toBe('إعادة المحاولة');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('AR');
    expect(announced).toEqual(['AR']);
    await changeLanguage('zh');
    expect(currentLanguage()).toBe('CN');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
  });

  it("moves to an offered language when the merchant's list does not have the current one", async () => {
    await initLanguage({ browser: ['th'] });
    await setSupportedLanguages(['VI', 'CN']);
    expect(currentLanguage()).toBe('VI');
    expect(await changeLanguage('TH')).toBe('VI');
  });

  it('ignores a tampered stored value', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '"><img src=x>');
    await initLanguage({ browser: ['fr-FR'] });
    expect(currentLanguage()).toBe('FR');
  });
});
