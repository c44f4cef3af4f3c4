import { clickDebounce, onVisibleAgain } from './timers';

describe('shell timers (SPEC section 9)', () => {
  afterEach(() => jest.useRealTimers());

  it('a double tap within 250 ms runs the action once; a later tap runs it again', () => {
    let now = 1000;
    const action = jest.fn();
    const tap = clickDebounce(action, undefined, () => now);
    tap();
    now += 249;
    tap();
    expect(action).toHaveBeenCalledTimes(1);
    now += 1;
    tap();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('refreshes once, 300 ms after the page stays visible', () => {
    jest.useFakeTimers();
    let state: DocumentVisibilityState = 'hidden';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const refresh = jest.fn();
    const stop = onVisibleAgain(refresh);
    const flip = (to: DocumentVisibilityState) => {
      state = to;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    flip('visible');
    jest.advanceTimersByTime(200);
    flip('hidden');
    flip('visible');
    jest.advanceTimersByTime(299);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    flip('hidden');
    flip('visible');
    jest.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
