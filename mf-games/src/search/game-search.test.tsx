/**
 * The search holds the page still (issue 37): once the player types, the lobby goes at the
 * keystroke and the results come in its place; the placeholder stays until the answer for the
 * text in the box is in (never an empty area between), and clearing the box brings the lobby back.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, i18n, i18nextCode } from '@m/shared';
import EN from '../locales/EN.json';
import { GameSearch } from './game-search';

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'games', EN, true, true));

const tiger = {
  code: 'fortune-tiger',
  vendor: 'PG',
  name: 'Fortune Tiger',
  type: 'RNG',
  category: 'RNG',
  trial: false,
  imageUrl: '/thumbs/PG/1.svg',
  maintenance: false,
  popularity: 1,
};

test('the results take the lobby’s place, with the placeholder until they are in', async () => {
  jest.useFakeTimers();
  let answer: (value: unknown) => void = () => {};
  const call = jest.spyOn(api, 'call').mockImplementation((() => new Promise((resolve) => (answer = resolve))) as never);
  render(
    <GameSearch actions={{ play: jest.fn() }}>
      <p data-testid="lobby">The lobby</p>
    </GameSearch>,
  );
  expect(screen.getByTestId('lobby')).toBeTruthy();

  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tig' } });
  // At the keystroke: the lobby gone, the placeholder in its place.
  expect(screen.queryByTestId('lobby')).toBeNull();
  expect(screen.getByTestId('games-loading')).toBeTruthy();

  // The debounce passes and the question is on its way: still the placeholder, not an empty area.
  await act(async () => {
    jest.advanceTimersByTime(400);
  });
  expect(call).toHaveBeenCalledWith('gameSearch', expect.objectContaining({ query: { q: 'tig' } }));
  expect(screen.getByTestId('games-loading')).toBeTruthy();

  await act(async () => answer({ games: [tiger], total: 1 }));
  expect(screen.getByTestId('search-results').textContent).toContain('Fortune Tiger');
  expect(screen.queryByTestId('games-loading')).toBeNull();

  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
  expect(screen.getByTestId('lobby')).toBeTruthy();
  expect(screen.queryByTestId('search-results')).toBeNull();
  jest.useRealTimers();
});
