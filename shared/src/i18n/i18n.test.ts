import { bus } from '../bus/event-bus';
import { overlays$, removeOverlay } from '../ui/overlay-store';
import { changeLanguage, currentLanguage, i18n, initLanguage, registerNamespace, setSupportedLanguages } from './i18n';
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

  it('offline, stays in its language and says so when the new one cannot be fetched; takes it once it can (issue 36)', async () => {
    await initLanguage({ browser: ['en'] });
    let online = false;
    const chunkLoadError = () => Object.assign(new Error('Loading chunk 348 failed.'), { name: 'ChunkLoadError' });
    await registerNamespace('offline-test', async (language) => {
      if (language === 'EN') return { hello: 'Hello' };
      if (!online) throw chunkLoadError();
      return { hello: language === 'TH' ? 'สวัสดี' : 'Xin chào' };
    });
    const announced: string[] = [];
    const sub = bus.on('i18n.language.changed').subscribe((e) => announced.push(e.language));

    expect(await changeLanguage('TH')).toBe('EN');
    expect(currentLanguage()).toBe('EN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(announced).toEqual([]);
    const toasts = overlays$.value.filter((overlay) => overlay.kind === 'toast');
    expect(toasts.map((toast) => (toast as { message: string }).message)).toEqual([
      'ไทย cannot be loaded while you are offline. Try again when you are back online.',
    ]);
    toasts.forEach((toast) => removeOverlay(toast.id));

    online = true;
    expect(await changeLanguage('TH')).toBe('TH');
    expect(i18n.t('hello', { ns: 'offline-test' })).toBe('สวัสดี');
    // Back and forth offline: what was loaded once stays, so the switch needs no network.
    online = false;
    await changeLanguage('EN');
    expect(await changeLanguage('TH')).toBe('TH');
    expect(announced).toEqual(['TH', 'EN', 'TH']);
    sub.unsubscribe();
    online = true; // the namespace stays registered for the tests after this one
  });

  it('a namespace that does not offer a language falls back to EN and does not hold the change up', async () => {
    await initLanguage({ browser: ['en'] });
    await registerNamespace('partial-test', async (language) => {
      if (language === 'EN') return { bye: 'Bye' };
      throw Object.assign(new Error(`Cannot find module './${language}.json'`), { code: 'MODULE_NOT_FOUND' });
    });
    expect(await changeLanguage('VI')).toBe('VI');
    expect(i18n.t('bye', { ns: 'partial-test' })).toBe('Bye');
  });
});
