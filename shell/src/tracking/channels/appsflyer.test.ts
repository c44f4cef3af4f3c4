import { appsflyerChannel } from './appsflyer';
import { bareWindow, OPTIONS } from './test-window';

type Af = { q: unknown[][]; id: unknown };

describe('AppsFlyer Web SDK channel', () => {
  it('loads the PBA SDK with the web dev key set as the snippet does', () => {
    const win = bareWindow();
    const script = appsflyerChannel.install(win, 'dev-key-1', 'https://websdk.appsflyer.com', OPTIONS);
    expect(script.url).toBe('https://websdk.appsflyer.com?st=pba');
    expect((win.AF as unknown as Af).id).toEqual({ pba: { webAppId: 'dev-key-1' } });
    expect(win.AppsFlyerSdkObject).toBe('AF');
  });

  it('sets the customer user id, then records the event with revenue, plus the app ids inside the app', () => {
    const win = bareWindow();
    appsflyerChannel.install(win, 'dev-key-1', '/af.js', OPTIONS);
    appsflyerChannel.track(
      win,
      'deposit',
      { customerId: '7', revenue: 50, currency: 'PHP', af_revenue: 50, af_currency: 'PHP' },
      { ...OPTIONS, appIds: { gpsAdid: 'GPS' } },
    );
    appsflyerChannel.track(win, 'registerSubmit', {}, OPTIONS);
    appsflyerChannel.track(win, 'login', { customerId: '7' }, OPTIONS);
    expect((win.AF as unknown as Af).q.map(([, ...args]) => args)).toEqual([
      ['pba', 'setCustomerUserId', '7'],
      [
        'pba',
        'event',
        {
          eventType: 'EVENT',
          eventName: 'deposit',
          eventValue: { customerId: '7', revenue: 50, currency: 'PHP', af_revenue: 50, af_currency: 'PHP', gpsAdid: 'GPS' },
          eventRevenue: 50,
          eventRevenueCurrency: 'PHP',
        },
      ],
      ['pba', 'event', { eventType: 'EVENT', eventName: 'registerSubmit', eventValue: {} }],
      // The same member again: no second setCustomerUserId.
      ['pba', 'event', { eventType: 'EVENT', eventName: 'login', eventValue: { customerId: '7' } }],
    ]);
  });
});
