import { fireEvent, render, screen } from '@testing-library/react';
import { AppLink } from './app-link';

describe('a link to another page of the app', () => {
  it('is a real address, followed in place on a tap', () => {
    const navigate = jest.fn();
    render(
      <AppLink to="/member/deposit" navigate={navigate} ariaCurrent="page">
        Deposit
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link.getAttribute('href')).toBe('/m/member/deposit');
    expect(link.getAttribute('aria-current')).toBe('page');
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/member/deposit');
  });

  it('leaves a click asking for a new tab or window to the browser', () => {
    const navigate = jest.fn();
    render(
      <AppLink to="/member/bets" navigate={navigate}>
        Bets
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Bets' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
