import { deviceName } from './device-name';

describe('deviceName', () => {
  it('names the phone and browser a player would recognise', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('iPhone · Safari');
    expect(
      deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'),
    ).toBe('Android · Chrome');
  });

  it('tells Edge and Samsung Internet from the Chrome they also claim to be', () => {
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0'),
    ).toBe('Windows · Edge');
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
      ),
    ).toBe('Android · Samsung Internet');
  });

  it('falls back to the app device header, then to "Unknown device"', () => {
    expect(deviceName('curl/8.0', 'APP')).toBe('APP');
    expect(deviceName(undefined)).toBe('Unknown device');
  });
});
