import { gtmChannel } from './gtm';
import { bareWindow, OPTIONS } from './test-window';

describe('Google Tag Manager channel', () => {
  it('loads the container of the configured id, after queueing gtm.start like the snippet', () => {
    const win = bareWindow();
    const script = gtmChannel.install(win, 'GTM-ABC', 'https://www.googletagmanager.com/gtm.js', OPTIONS);
    expect(script.url).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC');
    expect(win.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('pushes each event with its payload onto the dataLayer', () => {
    const win = bareWindow();
    gtmChannel.install(win, 'GTM-ABC', '/stand-in/gtm.js', OPTIONS);
    gtmChannel.track(win, 'register', { customerId: '7', customerName: 'ann' }, OPTIONS);
    gtmChannel.track(win, 'gameLaunch', { content: { vendor: 'PG' } }, OPTIONS);
    expect((win.dataLayer as unknown[]).slice(1)).toEqual([
      { event: 'register', customerId: '7', customerName: 'ann' },
      { event: 'gameLaunch', content: { vendor: 'PG' } },
    ]);
  });
});
