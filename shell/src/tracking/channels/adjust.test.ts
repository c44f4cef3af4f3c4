import { adjustChannel } from './adjust';
import { bareWindow, OPTIONS } from './test-window';

const tokens = { register: 'r3g1st', deposit: 'd3p0st' } as const;

describe('Adjust Web SDK channel', () => {
  it('loads the SDK after queueing initSdk with the app token, sandbox in test mode', () => {
    const win = bareWindow();
    const script = adjustChannel.install(win, 'apptoken123', 'https://cdn.adjust.com/adjust-latest.min.js', {
      ...OPTIONS,
      test: true,
      appIds: { idfa: 'IDFA' },
    });
    expect(script.url).toBe('https://cdn.adjust.com/adjust-latest.min.js');
    expect(win.Adjust_q).toEqual([
      ['initSdk', [{ appToken: 'apptoken123', environment: 'sandbox' }]],
      ['addGlobalCallbackParameters', [[{ key: 'idfa', value: 'IDFA' }]]],
    ]);
  });

  it('tracks an event by its dashboard token with revenue, and skips events that have none', () => {
    const win = bareWindow();
    const options = { ...OPTIONS, adjustEventTokens: tokens };
    adjustChannel.install(win, 'apptoken123', '/adjust.js', options);
    adjustChannel.track(win, 'deposit', { customerId: '7', revenue: 20, currency: 'THB' }, options);
    adjustChannel.track(win, 'viewContent', { content: { route: '/m/home' } }, options);
    expect((win.Adjust_q as unknown[]).slice(1)).toEqual([
      [
        'trackEvent',
        [
          {
            eventToken: 'd3p0st',
            revenue: 20,
            currency: 'THB',
            callbackParams: [
              { key: 'customerId', value: '7' },
              { key: 'revenue', value: '20' },
              { key: 'currency', value: 'THB' },
            ],
          },
        ],
      ],
    ]);
  });

  it('replays the queue on the SDK once its script has loaded, as the snippet does', () => {
    const win = bareWindow();
    const options = { ...OPTIONS, adjustEventTokens: tokens };
    const script = adjustChannel.install(win, 'apptoken123', '/adjust.js', options);
    adjustChannel.track(win, 'register', { customerId: '7' }, options);
    const received: unknown[][] = [];
    // The SDK's script replaces the stub with itself.
    win.Adjust = {
      initSdk: (...args: unknown[]) => received.push(['initSdk', ...args]),
      trackEvent: (...args: unknown[]) => received.push(['trackEvent', ...args]),
    };
    script.onLoad?.();
    expect(received).toEqual([
      ['initSdk', { appToken: 'apptoken123', environment: 'production' }],
      ['trackEvent', { eventToken: 'r3g1st', callbackParams: [{ key: 'customerId', value: '7' }] }],
    ]);
    expect(win.Adjust_q).toEqual([]);
  });
});
