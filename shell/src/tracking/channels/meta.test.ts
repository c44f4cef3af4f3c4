import { metaChannel } from './meta';
import { bareWindow, OPTIONS } from './test-window';

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[][]; callMethod?: (...args: unknown[]) => void };

describe('Meta pixel channel', () => {
  it('loads fbevents.js after queueing init and PageView, as the snippet does', () => {
    const win = bareWindow();
    const script = metaChannel.install(win, '1234', 'https://connect.facebook.net/en_US/fbevents.js', OPTIONS);
    expect(script.url).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect((win.fbq as Fbq).queue).toEqual([
      ['init', '1234'],
      ['track', 'PageView'],
    ]);
    expect(win._fbq).toBe(win.fbq);
  });

  it('sends standard events where Meta has one, custom events otherwise, with the payload', () => {
    const win = bareWindow();
    metaChannel.install(win, '1234', '/fb.js', OPTIONS);
    metaChannel.track(win, 'register', { customerId: '7', customerName: 'ann' }, OPTIONS);
    metaChannel.track(win, 'registerSubmit', {}, OPTIONS);
    metaChannel.track(win, 'deposit', { value: 100, currency: 'PHP' }, OPTIONS);
    expect((win.fbq as Fbq).queue.slice(2)).toEqual([
      ['track', 'CompleteRegistration', { customerId: '7', customerName: 'ann' }],
      ['trackCustom', 'registerSubmit', {}],
      ['track', 'Purchase', { value: 100, currency: 'PHP' }],
    ]);
  });

  it('hands calls straight to fbevents.js once it has loaded (callMethod)', () => {
    const win = bareWindow();
    metaChannel.install(win, '1234', '/fb.js', OPTIONS);
    const received: unknown[][] = [];
    (win.fbq as Fbq).callMethod = (...args) => received.push(args);
    metaChannel.track(win, 'login', { customerId: '7' }, OPTIONS);
    expect(received).toEqual([['trackCustom', 'login', { customerId: '7' }]]);
  });
});
