import { act, render, screen } from '@testing-library/react';
import { useSlowNotice } from './slow-notice';

function Area({ loading }: { loading: boolean }) {
  const slow = useSlowNotice(loading);
  return <p>{slow ? 'still loading' : loading ? 'loading' : 'ready'}</p>;
}

/** Time passes for the area (React sees the timer's update). */
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('an area that loads slowly', () => {
  it('says it is still loading at 5 s, not before', () => {
    render(<Area loading />);
    wait(4_999);
    expect(screen.getByText('loading')).toBeTruthy();
    wait(1);
    expect(screen.getByText('still loading')).toBeTruthy();
  });

  it('drops the notice once loaded, and waits 5 s again on the next load (Retry)', () => {
    const { rerender } = render(<Area loading />);
    wait(5_000);
    rerender(<Area loading={false} />);
    expect(screen.getByText('ready')).toBeTruthy();
    rerender(<Area loading />);
    wait(4_000);
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('says nothing for a load that ends within 5 s', () => {
    const { rerender } = render(<Area loading />);
    wait(3_000);
    rerender(<Area loading={false} />);
    wait(10_000);
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
