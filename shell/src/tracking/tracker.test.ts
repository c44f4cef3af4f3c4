import { createTracker, type TrackerConfig } from './tracker';
import type { ChannelWindow } from './channels/channel-adapter';
import { OPTIONS } from './channels/test-window';

function setup(config: Partial<TrackerConfig>) {
  const win = {} as ChannelWindow;
  const loaded: string[] = [];
  const firstParty: unknown[] = [];
  const tracker = createTracker(
    { channelIds: {}, scriptUrls: {}, options: OPTIONS, ...config },
    {
      win,
      loadScript: (url) => loaded.push(url),
      payloadContext: () => ({ session: { id: '42', userName: 'bob' }, currency: 'PHP' }),
      firstParty: (event, payload) => firstParty.push([event, payload]),
    },
  );
  return { win, loaded, firstParty, tracker };
}

describe('the tracker', () => {
  it('installs only the configured channels, each loading its own script', () => {
    const { win, loaded, tracker } = setup({ channelIds: { gtmId: 'GTM-1', fbPixelId: '99' } });
    expect(tracker.channels).toEqual(['gtm', 'meta']);
    expect(loaded).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-1', 'https://connect.facebook.net/en_US/fbevents.js']);
    expect(win.ttq).toBeUndefined();
    expect(win.AF).toBeUndefined();
    expect(win.Adjust).toBeUndefined();
    expect(win.gtag).toBeUndefined();
  });

  it('loads nothing and creates no network global when no channel is configured', () => {
    const { win, loaded, tracker, firstParty } = setup({});
    tracker.deliver('login', {});
    expect(loaded).toEqual([]);
    expect(Object.keys(win)).toEqual([]);
    // The operator's own record still gets it.
    expect(firstParty).toHaveLength(1);
  });

  it('takes script URLs from the test-mode override', () => {
    const { loaded } = setup({ channelIds: { tiktokPixelId: 'T1' }, scriptUrls: { tiktok: '/__emulators/ad-networks/tiktok.js' } });
    expect(loaded).toEqual(['/__emulators/ad-networks/tiktok.js?sdkid=T1&lib=ttq']);
  });

  it('delivers each event to every channel with the completed payload', () => {
    const { win, tracker, firstParty } = setup({ channelIds: { gtmId: 'GTM-1', fbPixelId: '99' } });
    tracker.deliver('deposit', { amount: 300 });
    const expected = { customerId: '42', customerName: 'bob', value: 300, amount: 300, currency: 'PHP' };
    expect((win.dataLayer as unknown[])[1]).toEqual({ event: 'deposit', ...expected });
    expect((win.fbq as unknown as { queue: unknown[] }).queue[2]).toEqual(['track', 'Purchase', expected]);
    expect(firstParty).toEqual([['deposit', expected]]);
  });

  it('keeps delivering to the other channels when one throws', () => {
    const { win, tracker } = setup({ channelIds: { fbPixelId: '99', tiktokPixelId: 'T1' } });
    win.fbq = () => {
      throw new Error('blocked by an extension');
    };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    tracker.deliver('register', {});
    expect(Array.from(win.ttq as unknown[]).at(-1)).toEqual(['track', 'CompleteRegistration', { customerId: '42', customerName: 'bob' }]);
    jest.restoreAllMocks();
  });
});
