import { act, render } from '@testing-library/react';
import { sessionStore } from '@m/shared';
import { MemberRows } from './member-rows';
import { LOBBY_ROWS_KEY } from './reserved-rows';

const game = { code: 'mahjong-ways', vendor: 'PG', name: 'Mahjong Ways', type: 'RNG', trial: true, maintenance: false, imageUrl: '/g.png' };
const actions = { play: () => undefined };
const NONE = { ready: true, list: [] };
const PENDING = { ready: false, list: [] };

/** jsdom lays nothing out: the rows' box measures as tall as said here. */
function measuredAs(height: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
}

function signIn(id: string) {
  act(() => sessionStore.set({ id, token: `tok-${id}`, merchantCode: 'demo', userName: 'p1', type: 0, firstTimeLogin: false }));
}

beforeEach(() => signIn('42'));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.clear());
  sessionStorage.clear();
});

describe('the member rows keep their place', () => {
  test('once favourites and recent games are in, their height is kept with the member', () => {
    measuredAs(436);
    const { rerender } = render(<MemberRows signedIn favourites={{ ready: true, list: [game] }} recent={PENDING} actions={actions} />);
    // Recent games still on their way: nothing decided yet.
    expect(sessionStorage.getItem(LOBBY_ROWS_KEY)).toBeNull();
    rerender(<MemberRows signedIn favourites={{ ready: true, list: [game] }} recent={{ ready: true, list: [game] }} actions={actions} />);
    expect(JSON.parse(sessionStorage.getItem(LOBBY_ROWS_KEY)!)).toEqual({ id: '42', px: 436 });
  });

  test('rows slower than the lobby fill the place they took last time, then take their own', () => {
    sessionStorage.setItem(LOBBY_ROWS_KEY, JSON.stringify({ id: '42', px: 436 }));
    measuredAs(436);
    const { getByTestId, queryByTestId, rerender } = render(
      <MemberRows signedIn favourites={PENDING} recent={PENDING} actions={actions} />,
    );
    expect(getByTestId('member-rows').style.minHeight).toBe('436px');
    // Recent games in first: they wait in the kept place, not to be moved by the favourites after them.
    rerender(<MemberRows signedIn favourites={PENDING} recent={{ ready: true, list: [game] }} actions={actions} />);
    expect(queryByTestId('recent')).toBeNull();
    expect(getByTestId('member-rows').style.minHeight).toBe('436px');
    rerender(<MemberRows signedIn favourites={{ ready: true, list: [game] }} recent={{ ready: true, list: [game] }} actions={actions} />);
    expect(getByTestId('member-rows').style.minHeight).toBe('');
    expect(getByTestId('favourites')).toBeTruthy();
  });

  test('another member in this tab gets no place from the one before', () => {
    sessionStorage.setItem(LOBBY_ROWS_KEY, JSON.stringify({ id: '42', px: 436 }));
    signIn('43');
    const { getByTestId } = render(<MemberRows signedIn favourites={PENDING} recent={PENDING} actions={actions} />);
    expect(getByTestId('member-rows').style.minHeight).toBe('');
    expect(getByTestId('member-rows').hasAttribute('data-reserved')).toBe(false);
  });

  test('a member with none keeps no place (and drops one kept before)', () => {
    sessionStorage.setItem(LOBBY_ROWS_KEY, JSON.stringify({ id: '42', px: 436 }));
    const { getByTestId } = render(<MemberRows signedIn favourites={NONE} recent={NONE} actions={actions} />);
    expect(getByTestId('member-rows').childElementCount).toBe(0);
    expect(sessionStorage.getItem(LOBBY_ROWS_KEY)).toBeNull();
  });

  test('signed out, no place is kept', () => {
    sessionStorage.setItem(LOBBY_ROWS_KEY, JSON.stringify({ id: '42', px: 436 }));
    act(() => sessionStore.clear());
    render(<MemberRows signedIn={false} favourites={PENDING} recent={NONE} actions={actions} />);
    expect(sessionStorage.getItem(LOBBY_ROWS_KEY)).toBeNull();
  });
});
