/**
 * A member's lobby appears once with their own rows (issue 37): it waits in its loading look for
 * their favourites and recently played games, so those rows come in with it instead of pushing
 * the categories down after it; at most a while, then it shows and the rows come in their place.
 */
import { act, render, screen } from '@testing-library/react';
import { i18n, i18nextCode } from '@m/shared';
import EN from '../locales/EN.json';
import type { GameCardData, VendorStructure } from '../catalogue/types';
import { GameBrowser } from './game-browser';

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'games', EN, true, true));

const game = (vendor: string, index: number): GameCardData => ({
  code: `${vendor.toLowerCase()}-${index}`,
  vendor,
  name: `${vendor} game ${index}`,
  type: 'RNG',
  category: 'RNG',
  trial: false,
  imageUrl: `/thumbs/${vendor}/${index}.svg`,
  maintenance: false,
  popularity: index,
});

const structure: VendorStructure = {
  mapping: {},
  sorting: { RNG: 10 },
  vendorSorting: {},
  display: {},
  ordinal: {},
  allVendors: [{ vendor: 'PG', name: 'PG Soft', categories: ['RNG'], maintenance: false }],
  categories: [
    {
      key: 'RNG',
      title: 'Slots',
      cards: [{ accountTypeName: 'PG', displayName: 'PG', freeplay: false }],
      gameClassify: ['PG'],
      gameCount: 3,
    },
  ],
  games: [game('PG', 1), game('PG', 2), game('PG', 3)],
};

const member = {
  favourites: { list: [] as GameCardData[], ready: false, signedIn: true },
  recent: { status: 'loading' } as { status: 'loading' } | { status: 'ready'; value: GameCardData[] },
};

jest.mock('../catalogue/use-catalogue', () => ({
  useCatalogue: () => ({ status: 'ready', value: structure, busy: false, retry: () => {} }),
}));
jest.mock('../favourites/use-favourites', () => ({
  useFavourites: () => ({ ...member.favourites, isFavourite: () => false, toggleFavourite: () => {} }),
}));
jest.mock('../recent/use-recent', () => ({ useRecent: () => ({ ...member.recent, busy: false, retry: () => {} }) }));
jest.mock('../launch/use-play', () => ({ usePlay: () => ({ play: () => {}, trial: () => {}, overlay: null }) }));

const lobby = () => <GameBrowser route="game" search="" navigate={() => {}} />;

beforeEach(() => {
  jest.useFakeTimers();
  member.favourites = { list: [], ready: false, signedIn: true };
  member.recent = { status: 'loading' };
});
afterEach(() => jest.useRealTimers());

test("the lobby waits for the member's rows, then shows with them", () => {
  const { rerender } = render(lobby());
  expect(screen.queryByTestId('category-RNG')).toBeNull();

  member.favourites = { list: [game('PG', 2)], ready: true, signedIn: true };
  rerender(lobby());
  // Favourites in, recent games still on their way: still waiting.
  expect(screen.queryByTestId('category-RNG')).toBeNull();

  member.recent = { status: 'ready', value: [game('PG', 3)] };
  rerender(lobby());
  expect(screen.getByTestId('favourites')).toBeTruthy();
  expect(screen.getByTestId('recent')).toBeTruthy();
  expect(screen.getByTestId('category-RNG')).toBeTruthy();
});

test('rows slower than 3 s do not hold the lobby back', () => {
  render(lobby());
  expect(screen.queryByTestId('category-RNG')).toBeNull();
  act(() => {
    jest.advanceTimersByTime(3_000);
  });
  expect(screen.getByTestId('category-RNG')).toBeTruthy();
});

test("a guest's lobby does not wait", () => {
  member.favourites = { list: [], ready: false, signedIn: false };
  member.recent = { status: 'ready', value: [] };
  render(lobby());
  expect(screen.getByTestId('category-RNG')).toBeTruthy();
});
