import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says the part could not be loaded and tries again when asked', () => {
    const retry = jest.fn();
    render(<LoadFailed onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("names the part when it says which, and keeps the part's own box", () => {
    render(
      <LoadFailed onRetry={() => undefined} message="The matches could not be loaded." className="g-matches-box" testId="matches-failed" />,
    );
    const box = screen.getByTestId('matches-failed');
    expect(box.textContent).toContain('The matches could not be loaded.');
    expect(box.className).toBe('load-failed g-matches-box');
  });
});
