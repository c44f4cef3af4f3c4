/**
 * The home's lower part: a row per category in the merchant's order, each with a few lazy games
 * and a real "See all" link to the category's page; the providers as links to their games; and
 * the winners ticker (winners-ticker.test.tsx).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, i18nextCode } from '@m/shared';
import EN from '../locales/EN.json';
import type { GameCardData, VendorStructure } from '../catalogue/types';
import { HOME_ROW_SIZE, HomeRows } from './home-rows';

jest.mock('../winners/use-winners', () => ({ useWinners: () => ({ status: 'loading' }) }));

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'games', EN, true, true));

const game = (vendor: string, category: string, index: number): GameCardData => ({
  code: `${vendor.toLowerCase()}-${index}`,
  vendor,
  name: `${vendor} game ${index}`,
  type: category,
  category,
  trial: false,
  imageUrl: `/thumbs/${vendor}/${index}.svg`,
  maintenance: false,
  popularity: index,
});

const card = (vendor: string) => ({ accountTypeName: vendor, displayName: vendor, freeplay: false });

const structure: VendorStructure = {
  mapping: {},
  // The merchant puts live casino before slots.
  sorting: { LIVE: 10, RNG: 20, LOTT: 30, FISH: 40 },
  vendorSorting: { RNG: ['JILI', 'PG'] },
  display: {},
  ordinal: {},
  allVendors: [
    { vendor: 'PG', name: 'PG Soft', categories: ['RNG'], maintenance: false, logoUrl: '/marks/PG.svg' },
    { vendor: 'JILI', name: 'JILI', categories: ['RNG'], maintenance: false },
    { vendor: 'EVO', name: 'Evolution', categories: ['LIVE'], maintenance: false },
    { vendor: 'LOTT', name: 'Lottery', categories: ['LOTT'], maintenance: false },
  ],
  categories: [
    { key: 'RNG', title: 'Slots', cards: [card('PG'), card('JILI')], gameClassify: ['PG', 'JILI'], gameCount: 14 },
    { key: 'LIVE', title: 'Live casino', cards: [card('EVO')], gameClassify: ['EVO'], gameCount: 2 },
    { key: 'LOTT', title: 'Lottery', cards: [card('LOTT')], gameClassify: ['LOTT'], gameCount: 1 },
    { key: 'FISH', title: 'Fishing', cards: [], gameClassify: [], gameCount: 0 },
  ],
  games: [
    ...Array.from({ length: 10 }, (_, index) => game('PG', 'RNG', index)),
    ...Array.from({ length: 4 }, (_, index) => game('JILI', 'RNG', index)),
    game('EVO', 'LIVE', 1),
    game('EVO', 'LIVE', 2),
    game('LOTT', 'LOTT', 1),
  ],
};

function draw() {
  const navigate = jest.fn();
  const play = jest.fn();
  const view = render(<HomeRows structure={structure} actions={{ play }} navigate={navigate} />);
  return { navigate, play, view };
}

describe('the home rows', () => {
  it("shows a row per category with a page and games, in the merchant's order", () => {
    const { view } = draw();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Live casino', 'Slots', EN.providers_title, EN.winners_title]);
    expect(view.container.querySelector('[data-testid="category-LOTT"]')).toBeNull();
  });

  it('shows a few games per row, the most played first, with lazy images', () => {
    draw();
    const tiles = within(screen.getByTestId('row-RNG')).getAllByRole('listitem');
    expect(tiles).toHaveLength(HOME_ROW_SIZE);
    expect(tiles[0]?.getAttribute('data-testid')).toBe('game-pg-9');
    for (const image of screen.getByTestId('row-RNG').querySelectorAll('img')) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it("links See all to the category's page, and a plain tap opens it in the app", () => {
    const { navigate } = draw();
    const seeAll = screen.getByTestId('see-all-RNG');
    expect(seeAll.tagName).toBe('A');
    expect(seeAll.getAttribute('href')).toBe('/m/rng');
    expect(seeAll.textContent).toBe('See all (14)');
    expect(screen.getByTestId('see-all-LIVE').getAttribute('href')).toBe('/m/live');
    fireEvent.click(seeAll);
    expect(navigate).toHaveBeenCalledWith('/rng');
    navigate.mockClear();
    // A tap that asks for a new tab is the browser's: the app does not navigate.
    fireEvent.click(seeAll, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("lists the providers with their marks, each a link to its games on its category's page", () => {
    const { navigate } = draw();
    const providers = within(screen.getByTestId('providers'));
    const links = providers.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/m/live?vendor=EVO', '/m/rng?vendor=JILI', '/m/rng?vendor=PG']);
    expect(screen.getByTestId('vendor-PG').querySelector('img')?.getAttribute('src')).toBe('/marks/PG.svg');
    expect(screen.getByTestId('vendor-PG').textContent).toContain('Games: 10');
    fireEvent.click(screen.getByTestId('vendor-JILI'));
    expect(navigate).toHaveBeenCalledWith('/rng?vendor=JILI');
  });
});
