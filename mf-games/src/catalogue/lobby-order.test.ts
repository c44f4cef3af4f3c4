import { lobbyOrder, providersOf, sortGames } from './lobby-order';
import type { GameCardData } from './types';

const game = (code: string, name: string, extra: Partial<GameCardData> = {}): GameCardData => ({
  code,
  vendor: extra.vendor ?? 'PG',
  name,
  type: 'RNG',
  category: 'RNG',
  trial: false,
  imageUrl: `/img/${code}.svg`,
  maintenance: false,
  ...extra,
});

const list = [
  game('a', 'Zeus', { popularity: 3, releasedAt: '2025-01-02' }),
  game('b', 'ágata', { popularity: 9, releasedAt: '2026-10-01', vendor: 'JILI' }),
  game('c', 'Mahjong 10', { popularity: 3 }),
  game('d', 'Mahjong 2', { releasedAt: '2026-10-01' }),
];
const codes = (games: GameCardData[]) => games.map((g) => g.code);

describe('the lobby orders (issue 27)', () => {
  it('popular: most launched first, ties in the operator order', () => {
    expect(codes(sortGames(list, 'popular', 'en'))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('new: the latest day first, games without a day last', () => {
    expect(codes(sortGames(list, 'new', 'en'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('A-Z: by name in the language, accents and numbers as a player reads them', () => {
    expect(codes(sortGames(list, 'az', 'en'))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('an unknown order in the address falls back to popular', () => {
    expect(lobbyOrder('<script>')).toBe('popular');
    expect(lobbyOrder(null)).toBe('popular');
    expect(lobbyOrder('az')).toBe('az');
  });

  it('lists each provider once with its game count', () => {
    expect(providersOf(list)).toEqual([
      { vendor: 'PG', count: 3 },
      { vendor: 'JILI', count: 1 },
    ]);
  });

  it('builds no collator for the popular and new orders (home’s rows): only A-Z needs one', () => {
    const made = jest.spyOn(Intl, 'Collator');
    sortGames(list, 'popular', 'fr');
    sortGames(list, 'new', 'fr');
    expect(made).not.toHaveBeenCalled();
    sortGames(list, 'az', 'fr');
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });
});
