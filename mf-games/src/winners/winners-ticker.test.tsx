/**
 * The winners ticker: masked players, amounts in the merchant's currency, games by name; still for
 * a player who asked for less motion, moving (with a pause button) otherwise; never a live region.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { i18n, i18nextCode } from '@m/shared';
import EN from '../locales/EN.json';
import { WinnersTicker } from './winners-ticker';

const winners = {
  currency: { currency: 'THB', currencySymbol: '฿', currencyPosition: 'after' as const },
  wins: [
    { player: 's***9', vendor: 'JILI', gameCode: 'super-ace', game: 'Super Ace', amount: 12400, at: '2026-11-26T10:00:00.000Z' },
    { player: 'n***y', vendor: 'SPRIBE', gameCode: 'neon-jet', game: 'Neon Jet', amount: 950.5, at: '2026-11-26T09:00:00.000Z' },
  ],
};
let load: { status: string; value?: typeof winners } = { status: 'ready', value: winners };
jest.mock('./use-winners', () => ({ useWinners: () => load }));

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'games', EN, true, true));

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('the winners ticker', () => {
  beforeEach(() => {
    load = { status: 'ready', value: winners };
  });

  it('says who won how much on which game, in the merchant currency, with no live region', () => {
    prefersReducedMotion(true);
    const { container } = render(<WinnersTicker />);
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['s***9 won 12,400\u00a0฿ on Super Ace', 'n***y won 950.50\u00a0฿ on Neon Jet']);
    expect(container.querySelector('[aria-live],[role=status],[role=marquee],[role=log]')).toBeNull();
  });

  it('stays still, without copies or a pause button, for a player who asked for less motion', () => {
    prefersReducedMotion(true);
    const { container } = render(<WinnersTicker />);
    expect(container.querySelector('.g-winners')?.getAttribute('data-moving')).toBe('false');
    expect(container.querySelectorAll('.g-winner')).toHaveLength(2);
    expect(screen.queryByTestId('winners-pause')).toBeNull();
  });

  it('moves otherwise, the loop copy hidden from screen readers, and the pause button stops it', () => {
    prefersReducedMotion(false);
    const { container } = render(<WinnersTicker />);
    expect(container.querySelector('.g-winners')?.getAttribute('data-moving')).toBe('true');
    expect(container.querySelectorAll('.g-winner')).toHaveLength(4);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: EN.winners_pause }));
    expect(screen.getByTestId('winners-pause').getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.g-winners')?.getAttribute('data-moving')).toBe('false');
  });

  it('keeps its place with a short note when there is no win to show', () => {
    prefersReducedMotion(false);
    load = { status: 'ready', value: { ...winners, wins: [] } };
    render(<WinnersTicker />);
    expect(screen.getByTestId('winners-empty').textContent).toContain(EN.winners_none);
  });
});
