import { buildRumBeacon, cleanMetrics, deviceClass, routeOf } from './rum-beacon';

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('the performance beacon (SPEC 9)', () => {
  it('classes the device', () => {
    expect(deviceClass(PIXEL, { width: 412, height: 915 }, true)).toBe('phone');
    expect(deviceClass(IPAD, { width: 820, height: 1180 }, true)).toBe('tablet');
    expect(deviceClass(DESKTOP, { width: 1920, height: 1080 }, false)).toBe('desktop');
  });

  it('names the route by its path only', () => {
    expect(routeOf('/m/home/')).toBe('/m/home');
    expect(routeOf('/m/activity')).toBe('/m/activity');
    expect(routeOf('/m/<script>')).toBe('/m/script');
  });

  it('rounds metrics and leaves out values no browser measures', () => {
    expect(cleanMetrics({ fcp: 812.46, lcp: 1500.5, cls: 0.123456, inp: Number.NaN, ttfb: -1, fs: 700_000 })).toEqual({
      fcp: 812,
      lcp: 1501,
      cls: 0.1235,
    });
  });

  it('carries merchant, route, device, shell and remote versions within 1024 bytes', () => {
    const beacon = buildRumBeacon('demo', {
      route: '/m/home',
      device: 'phone',
      shell: '1.0.0',
      remotes: { 'mf-games': '1.2.0', 'mf-pwa': '1.0.0' },
      metrics: { fcp: 800, lcp: 1200, cls: 0.01, ttfb: 80, fs: 1100 },
    });
    expect(beacon).toEqual({
      merchant: 'demo',
      value: {
        kind: 'rum',
        route: '/m/home',
        device: 'phone',
        shell: '1.0.0',
        remotes: { 'mf-games': '1.2.0', 'mf-pwa': '1.0.0' },
        metrics: { fcp: 800, lcp: 1200, cls: 0.01, ttfb: 80, fs: 1100 },
      },
    });
    expect(new TextEncoder().encode(JSON.stringify(beacon)).length).toBeLessThanOrEqual(1024);
  });
});
