import { platformClass, slotSearch } from './slot-key';

describe('what a public slot’s cache entry is keyed by', () => {
  it('leaves tracking parameters out and keeps the ones a slot reads, in one order', () => {
    expect(slotSearch('?utm_source=x123&category=RNG&gclid=abc&sort=az')).toBe('category=RNG&sort=az');
    expect(slotSearch('?sort=az&category=RNG&utm_campaign=other')).toBe('category=RNG&sort=az');
    expect(slotSearch('?fbclid=1&affiliateCode=A7')).toBe('');
    expect(slotSearch('?inApp=1')).toBe('inApp=1');
  });

  it('puts two players on the same phone and browser in one class, whatever else their User-Agent says', () => {
    const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const pixelOtherBuild =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8a Build/XYZ) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.1 Mobile Safari/537.36';
    expect(platformClass(pixel)).toBe(platformClass(pixelOtherBuild));
    // A flood of made-up User-Agents is one class.
    expect(platformClass('bot-83741')).toBe(platformClass('bot-19'));
  });

  it('tells apart what a slot draws differently: iOS Safari and its version, another iOS browser, the native app', () => {
    const safari17 =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const safari11 = safari17.replace('OS 17_4', 'OS 11_0').replace('Version/17.4', 'Version/11.0');
    const chromeIos = safari17.replace('Version/17.4', 'CriOS/126.0');
    const app = `${safari17} MApp/3.2.1`;
    const classes = new Set([safari17, safari11, chromeIos, app].map(platformClass));
    expect(classes.size).toBe(4);
    expect(platformClass(app)).toContain('MApp/3.2');
  });
});
