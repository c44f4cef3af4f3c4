/**
 * The header of every page (issue 37): a signed-in member sees a Deposit entry to the cashier
 * and is called by the name they know (a mobile newcomer by their number, not the generated
 * account name); a guest sees Log in and Join.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, type SessionInfo } from '@m/shared';
import { AppLayout } from './app-layout';

const member: SessionInfo = { id: '7', token: 'tok', merchantCode: 'lotus', userName: 'm66834233935', type: 0, firstTimeLogin: false };

function draw() {
  return render(
    <MemoryRouter initialEntries={['/m/home']} basename="/m">
      <AppLayout>
        <p>page</p>
      </AppLayout>
    </MemoryRouter>,
  );
}

afterEach(() => sessionStore.clear());

describe('the header', () => {
  it('gives every signed-in member a Deposit entry to the cashier', () => {
    sessionStore.set(member);
    draw();
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('href')).toBe('/m/member/deposit');
    expect(screen.queryByTestId('header-register')).toBeNull();
  });

  it('calls a mobile newcomer by their number, a member by their account name', () => {
    sessionStore.set({ ...member, displayName: '+66 834233935' });
    const { unmount } = draw();
    expect(screen.getByTestId('header-user').textContent).toBe('+66 834233935');
    unmount();
    sessionStore.set({ ...member, userName: 'ann' });
    draw();
    expect(screen.getByTestId('header-user').textContent).toBe('ann');
  });

  it('offers a guest Log in and Join, and no Deposit', () => {
    draw();
    expect(screen.getByTestId('header-register')).toBeTruthy();
    expect(screen.queryByTestId('header-deposit')).toBeNull();
  });
});
