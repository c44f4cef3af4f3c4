import { act, render } from '@testing-library/react';
import { sessionStore } from '@m/shared';
import { MemberRows } from './member-rows';
import { LOBBY_ROWS_KEY, LOBBY_ROWS_VAR } from './reserved-rows';

const game = { code: 'mahjong-ways', vendor: 'PG', name: 'Mahjong Ways', type: 'RNG', trial: true, maintenance: false, imageUrl: '/g.png' };
const actions = { play: () => undefined };
const NONE = { ready: true, list: [] };

/** jsdom lays nothing out: the rows' box measures as tall as its children say. */
function measuredAs(height: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
}

beforeEach(() => {
  act(() => sessionStore.set({ id: '42', token: 'tok', merchantCode: 'demo', userName: 'p1', type: 0, firstTimeLogin: false }));
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.clear());
  sessionStorage.clear();
  document.documentElement.style.removeProperty(LOBBY_ROWS_VAR);
});

describe('the member rows keep their place for the next visit', () => {
  test('once favourites and recent games are in, their height is kept with the member and set on the page', () => {
    measuredAs(436);
    const { rerender } = render(
      <MemberRows signedIn favourites={{ ready: true, list: [game] }} recent={{ ready: false, list: [] }} actions={actions} />,
    );
    // Recent games still on their way: nothing decided yet.
    expect(sessionStorage.getItem(LOBBY_ROWS_KEY)).toBeNull();
    rerender(<MemberRows signedIn favourites={{ ready: true, list: [game] }} recent={{ ready: true, list: [game] }} actions={actions} />);
    expect(JSON.parse(sessionStorage.getItem(LOBBY_ROWS_KEY)!)).toEqual({ id: '42', px: 436 });
    expect(document.documentElement.style.getPropertyValue(LOBBY_ROWS_VAR)).toBe('436px');
  });

  test('a member with none keeps no place (and drops one kept before)', () => {
    sessionStorage.setItem(LOBBY_ROWS_KEY, JSON.stringify({ id: '42', px: 436 }));
    document.documentElement.style.setProperty(LOBBY_ROWS_VAR, '436px');
    const { getByTestId } = render(<MemberRows signedIn favourites={NONE} recent={NONE} actions={actions} />);
    expect(getByTestId('member-rows').childElementCount).toBe(0);
    expect(sessionStorage.getItem(LOBBY_ROWS_KEY)).toBeNull();
    expect(document.documentElement.style.getPropertyValue(LOBBY_ROWS_VAR)).toBe('');
  });

  test('signed out, no place is kept', () => {
    sessionStorage.setItem(LOBBY_ROWS_KEY, JSON.stringify({ id: '42', px: 436 }));
    act(() => sessionStore.clear());
    render(<MemberRows signedIn={false} favourites={{ ready: false, list: [] }} recent={NONE} actions={actions} />);
    expect(sessionStorage.getItem(LOBBY_ROWS_KEY)).toBeNull();
  });
});
