/**
 * @jest-environment jsdom
 */
import { readServerSlots, slotKey } from './server-slots';

describe('the slots a page was drawn with', () => {
  it('are read back with their HTML, version and loads; a slot the hand-over does not describe is not adopted', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="remote-slot__parcel" data-ssr-slot="mf-games/HomeCategories"><p>Lobby</p></div>' +
      '<div class="remote-slot__parcel" data-ssr-slot="mf-promotions/HomeBanner"><p>Banner</p></div>';
    const slots = readServerSlots(root, {
      'mf-games/HomeCategories': { version: '1.1.0', loads: { k: [1] } },
      constructor: { version: 'x' },
    });
    expect([...slots.keys()]).toEqual([slotKey('mf-games', './HomeCategories')]);
    expect(slots.get('mf-games/HomeCategories')).toEqual({ html: '<p>Lobby</p>', version: '1.1.0', loads: { k: [1] } });
  });
});
