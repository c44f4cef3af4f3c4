import { detectNativeApp, IN_APP_STORAGE_KEY } from './native-app';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/124.0 Mobile Safari/537.36';

describe('native app detection', () => {
  it('recognises the app from the inApp query and keeps it for later pages of the tab', () => {
    const storage = memoryStorage();
    expect(detectNativeApp('inApp=1&appVersion=2.4.39', browser, storage)).toEqual({ inApp: true, version: [2, 4, 39] });
    expect(detectNativeApp('', browser, storage)).toEqual({ inApp: true, version: [2, 4, 39] });
  });

  it('recognises the app from its user agent and reads its version there', () => {
    expect(detectNativeApp('', `${browser} MApp/2.5.1`, memoryStorage())).toEqual({ inApp: true, version: [2, 5, 1] });
  });

  it('is a plain browser without either sign, or with inApp=0', () => {
    expect(detectNativeApp('', browser, memoryStorage()).inApp).toBe(false);
    expect(detectNativeApp('inApp=0', browser, memoryStorage()).inApp).toBe(false);
  });

  it('survives a broken stored entry and missing storage', () => {
    const storage = memoryStorage();
    storage.setItem(IN_APP_STORAGE_KEY, '{broken');
    expect(detectNativeApp('', browser, storage).inApp).toBe(false);
    expect(detectNativeApp('inApp=true', browser, null).inApp).toBe(true);
  });
});
