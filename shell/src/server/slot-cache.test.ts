import { SlotCache } from './slot-cache';

const drawn = {
  slot: { html: '<p>x</p>', version: '1.0.0', loads: {} },
  ms: 12,
  styles: new Map<string, string>(),
  complete: true,
  hints: [],
};

describe('drawn slots kept for the next guests', () => {
  it('are kept for the time given, then drawn again', () => {
    let now = 1000;
    const cache = new SlotCache(5000, () => now);
    cache.set('k', drawn);
    expect(cache.get('k')).toBe(drawn);
    now += 4999;
    expect(cache.get('k')).toBe(drawn);
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('keep nothing when told not to', () => {
    const cache = new SlotCache(0);
    cache.set('k', drawn);
    expect(cache.get('k')).toBeUndefined();
  });
});
