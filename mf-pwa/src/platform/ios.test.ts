import { iosSupportsHomeScreenApps, iosVersion, isIos } from './ios';

const ua = {
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  iphone11_2:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2 like Mac OS X) AppleWebKit/604.4.7 (KHTML, like Gecko) Version/11.0 Mobile/15C114 Safari/604.1',
  iphone11_3:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  chromeIos15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/104.0.5112.99 Mobile/15E148 Safari/604.1',
  chromeIos17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

describe('iOS detection', () => {
  it('reads the iOS version of an iPhone', () => {
    expect(iosVersion({ userAgent: ua.iphone17, maxTouchPoints: 5 })).toEqual([17, 2]);
  });

  it('treats a Mac user agent on a touch screen as an iPad and reads its Safari version', () => {
    expect(isIos({ userAgent: ua.ipadDesktop, maxTouchPoints: 5 })).toBe(true);
    expect(iosVersion({ userAgent: ua.ipadDesktop, maxTouchPoints: 5 })).toEqual([16, 5]);
    expect(isIos({ userAgent: ua.ipadDesktop, maxTouchPoints: 0 })).toBe(false);
  });

  it('is not iOS on Android', () => {
    expect(isIos({ userAgent: ua.android, maxTouchPoints: 5 })).toBe(false);
    expect(iosVersion({ userAgent: ua.android, maxTouchPoints: 5 })).toBeNull();
  });
});

describe('iOS home-screen app support', () => {
  it('starts with Safari on iOS 11.3', () => {
    expect(iosSupportsHomeScreenApps({ userAgent: ua.iphone11_2, maxTouchPoints: 5 })).toBe(false);
    expect(iosSupportsHomeScreenApps({ userAgent: ua.iphone11_3, maxTouchPoints: 5 })).toBe(true);
    expect(iosSupportsHomeScreenApps({ userAgent: ua.iphone17, maxTouchPoints: 5 })).toBe(true);
  });

  it('needs iOS 16.4 in other iOS browsers', () => {
    expect(iosSupportsHomeScreenApps({ userAgent: ua.chromeIos15, maxTouchPoints: 5 })).toBe(false);
    expect(iosSupportsHomeScreenApps({ userAgent: ua.chromeIos17, maxTouchPoints: 5 })).toBe(true);
  });

  it('is false off iOS', () => {
    expect(iosSupportsHomeScreenApps({ userAgent: ua.android, maxTouchPoints: 5 })).toBe(false);
  });
});
