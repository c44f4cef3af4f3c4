import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonBlock } from './skeleton';

describe('the loading look shared by every remote', () => {
  it('says "Loading…" once to a screen reader and draws the lines it stands for, hidden from it', () => {
    render(<Skeleton lines={4} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(status.querySelectorAll('.skeleton__line[aria-hidden="true"]')).toHaveLength(4);
  });

  it('names what is loading when told, and draws a card for a card on its way', () => {
    render(<Skeleton lines={2} card label="Loading games" testId="games-loading" />);
    const box = screen.getByTestId('games-loading');
    expect(box.textContent).toBe('Loading games');
    expect(box.className).toBe('skeleton skeleton--card');
  });

  it('always draws at least one line', () => {
    render(<Skeleton lines={0} />);
    expect(screen.getByRole('status').querySelectorAll('.skeleton__line')).toHaveLength(1);
  });

  it('keeps the size of what it stands for, and says nothing itself', () => {
    render(
      <ul>
        <SkeletonBlock as="li" width={88} height={36} className="chip" />
      </ul>,
    );
    const block = document.querySelector('li.skeleton-block.chip') as HTMLElement;
    expect(block.style.width).toBe('88px');
    expect(block.style.height).toBe('36px');
    expect(block.getAttribute('aria-hidden')).toBe('true');
  });

  it('stops shimmering under reduced motion (one stylesheet, in the page once)', () => {
    render(<Skeleton />);
    render(<SkeletonBlock height={8} />);
    const sheets = [...document.head.querySelectorAll('style[data-bundle="skeleton"]')];
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toMatch(/prefers-reduced-motion:reduce\)\{\.skeleton__line,\.skeleton-block\{animation:none\}/);
  });
});
