import { currentEnvironment, loginDevice, registerMethod, type RunEnvironment } from './run-mode';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ipadAsMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

function env(overrides: Partial<RunEnvironment>): RunEnvironment {
  return {
    userAgent: android,
    platform: 'Linux armv8l',
    maxTouchPoints: 5,
    iosStandalone: false,
    displayStandalone: false,
    inAppQuery: false,
    ...overrides,
  };
}

describe('registerMethod (SPEC 3)', () => {
  it('is H5 in a browser tab', () => expect(registerMethod(env({}))).toBe('H5'));
  it('is APP with the inApp parameter or the native app marker', () => {
    expect(registerMethod(env({ inAppQuery: true }))).toBe('APP');
    expect(registerMethod(env({ userAgent: `${android} MApp/2.4.39` }))).toBe('APP');
  });
  it('is PWA when installed on Android', () => expect(registerMethod(env({ displayStandalone: true }))).toBe('PWA'));
  it('is WEBCLIP for an iOS home-screen web clip', () => {
    expect(registerMethod(env({ userAgent: iphone, platform: 'iPhone', iosStandalone: true }))).toBe('WEBCLIP');
    expect(registerMethod(env({ userAgent: iphone, platform: 'iPhone', displayStandalone: true }))).toBe('WEBCLIP');
  });
});

describe('login Device header (SPEC 3)', () => {
  it('is absent in an ordinary browser tab', () => {
    expect(loginDevice(env({}))).toBeNull();
    expect(loginDevice(env({ userAgent: iphone, platform: 'iPhone' }))).toBeNull();
  });
  it('is IPAD on an iPad, even one that reports itself as a Mac', () => {
    expect(loginDevice(env({ userAgent: ipadAsMac, platform: 'MacIntel', maxTouchPoints: 5 }))).toBe('IPAD');
    expect(loginDevice(env({ userAgent: ipadAsMac, platform: 'MacIntel', maxTouchPoints: 0 }))).toBeNull();
  });
  it('is PWA for an installed app and WEBCLIP for an iOS web clip', () => {
    expect(loginDevice(env({ displayStandalone: true }))).toBe('PWA');
    expect(loginDevice(env({ userAgent: iphone, platform: 'iPhone', iosStandalone: true }))).toBe('WEBCLIP');
  });
});

describe('the running page (issue 35 item 6: the display modes decided as every bundle decides them)', () => {
  const withMatchMedia = (matchMedia: unknown) => {
    const before = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
    return () => Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: before });
  };

  it('an app installed with minimal-ui chrome registers as PWA, as mf-games and mf-pwa see it', () => {
    const restore = withMatchMedia((query: string) => ({ matches: query === '(display-mode: minimal-ui)' }));
    try {
      expect(currentEnvironment(false).displayStandalone).toBe(true);
      expect(registerMethod(currentEnvironment(false))).toBe('PWA');
    } finally {
      restore();
    }
  });

  it("a web view's broken matchMedia is a browser tab, not a failed registration", () => {
    const restore = withMatchMedia(() => {
      throw new Error('not supported');
    });
    try {
      expect(currentEnvironment(false).displayStandalone).toBe(false);
      expect(registerMethod(currentEnvironment(false))).toBe('H5');
    } finally {
      restore();
    }
  });
});
