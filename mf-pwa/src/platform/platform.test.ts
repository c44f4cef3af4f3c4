import { readPlatform } from './platform';

function fakeWindow(userAgent: string, search = '', standalone = false): Window {
  return {
    navigator: { userAgent, maxTouchPoints: 5, standalone },
    location: { search },
    matchMedia: () => ({ matches: false }),
  } as unknown as Window;
}

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('where the site runs', () => {
  beforeEach(() => sessionStorage.clear());

  it('an iPhone home-screen launch is a web clip, with or without the mark in its URL', () => {
    expect(readPlatform(fakeWindow(iphone, '', true))).toMatchObject({ ios: true, standalone: true, webClip: true });
    expect(readPlatform(fakeWindow(iphone, '?homescreen=1', false))).toMatchObject({ ios: true, webClip: true });
  });

  it('a Safari tab is not a web clip and can add home-screen apps', () => {
    expect(readPlatform(fakeWindow(iphone))).toMatchObject({
      ios: true,
      webClip: false,
      standalone: false,
      iosHomeScreenApps: true,
      inApp: false,
    });
  });

  it('an Android browser is neither iOS nor a web clip, even with the mark', () => {
    expect(readPlatform(fakeWindow(android, '?homescreen=1'))).toMatchObject({ ios: false, android: true, webClip: false });
  });
});
