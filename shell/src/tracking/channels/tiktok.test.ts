import { tiktokChannel } from './tiktok';
import { bareWindow, OPTIONS } from './test-window';

describe('TikTok pixel channel', () => {
  it('loads events.js for the pixel, after ttq.load and ttq.page as the snippet does', () => {
    const win = bareWindow();
    const script = tiktokChannel.install(win, 'CPIX01', 'https://analytics.tiktok.com/i18n/pixel/events.js', OPTIONS);
    expect(script.url).toBe('https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CPIX01&lib=ttq');
    expect(win.TiktokAnalyticsObject).toBe('ttq');
    expect(Array.from(win.ttq as unknown[])).toEqual([['page']]);
    expect(Object.keys((win.ttq as { _i: object })._i)).toEqual(['CPIX01']);
  });

  it('queues standard TikTok events where one fits, the event name otherwise', () => {
    const win = bareWindow();
    tiktokChannel.install(win, 'CPIX01', '/tt.js', OPTIONS);
    tiktokChannel.track(win, 'register', { customerId: '7' }, OPTIONS);
    tiktokChannel.track(win, 'downloadApp', {}, OPTIONS);
    tiktokChannel.track(win, 'login', { customerId: '7' }, OPTIONS);
    expect(Array.from(win.ttq as unknown[]).slice(1)).toEqual([
      ['track', 'CompleteRegistration', { customerId: '7' }],
      ['track', 'Download', {}],
      ['track', 'login', { customerId: '7' }],
    ]);
  });
});
