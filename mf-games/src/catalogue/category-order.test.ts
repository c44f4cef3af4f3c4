import { categoryGroup, categorySort, groupCategories, orderCategories, orderVendors } from './category-order';
import { routeShows } from './route-categories';

const sorting = { LOTT: 100, ELOTT: 200, SPORTS: 300, RNG: 400, PVP: 500, FISH: 600 };
const keys = (list: { key: string }[]) => list.map((c) => c.key);

describe('category order (SPEC 9)', () => {
  it('orders by sorting in steps of 100, the Vietnam lottery right after LOTT and ELOTT variants after ELOTT', () => {
    const categories = ['FISH', 'ELOTT_KENO', 'RNG', 'VNLOTT', 'ELOTT', 'LOTT', 'SPORTS'].map((key) => ({ key }));
    expect(keys(orderCategories(categories, sorting))).toEqual(['LOTT', 'VNLOTT', 'ELOTT', 'ELOTT_KENO', 'SPORTS', 'RNG', 'FISH']);
    expect(categorySort('VNLOTT', sorting)).toBe(101);
    expect(categorySort('ELOTT_SPEED', sorting)).toBe(205);
  });

  it('puts a category missing from sorting last instead of dropping it', () => {
    expect(keys(orderCategories([{ key: 'ARCADE' }, { key: 'LOTT' }], sorting))).toEqual(['LOTT', 'ARCADE']);
    expect(categorySort('ARCADE', sorting)).toBe(700);
    expect(categorySort('VNLOTT', {})).toBe(100);
  });

  it('groups RNG and PVP under TCG, variants under their parent', () => {
    expect(categoryGroup('RNG')).toBe('TCG');
    expect(categoryGroup('PVP')).toBe('TCG');
    expect(categoryGroup('ELOTT_KENO')).toBe('ELOTT');
    const groups = groupCategories(
      ['PVP', 'FISH', 'RNG', 'LOTT', 'VNLOTT'].map((key) => ({ key })),
      sorting,
    );
    expect(groups.map((g) => [g.group, keys(g.categories)])).toEqual([
      ['LOTT', ['LOTT', 'VNLOTT']],
      ['TCG', ['RNG', 'PVP']],
      ['FISH', ['FISH']],
    ]);
  });

  it('orders vendors by vendorSorting, then ordinal, and hides those not displayed', () => {
    const cards = ['JDB', 'PG', 'HIDDEN', 'PP', 'NEW'].map((accountTypeName) => ({ accountTypeName }));
    const ordered = orderVendors(cards, 'RNG', {
      vendorSorting: { RNG: ['PG', 'PP'] },
      display: { HIDDEN: false },
      ordinal: { JDB: 9, NEW: 3 },
    });
    expect(ordered.map((c) => c.accountTypeName)).toEqual(['PG', 'PP', 'NEW', 'JDB']);
  });

  it('shows each category on its own route and every one on /m/game', () => {
    expect(routeShows('rng', 'RNG')).toBe(true);
    expect(routeShows('rng', 'PVP')).toBe(false);
    expect(routeShows('elott', 'ELOTT_KENO')).toBe(true);
    expect(routeShows('game', 'FISH')).toBe(true);
  });
});

describe('category routes', () => {
  it('sends each category to its page, variants to /m/elott, lotteries to none', async () => {
    const { routeOf } = await import('./route-categories');
    expect(routeOf('RNG')).toBe('rng');
    expect(routeOf('ELOTT_SPEED')).toBe('elott');
    expect(routeOf('LOTT')).toBeNull();
    expect(routeOf('VNLOTT')).toBeNull();
  });
});
