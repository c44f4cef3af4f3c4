import { isHomeScreenApp, isInNativeApp, IN_APP_STORAGE_KEY, nativeAppUserAgentVersion } from './installed-app';

const media = (matching: string[]) => (query: string) => ({ matches: matching.includes(query) });

describe('installed home-screen app', () => {
  it('is detected from the standalone display mode', () => {
    expect(isHomeScreenApp({ matchMedia: media(['(display-mode: standalone)']), navigator: {} })).toBe(true);
  });

  it('is detected from Safari’s home-screen flag', () => {
    expect(isHomeScreenApp({ matchMedia: media([]), navigator: { standalone: true } })).toBe(true);
  });

  it('is not a browser tab', () => {
    expect(isHomeScreenApp({ matchMedia: media(['(display-mode: browser)']), navigator: { standalone: false } })).toBe(false);
    expect(isHomeScreenApp({ navigator: {} })).toBe(false);
  });
});

describe('the home-screen app in any installed display mode (issue 35: decided once)', () => {
  it.each(['standalone', 'fullscreen', 'minimal-ui'])('%s', (mode) => {
    expect(isHomeScreenApp({ matchMedia: media([`(display-mode: ${mode})`]), navigator: {} })).toBe(true);
  });

  it('a broken matchMedia is a plain tab', () => {
    const broken = () => {
      throw new Error('old web view');
    };
    expect(isHomeScreenApp({ matchMedia: broken, navigator: {} })).toBe(false);
  });
});

describe('the native app', () => {
  const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120 Mobile Safari/537.36';
  it('names itself in its user agent, which no link can set', () => {
    expect(isInNativeApp({ userAgent: `${pixel} MApp/2.5.0`, search: '', stored: null })).toBe(true);
    expect(nativeAppUserAgentVersion(`${pixel} MApp/2.5.0`)).toBe('2.5.0');
    expect(isInNativeApp({ userAgent: pixel, search: '', stored: null })).toBe(false);
  });

  it("opens the site with inApp, which the tab keeps; this visit's value wins over the kept one", () => {
    const kept = JSON.stringify({ inApp: true, version: '2.5.0' });
    expect(isInNativeApp({ userAgent: pixel, search: '?inApp=1', stored: null })).toBe(true);
    expect(isInNativeApp({ userAgent: pixel, search: '', stored: kept })).toBe(true);
    expect(isInNativeApp({ userAgent: pixel, search: '?inApp=0', stored: kept })).toBe(false);
    expect(isInNativeApp({ userAgent: pixel, search: '', stored: '{broken' })).toBe(false);
    expect(IN_APP_STORAGE_KEY).toBe('m_inApp');
  });
});
