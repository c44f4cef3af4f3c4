import { act, render } from '@testing-library/react';
import { BottomSheet } from './bottom-sheet';
import { usePwaStyles } from './pwa-styles';

function Sheet({ open, onClosed }: { open: boolean; onClosed: () => void }) {
  usePwaStyles();
  return (
    <BottomSheet open={open} onClosed={onClosed} labelledBy="t" testId="sheet">
      <h2 id="t">Add to home screen</h2>
    </BottomSheet>
  );
}

describe('the bottom popup slides in 250 ms (SPEC 9 "slide 250 ms")', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('slides with a 250 ms transition, and is gone only when the slide out has finished', () => {
    const onClosed = jest.fn();
    const view = render(<Sheet open onClosed={onClosed} />);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toContain('.pwa-sheet{');
    expect(styles).toMatch(/\.pwa-sheet\{[^}]*transition:transform 250ms/);

    view.rerender(<Sheet open={false} onClosed={onClosed} />);
    act(() => jest.advanceTimersByTime(249));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
