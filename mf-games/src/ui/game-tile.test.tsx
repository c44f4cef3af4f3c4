/**
 * A grid's art as the server draws it: on the page's first grid, the first screen of tiles is
 * fetched as the HTML arrives (the first row first); every other tile stays lazy.
 */
import { renderToString } from 'react-dom/server';
import { i18n, i18nextCode } from '@m/shared';
import EN from '../locales/EN.json';
import { FIRST_SCREEN_TILES, GameGrid, type TileGame } from './game-tile';

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'games', EN, true, true));

const games: TileGame[] = Array.from({ length: 15 }, (_, i) => ({
  code: `g${i}`,
  vendor: 'SABA',
  name: `Game ${i}`,
  trial: false,
  imageUrl: `/thumbs/${i}.svg`,
  maintenance: false,
}));

/** Each image's loading and fetch priority, in order, from the server's HTML. */
function art(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('img')].map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority') ?? 'auto'}`);
}

describe('the art of a grid of games', () => {
  it("loads the first screen at once on the page's first grid, the first row first", () => {
    const shown = art(renderToString(<GameGrid games={games} actions={{ play: () => undefined }} label="Sports" firstOnScreen />));
    expect(shown.slice(0, 3)).toEqual(['eager/high', 'eager/high', 'eager/high']);
    expect(shown.slice(3, FIRST_SCREEN_TILES)).toEqual(Array(FIRST_SCREEN_TILES - 3).fill('eager/auto'));
    expect(shown.slice(FIRST_SCREEN_TILES)).toEqual(Array(games.length - FIRST_SCREEN_TILES).fill('lazy/auto'));
  });

  it('keeps every tile lazy further down the page', () => {
    const shown = art(renderToString(<GameGrid games={games} actions={{ play: () => undefined }} label="Live" />));
    expect(new Set(shown)).toEqual(new Set(['lazy/auto']));
  });
});
