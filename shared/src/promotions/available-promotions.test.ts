import { bus } from '../bus/event-bus';
import { AvailablePromotionsStore, NO_PROMOTIONS, normaliseAvailablePromotions } from './available-promotions';

const ON = { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: false, count: 0 } };

describe('available promotions store', () => {
  it('fetches once however many remotes ask, and announces the answer on the bus', async () => {
    let calls = 0;
    const store = new AvailablePromotionsStore(async () => {
      calls += 1;
      return ON;
    });
    const heard: unknown[] = [];
    const sub = bus.on('promotions.available').subscribe((value) => heard.push(value));
    const [a, b] = await Promise.all([store.load(), store.load()]);
    await store.load();
    sub.unsubscribe();
    expect(calls).toBe(1);
    expect(a).toEqual(ON);
    expect(b).toEqual(ON);
    expect(store.subject.value).toEqual(ON);
    expect(heard).toEqual([ON]);
  });

  it('treats a failed call as nothing on, and tries again only when asked to', async () => {
    let calls = 0;
    const store = new AvailablePromotionsStore(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return ON;
    });
    await expect(store.load()).resolves.toEqual(NO_PROMOTIONS);
    await expect(store.load()).resolves.toEqual(NO_PROMOTIONS);
    await expect(store.load({ retry: true })).resolves.toEqual(ON);
    expect(calls).toBe(2);
  });

  it('reads a malformed answer as off rather than trusting it', () => {
    expect(normaliseAvailablePromotions(null)).toEqual(NO_PROMOTIONS);
    expect(normaliseAvailablePromotions({ APP_DOWNLOAD: { enabled: 'yes', count: -3 }, REFERRAL: { enabled: true, count: 2.7 } })).toEqual({
      APP_DOWNLOAD: { enabled: false, count: 0 },
      REFERRAL: { enabled: true, count: 2 },
    });
  });

  it('asks again for another merchant: the server draws pages of many merchants in one process', async () => {
    let merchant = 'demo';
    const fetch = jest.fn(async () => (merchant === 'demo' ? { APP_DOWNLOAD: { enabled: true, count: 1 } } : {}));
    const store = new AvailablePromotionsStore(fetch, () => merchant);
    expect((await store.load()).APP_DOWNLOAD.enabled).toBe(true);
    merchant = 'lotus';
    expect((await store.load()).APP_DOWNLOAD.enabled).toBe(false);
    expect(await store.load()).toEqual(await store.load());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
