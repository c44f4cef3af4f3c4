import { categoryViews, vendorGames } from './catalogue-view';
import type { VendorStructure } from './types';

const game = (code: string, vendor: string, category: string, extra: Partial<VendorStructure['games'][number]> = {}) => ({
  code,
  vendor,
  name: code,
  type: category.startsWith('ELOTT') ? 'ELOTT' : category,
  category,
  trial: false,
  imageUrl: `/t/${code}.svg`,
  maintenance: false,
  ...extra,
});

const structure: VendorStructure = {
  mapping: { PG: 'RNG', JILI: 'FISH', SEAL: 'ELOTT' },
  sorting: { ELOTT: 200, RNG: 300, FISH: 400 },
  vendorSorting: { RNG: ['PG', 'JILI'], FISH: ['JILI'] },
  display: { PG: true, JILI: true, SEAL: true },
  ordinal: { PG: 1, JILI: 2, SEAL: 3 },
  allVendors: [
    { vendor: 'PG', name: 'PG Soft', categories: ['RNG'], maintenance: false, logoUrl: '/marks/PG.svg' },
    { vendor: 'JILI', name: 'JILI', categories: ['RNG', 'FISH'], maintenance: true },
    { vendor: 'SEAL', name: 'SEA Lotto', categories: ['ELOTT', 'ELOTT_KENO'], maintenance: false },
  ],
  categories: [
    {
      key: 'FISH',
      title: 'Fishing',
      cards: [{ accountTypeName: 'JILI', displayName: 'JILI', freeplay: true }],
      gameClassify: ['JILI'],
      gameCount: 1,
    },
    {
      key: 'RNG',
      title: 'Slots',
      cards: [
        { accountTypeName: 'JILI', displayName: 'JILI', freeplay: false },
        { accountTypeName: 'PG', displayName: 'PG Soft', freeplay: true },
      ],
      gameClassify: ['PG', 'JILI'],
      gameCount: 3,
    },
    {
      key: 'ELOTT_KENO',
      title: 'Keno',
      cards: [{ accountTypeName: 'SEAL', displayName: 'SEA Lotto', freeplay: false }],
      gameClassify: ['SEAL'],
      gameCount: 1,
    },
    {
      key: 'ELOTT',
      title: 'E-lottery',
      cards: [{ accountTypeName: 'SEAL', displayName: 'SEA Lotto', freeplay: false }],
      gameClassify: ['SEAL'],
      gameCount: 1,
    },
  ],
  games: [
    game('j-slot', 'JILI', 'RNG', { maintenance: true }),
    game('pg-a', 'PG', 'RNG'),
    game('pg-b', 'PG', 'RNG'),
    game('j-fish', 'JILI', 'FISH', { maintenance: true }),
    game('keno', 'SEAL', 'ELOTT_KENO'),
    game('645', 'SEAL', 'ELOTT'),
  ],
};

describe('what a game route shows', () => {
  it('lists the route category with its vendors in order and their games, vendor by vendor', () => {
    const [rng] = categoryViews(structure, 'rng');
    expect(rng!.vendors.map((v) => [v.vendor, v.gameCount, v.maintenance])).toEqual([
      ['PG', 2, false],
      ['JILI', 1, true],
    ]);
    expect(rng!.games.map((g) => g.code)).toEqual(['pg-a', 'pg-b', 'j-slot']);
    // The provider list shows a vendor's logo when the backend gives one, the name alone otherwise.
    expect(rng!.vendors.map((v) => v.logoUrl)).toEqual(['/marks/PG.svg', undefined]);
  });

  it('shows ELOTT and its variants on /m/elott and everything, in order, on /m/game', () => {
    expect(categoryViews(structure, 'elott').map((c) => c.key)).toEqual(['ELOTT', 'ELOTT_KENO']);
    expect(categoryViews(structure, 'game').map((c) => c.key)).toEqual(['ELOTT', 'ELOTT_KENO', 'RNG', 'FISH']);
  });

  it("gives a vendor's games on the route, says when it is under maintenance, and nothing for an unknown vendor", () => {
    expect(vendorGames(structure, 'fish', 'JILI')).toMatchObject({
      name: 'JILI',
      maintenance: true,
      games: [expect.objectContaining({ code: 'j-fish' })],
    });
    expect(vendorGames(structure, 'game', 'JILI')!.games.map((g) => g.code)).toEqual(['j-slot', 'j-fish']);
    expect(vendorGames(structure, 'rng', 'NOPE')).toBeNull();
  });
});
