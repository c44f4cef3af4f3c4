import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { bus, loadErrorCodeTable, overlays$, sessionStore, type ErrorCodeTable } from '@m/shared';
import { OverlayHost } from '../layout/overlay-host';
import { startErrorPresenter } from './error-presenter';

// Popups lock scrolling; jsdom cannot scroll, so restoring the position is a no-op here.
window.scrollTo = () => undefined;

const base = { path: '/wps/member/language', endpoint: 'memberLanguage' };

function setup(https = false, loadTable: () => Promise<ErrorCodeTable> = loadErrorCodeTable) {
  const goToLogin = jest.fn();
  const subscription: Subscription = startErrorPresenter({ https: () => https, goToLogin, loadTable });
  render(
    <MemoryRouter>
      <OverlayHost />
    </MemoryRouter>,
  );
  return { goToLogin, subscription };
}

describe('the error presenter', () => {
  let subscription: Subscription | undefined;
  afterEach(() => {
    subscription?.unsubscribe();
    act(() => overlays$.next([]));
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows a server message carrying markup as plain text', async () => {
    ({ subscription } = setup());
    const payload = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    await act(async () => bus.publish('api.error', { ...base, kind: 'server', errorCode: 'bad', message: payload, status: 400 }));
    expect(screen.getByRole('alertdialog').textContent).toContain(payload);
    expect(document.querySelector('.dialog img, .dialog b')).toBeNull();
  });

  it('on session expiry clears the session and storage, asks to log in, then goes to the login page', async () => {
    sessionStore.set({ id: '1', token: 'tok-123456', merchantCode: 'demo', userName: 'ann', type: 0, firstTimeLogin: false });
    sessionStorage.setItem('other', 'x');
    let goToLogin: jest.Mock;
    ({ subscription, goToLogin } = setup());
    await act(async () => {
      bus.publish('api.error', { ...base, kind: 'session-expired', errorCode: 'CUSTOMER_NOT_LOGIN', status: 401 });
      bus.publish('api.error', { ...base, kind: 'session-expired', status: 401 });
    });
    expect(sessionStore.current).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('Please log in');
    expect(goToLogin).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('asks an expired session to log in at once, while the error-code table is still on its way', async () => {
    sessionStore.set({ id: '1', token: 'tok-123456', merchantCode: 'demo', userName: 'ann', type: 0, firstTimeLogin: false });
    ({ subscription } = setup(false, () => new Promise<ErrorCodeTable>(() => undefined)));
    await act(async () => bus.publish('api.error', { ...base, kind: 'session-expired', errorCode: 'CUSTOMER_NOT_LOGIN', status: 401 }));
    expect(sessionStore.current).toBeNull();
    expect(screen.getByRole('alertdialog').textContent).toContain('Please log in');
  });

  it('stays silent for rate limits and 502', async () => {
    ({ subscription } = setup());
    await act(async () => {
      bus.publish('api.error', { ...base, kind: 'rate-limited', errorCode: 'TOO_MANY_REQUEST', message: 'wait' });
      bus.publish('api.error', { ...base, kind: 'bad-gateway', status: 502 });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it.each([
    ['HTTPS', true],
    ['HTTP', false],
  ])('says the player is offline in a toast for 1.5 s over %s', async (_, https) => {
    jest.useFakeTimers();
    ({ subscription } = setup(https));
    await act(async () => bus.publish('api.error', { ...base, kind: 'offline', messageKey: 'network_offline' }));
    expect(screen.getByTestId('toast').textContent).toContain('You are offline. Check your connection and try again.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("shows 'Network Error / CORS Errors' for a network failure while online, once for a burst", async () => {
    ({ subscription } = setup(false));
    await act(async () => {
      bus.publish('api.error', { ...base, kind: 'network', messageKey: 'network_error' });
      bus.publish('api.error', { ...base, kind: 'network', messageKey: 'network_error' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('Network Error / CORS Errors');
  });

  it('shows failures that came before the error-code table once it arrives, in order, with its texts', async () => {
    let deliver: (table: ErrorCodeTable) => void = () => undefined;
    ({ subscription } = setup(false, () => new Promise((resolve) => (deliver = resolve))));
    await act(async () => {
      bus.publish('api.error', { ...base, kind: 'server', errorCode: 'game_maintenance', status: 400 });
      bus.publish('api.error', { ...base, kind: 'server', errorCode: 'TOO_MANY_REQUEST', status: 429 });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const table = await loadErrorCodeTable();
    await act(async () => deliver(table));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('This game is under maintenance');
  });

  it('without the table (its download failed) still shows a failure, never its code, and tries again on the next', async () => {
    const loadTable = jest.fn<Promise<ErrorCodeTable>, []>().mockRejectedValueOnce(new Error('offline'));
    loadTable.mockImplementation(loadErrorCodeTable);
    ({ subscription } = setup(false, loadTable));
    await act(async () =>
      bus.publish('api.error', { ...base, kind: 'server', errorCode: 'game_maintenance', message: 'game_maintenance' }),
    );
    expect(screen.getByRole('alertdialog').textContent).not.toContain('game_maintenance');
    await act(async () => overlays$.next([]));
    await act(async () => bus.publish('api.error', { ...base, kind: 'server', errorCode: 'game_maintenance', status: 400 }));
    expect(loadTable).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alertdialog').textContent).toContain('This game is under maintenance');
  });
});
