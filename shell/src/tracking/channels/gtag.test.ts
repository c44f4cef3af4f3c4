import { gtagChannel } from './gtag';
import { bareWindow, OPTIONS } from './test-window';

const calls = (win: Record<string, unknown>) => (win.dataLayer as IArguments[]).map((args) => Array.from(args));

describe('Google tag (gtag.js) channel', () => {
  it('loads gtag.js for the id, after gtag("js") and gtag("config", id) as the snippet does', () => {
    const win = bareWindow();
    const script = gtagChannel.install(win, 'G-XYZ', 'https://www.googletagmanager.com/gtag/js', OPTIONS);
    expect(script.url).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ');
    expect(calls(win)).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-XYZ'],
    ]);
    // gtag.js tells its own calls from GTM pushes by the arguments object.
    expect(Object.prototype.toString.call((win.dataLayer as unknown[])[0])).toBe('[object Arguments]');
  });

  it('sends GA4 recommended names where they exist, the event name otherwise', () => {
    const win = bareWindow();
    gtagChannel.install(win, 'G-XYZ', '/g.js', OPTIONS);
    gtagChannel.track(win, 'register', { customerId: '7', customerName: 'ann' }, OPTIONS);
    gtagChannel.track(win, 'login', { customerId: '7' }, OPTIONS);
    gtagChannel.track(win, 'deposit', { value: 500, revenue: 500, currency: 'PHP' }, OPTIONS);
    gtagChannel.track(win, 'gameLaunch', { content: { vendor: 'PG', gameCode: 'tiger' } }, OPTIONS);
    expect(calls(win).slice(2)).toEqual([
      ['event', 'sign_up', { customerName: 'ann', user_id: '7' }],
      ['event', 'login', { user_id: '7' }],
      ['event', 'purchase', { value: 500, revenue: 500, currency: 'PHP' }],
      ['event', 'gameLaunch', { vendor: 'PG', gameCode: 'tiger' }],
    ]);
  });
});
